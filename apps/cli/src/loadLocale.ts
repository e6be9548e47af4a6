import type { LocaleCatalogue } from '@elicitkit/core';
import type { ShippedLocale } from './detectLocale.js';
import type { CliLocaleCatalogue } from './messages/CliLocalizer.js';

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
  en: () => both(import('@elicitkit/core/locales/en'), import('./locales/en.js')),
  de: () => both(import('@elicitkit/core/locales/de'), import('./locales/de.js')),
  fr: () => both(import('@elicitkit/core/locales/fr'), import('./locales/fr.js')),
  es: () => both(import('@elicitkit/core/locales/es'), import('./locales/es.js')),
  'pt-BR': () => both(import('@elicitkit/core/locales/pt-BR'), import('./locales/pt-BR.js')),
  ja: () => both(import('@elicitkit/core/locales/ja'), import('./locales/ja.js')),
  'zh-Hans': () => both(import('@elicitkit/core/locales/zh-Hans'), import('./locales/zh-Hans.js')),
  ar: () => both(import('@elicitkit/core/locales/ar'), import('./locales/ar.js')),
  'en-XA': () => both(import('@elicitkit/core/locales/en-XA'), import('./locales/en-XA.js')),
  'ar-XB': () => both(import('@elicitkit/core/locales/ar-XB'), import('./locales/ar-XB.js')),
};

/** The catalogues of a shipped locale. */
export async function loadLocale(tag: ShippedLocale): Promise<CliCatalogues> {
  return LOADERS[tag]();
}
