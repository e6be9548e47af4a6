import type { LocaleCatalogue } from '@elicitkit/core';
import type { ShippedLocale } from './detectLocale.js';

type Loader = () => Promise<{ default: LocaleCatalogue }>;

// One dynamic import per locale, spelled out so the bundle puts each in its own chunk: the CLI
// reads only the catalogue it speaks, and start-up loads none until a prompt is needed.
const LOADERS: Readonly<Record<ShippedLocale, Loader>> = {
  en: () => import('@elicitkit/core/locales/en'),
  de: () => import('@elicitkit/core/locales/de'),
  fr: () => import('@elicitkit/core/locales/fr'),
  es: () => import('@elicitkit/core/locales/es'),
  'pt-BR': () => import('@elicitkit/core/locales/pt-BR'),
  ja: () => import('@elicitkit/core/locales/ja'),
  'zh-Hans': () => import('@elicitkit/core/locales/zh-Hans'),
  ar: () => import('@elicitkit/core/locales/ar'),
  'en-XA': () => import('@elicitkit/core/locales/en-XA'),
  'ar-XB': () => import('@elicitkit/core/locales/ar-XB'),
};

/** The catalogue of a shipped locale. */
export async function loadLocale(tag: ShippedLocale): Promise<LocaleCatalogue> {
  return (await LOADERS[tag]()).default;
}
