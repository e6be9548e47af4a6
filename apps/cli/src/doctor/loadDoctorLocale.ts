import type { ShippedLocale } from '../detectLocale.js';
import type { DoctorLocaleCatalogue } from './messages/DoctorLocalizer.js';

type Module = Promise<{ default: DoctorLocaleCatalogue }>;

// One chunk per locale, spelled out so the bundle splits them: the doctor reads only the one it speaks.
const LOADERS: Readonly<Record<ShippedLocale, () => Module>> = {
  en: () => import('./locales/en.js'),
  de: () => import('./locales/de.js'),
  fr: () => import('./locales/fr.js'),
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  ja: () => import('./locales/ja.js'),
  'zh-Hans': () => import('./locales/zh-Hans.js'),
  ar: () => import('./locales/ar.js'),
  'en-XA': () => import('./locales/en-XA.js'),
  'ar-XB': () => import('./locales/ar-XB.js'),
};

/** The doctor's words in a shipped locale. */
export async function loadDoctorLocale(tag: ShippedLocale): Promise<DoctorLocaleCatalogue> {
  return (await LOADERS[tag]()).default;
}
