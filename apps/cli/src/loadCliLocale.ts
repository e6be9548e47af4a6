import type { CliLocaleCatalogue } from '@elicitkit/core';
import type { ShippedLocale } from './detectLocale.js';

type Loader = () => Promise<{ default: CliLocaleCatalogue }>;

// The command line's own words (help, check-schema's report), apart from the kit's: one chunk
// per locale, as in loadLocale.ts.
const LOADERS: Readonly<Record<ShippedLocale, Loader>> = {
  en: () => import('@elicitkit/core/locales/cli/en'),
  de: () => import('@elicitkit/core/locales/cli/de'),
  fr: () => import('@elicitkit/core/locales/cli/fr'),
  es: () => import('@elicitkit/core/locales/cli/es'),
  'pt-BR': () => import('@elicitkit/core/locales/cli/pt-BR'),
  ja: () => import('@elicitkit/core/locales/cli/ja'),
  'zh-Hans': () => import('@elicitkit/core/locales/cli/zh-Hans'),
  ar: () => import('@elicitkit/core/locales/cli/ar'),
  'en-XA': () => import('@elicitkit/core/locales/cli/en-XA'),
  'ar-XB': () => import('@elicitkit/core/locales/cli/ar-XB'),
};

/** The command-line catalogue of a shipped locale. */
export async function loadCliLocale(tag: ShippedLocale): Promise<CliLocaleCatalogue> {
  return (await LOADERS[tag]()).default;
}
