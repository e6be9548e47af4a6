import type { ShippedLocale } from '@elicitkit/core';
import { SHIPPED_LOCALES } from '@elicitkit/core';
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

// One demo catalogue per locale core ships: a tag core adds without one here does not compile.
const BY_TAG: { readonly [T in ShippedLocale]: DemoCatalogue } = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ja,
  'zh-Hans': zhHans,
  ar,
  'en-XA': enXA,
  'ar-XB': arXB,
};

/** Every locale the demo offers, in core's order (the pseudo-locales last). */
export const DEMO_LOCALES: readonly DemoCatalogue[] = SHIPPED_LOCALES.map((tag) => BY_TAG[tag]);

/**
 * The catalogue for a tag: exact, else the first with the same language (de-DE → de, zh-CN →
 * zh-Hans; English before its pseudo-locale, as listed), else undefined.
 */
function findDemoLocale(tag: string | null | undefined): DemoCatalogue | undefined {
  if (!tag) return undefined;
  const wanted = tag.toLowerCase();
  const exact = DEMO_LOCALES.find((c) => c.kit.locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split('-')[0];
  return DEMO_LOCALES.find((c) => c.kit.locale.toLowerCase().split('-')[0] === language);
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
