import ar from './ar.js';
import arXB from './ar-XB.js';
import de from './de.js';
import type { DemoCatalogue } from './DemoCatalogue.js';
import en from './en.js';
import enXA from './en-XA.js';
import es from './es.js';
import fr from './fr.js';
import ja from './ja.js';
import ptBR from './pt-BR.js';
import zhHans from './zh-Hans.js';

/** Every locale the demo offers, in the picker's order (the pseudo-locales last). */
export const DEMO_LOCALES: readonly DemoCatalogue[] = [
  en,
  de,
  fr,
  es,
  ptBR,
  ja,
  zhHans,
  ar,
  enXA,
  arXB,
];

/** The catalogue for a tag: exact, else the first with the same language, else undefined. */
export function findDemoLocale(tag: string | null | undefined): DemoCatalogue | undefined {
  if (!tag) return undefined;
  const wanted = tag.toLowerCase();
  const exact = DEMO_LOCALES.find((c) => c.kit.locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return DEMO_LOCALES.find((c) => c.kit.locale.toLowerCase() === language);
}

/** `?lang=` first, then the browser's languages in order, then English. */
export function initialDemoLocale(search: string, languages: readonly string[]): DemoCatalogue {
  const asked = findDemoLocale(new URLSearchParams(search).get('lang'));
  if (asked) return asked;
  for (const language of languages) {
    const found = findDemoLocale(language);
    if (found) return found;
  }
  return en;
}
