/**
 * The tag of every locale core ships (`locales/<tag>.ts`, `locales/cli/<tag>.ts`), English first
 * and the pseudo-locales last: the order a picker lists them in. Tags only, so importing the list
 * never carries a catalogue into a bundle; `shippedLocales.test.ts` holds it to the files present.
 */
export const SHIPPED_LOCALES = Object.freeze([
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'ja',
  'zh-Hans',
  'ar',
  'en-XA',
  'ar-XB',
] as const);

/** One of the locales core ships. */
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];
