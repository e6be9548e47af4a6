// Every catalogue core ships, in the order the toolbar lists them. A story draws its words from
// the one the `locale` global names (.storybook/preview.tsx passes it down).
import type { LocaleCatalogue } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import arXB from '@elicitkit/core/locales/ar-XB';
import de from '@elicitkit/core/locales/de';
import en from '@elicitkit/core/locales/en';
import enXA from '@elicitkit/core/locales/en-XA';
import es from '@elicitkit/core/locales/es';
import fr from '@elicitkit/core/locales/fr';
import ja from '@elicitkit/core/locales/ja';
import ptBR from '@elicitkit/core/locales/pt-BR';
import zhHans from '@elicitkit/core/locales/zh-Hans';

export const STORY_LOCALES: readonly LocaleCatalogue[] = [
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

/** The catalogue a `locale` global names; English for anything else (no global set yet). */
export function storyCatalogue(locale: unknown): LocaleCatalogue {
  return STORY_LOCALES.find((c) => c.locale === locale) ?? en;
}
