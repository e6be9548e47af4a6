import type { ShippedLocale } from '@elicitkit/core/locales/shippedLocales';
import { SHIPPED_LOCALES } from '@elicitkit/core/locales/shippedLocales';

// The locales elicitkit ships are core's list (tags only: the start-up entry loads no catalogue).
export { SHIPPED_LOCALES };
export type { ShippedLocale };

export interface DetectedLocale {
  locale: ShippedLocale;
  /** Where it came from: the flag, an environment variable, or nothing usable (English). */
  source: '--locale' | 'LC_ALL' | 'LC_MESSAGES' | 'LANG' | 'default';
  /** What was asked for but is not shipped (shown in a note; English is used). */
  unmatched?: string;
}

const SHIPPED = new Map(SHIPPED_LOCALES.map((tag) => [tag.toLowerCase(), tag]));

/**
 * A POSIX locale name (`de_DE.UTF-8`, `pt_BR`, `sr_RS@latin`) or a BCP 47 tag (`de-DE`,
 * `zh-Hans-CN`) as the shipped locale that serves it, or undefined when none does. `C` and
 * `POSIX` are "no language": undefined, so the caller falls back to English.
 */
export function matchLocale(name: string): ShippedLocale | undefined {
  const bare = name.trim().split(/[.@]/)[0] ?? '';
  if (bare === '' || bare === 'C' || bare === 'POSIX') return undefined;
  const parts = bare.split(/[-_]/).filter((p) => p !== '');
  if (parts.length === 0 || !parts.every((p) => /^[a-z0-9]{1,8}$/i.test(p))) return undefined;
  const exact = SHIPPED.get(parts.join('-').toLowerCase());
  if (exact) return exact;
  const language = (parts[0] ?? '').toLowerCase();
  const rest = parts.slice(1).map((p) => p.toLowerCase());
  if (language === 'zh') {
    // Simplified Chinese is what mainland China and Singapore read; Taiwan, Hong Kong and Macau
    // read Traditional, which is not shipped: English rather than the wrong script.
    if (rest.includes('hant') || rest.some((r) => ['tw', 'hk', 'mo'].includes(r))) return undefined;
    return 'zh-Hans';
  }
  if (language === 'pt') return 'pt-BR';
  // A pseudo-locale only by its exact tag (handled above); `en_XA` style names match it too.
  const base = SHIPPED.get(language);
  return base && !base.includes('-') ? base : undefined;
}

/**
 * Which catalogue the CLI speaks: `--locale <tag>`; else the first set of `LC_ALL`,
 * `LC_MESSAGES`, `LANG` (POSIX precedence: the first non-empty one decides, even when it is `C`);
 * anything unknown, `C` or `POSIX` is English. Never throws.
 */
export function detectLocale(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): DetectedLocale {
  if (flag !== undefined && flag.trim() !== '') {
    const locale = matchLocale(flag);
    return locale
      ? { locale, source: '--locale' }
      : { locale: 'en', source: 'default', unmatched: flag };
  }
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const locale = matchLocale(value);
    return locale ? { locale, source: name } : { locale: 'en', source: 'default' };
  }
  return { locale: 'en', source: 'default' };
}
