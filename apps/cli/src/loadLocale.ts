import type { CliLocaleCatalogue, LocaleCatalogue } from '@elicitkit/core';
import type { ShippedLocale } from './detectLocale.js';

/** A locale's words: the kit's, and the command line's own (help, check-schema's report). */
export interface CliCatalogues {
  readonly catalogue: LocaleCatalogue;
  readonly cli: CliLocaleCatalogue;
}

type Module<T> = Promise<{ default: T }>;
const both = async (
  kit: Module<LocaleCatalogue>,
  cli: Module<CliLocaleCatalogue>,
): Promise<CliCatalogues> => {
  const [k, c] = await Promise.all([kit, cli]);
  return { catalogue: k.default, cli: c.default };
};

// Dynamic imports per locale, spelled out so the bundle puts each in its own chunk: the CLI
// reads only the catalogues it speaks, and start-up loads none until a prompt is needed.
const LOADERS: Readonly<Record<ShippedLocale, () => Promise<CliCatalogues>>> = {
  en: () => both(import('@elicitkit/core/locales/en'), import('@elicitkit/core/locales/cli/en')),
  de: () => both(import('@elicitkit/core/locales/de'), import('@elicitkit/core/locales/cli/de')),
  fr: () => both(import('@elicitkit/core/locales/fr'), import('@elicitkit/core/locales/cli/fr')),
  es: () => both(import('@elicitkit/core/locales/es'), import('@elicitkit/core/locales/cli/es')),
  'pt-BR': () =>
    both(import('@elicitkit/core/locales/pt-BR'), import('@elicitkit/core/locales/cli/pt-BR')),
  ja: () => both(import('@elicitkit/core/locales/ja'), import('@elicitkit/core/locales/cli/ja')),
  'zh-Hans': () =>
    both(import('@elicitkit/core/locales/zh-Hans'), import('@elicitkit/core/locales/cli/zh-Hans')),
  ar: () => both(import('@elicitkit/core/locales/ar'), import('@elicitkit/core/locales/cli/ar')),
  'en-XA': () =>
    both(import('@elicitkit/core/locales/en-XA'), import('@elicitkit/core/locales/cli/en-XA')),
  'ar-XB': () =>
    both(import('@elicitkit/core/locales/ar-XB'), import('@elicitkit/core/locales/cli/ar-XB')),
};

/** The catalogues of a shipped locale. */
export async function loadLocale(tag: ShippedLocale): Promise<CliCatalogues> {
  return LOADERS[tag]();
}
