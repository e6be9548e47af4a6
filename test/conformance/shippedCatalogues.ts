// Every catalogue core ships, in SHIPPED_LOCALES order: what the conformance suite speaks in.
// shippedCatalogues.test.ts holds this list to SHIPPED_LOCALES, so a new locale cannot be missed.
import type { LocaleCatalogue } from '@elicitkit/core';
import type { ConformanceCheck, ConformanceOptions } from './conformanceChecks.js';
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
function readsNumbersOrDates(fixture: { params: unknown }): boolean {
  return /"(number|integer)"|"date(-time)?"/.test(JSON.stringify(fixture.params));
}

/** The catalogues a renderer's locale run covers beside English: all but English. */
export const OTHER_CATALOGUES = SHIPPED_CATALOGUES.filter((c) => c.locale !== 'en');

/** The corpus's cases about numbers and dates themselves: their accepted answers run in every locale. */
const NUMBER_AND_DATE_CASES = new Set(['number-and-integer', 'string-formats']);

/**
 * The checks of a number/date case whose outcome depends on the catalogue: every script that ends
 * in errors (the catalogue's words for them, the same as core's in that locale, none left in
 * English), the display check (the case's own sentences in the catalogue's words, display-safe)
 * and the accepted answers of the number and date cases (their numbers and dates read as the
 * corpus says in that locale). Decline, cancel, abort and the other accepted answers do the same
 * thing in every catalogue: they run in English, en-XA and ar.
 */
function wordsAndNumbers(check: ConformanceCheck): boolean {
  if (check.kind === 'errors' || check.kind === 'display') return true;
  return check.kind === 'result' && NUMBER_AND_DATE_CASES.has(check.caseId);
}

/**
 * What a renderer's conformanceLocales run covers in each catalogue beside English (whose run,
 * conformance.test.tsx, is every check of every case, plus the number and date checks of
 * localeChecks.ts in every catalogue): en-XA, every word pseudo-localized, every check of every
 * case; ar (right to left, Arabic-Indic digits) every check of the number/date cases; every other
 * catalogue the words-and-numbers checks of those cases.
 */
export function localeRun(messages: LocaleCatalogue): ConformanceOptions {
  if (messages.locale === 'en-XA') return { messages };
  if (messages.locale === 'ar') return { messages, cases: readsNumbersOrDates };
  return { messages, cases: readsNumbersOrDates, checks: wordsAndNumbers };
}
