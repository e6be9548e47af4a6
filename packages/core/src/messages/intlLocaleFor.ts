/**
 * The locale Intl formats a catalogue's numbers and plurals in: the tag canonicalised (English
 * when it is not a valid tag); pseudo-locales (en-XA, ar-XB) are English words, so English.
 */
export function intlLocaleFor(tag: string): string {
  let locale: string;
  try {
    locale = Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    locale = 'en';
  }
  return /^[a-z]{2,3}-X[A-Z]$/i.test(locale) ? 'en' : locale;
}
