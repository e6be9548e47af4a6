// Every catalogue core ships, in SHIPPED_LOCALES order: what the conformance suite speaks in.
// shippedCatalogues.test.ts holds this list to SHIPPED_LOCALES, so a new locale cannot be missed.
import type { LocaleCatalogue } from '@elicitkit/core';
import { EN_CATALOGUE } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import arXB from '@elicitkit/core/locales/ar-XB';
import de from '@elicitkit/core/locales/de';
import enXA from '@elicitkit/core/locales/en-XA';
import es from '@elicitkit/core/locales/es';
import fr from '@elicitkit/core/locales/fr';
import ja from '@elicitkit/core/locales/ja';
import ptBR from '@elicitkit/core/locales/pt-BR';
import zhHans from '@elicitkit/core/locales/zh-Hans';

export const SHIPPED_CATALOGUES: readonly LocaleCatalogue[] = [
  EN_CATALOGUE,
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

/**
 * The cases whose answers a locale reads differently: numbers and dates. In every shipped locale
 * the renderers run these; en-XA (every word pseudo-localized) runs the whole corpus.
 */
export function readsNumbersOrDates(fixture: { params: unknown }): boolean {
  return /"(number|integer)"|"date(-time)?"/.test(JSON.stringify(fixture.params));
}

/** The catalogues a renderer's locale run covers beside English: all but English. */
export const OTHER_CATALOGUES = SHIPPED_CATALOGUES.filter((c) => c.locale !== 'en');
