/**
 * The tag of every locale the kit ships (core's `locales/<tag>.ts`, and the terminal's and the
 * command line's own beside it), English first
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
