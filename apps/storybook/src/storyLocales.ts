// Every catalogue core ships, in the order the toolbar lists them (core's SHIPPED_LOCALES). A story
// draws its words from the one the `locale` global names (.storybook/preview.tsx passes it down).
import type { LocaleCatalogue, ShippedLocale } from '@elicitkit/core';
import { SHIPPED_LOCALES } from '@elicitkit/core';
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

// One catalogue per shipped tag: a tag core adds without one here does not compile.
const BY_TAG: { readonly [T in ShippedLocale]: LocaleCatalogue } = {
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

export const STORY_LOCALES: readonly LocaleCatalogue[] = SHIPPED_LOCALES.map((tag) => BY_TAG[tag]);

/** The catalogue a `locale` global names; English for anything else (no global set yet). */
export function storyCatalogue(locale: unknown): LocaleCatalogue {
  return STORY_LOCALES.find((c) => c.locale === locale) ?? en;
}
