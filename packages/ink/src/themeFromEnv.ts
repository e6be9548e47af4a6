import type { TerminalTheme } from './theme.js';
import { THEME_ROLES } from './theme.js';

/** Colour names Ink (chalk) draws; anything else must be `#rrggbb`. */
const NAMES = new Set(
  ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white', 'gray', 'grey'].flatMap(
    (n) => [n, `${n}Bright`],
  ),
);

export interface ThemeFromEnv {
  theme: TerminalTheme;
  /** Parts of ELICITKIT_THEME that were not used, for a note (a bad theme never stops a call). */
  ignored: string[];
}

/** Whether the terminal's character set is Unicode, as far as the environment says. */
function unicodeTerminal(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env['TERM'] === 'linux') return false;
  const locale = [env['LC_ALL'], env['LC_CTYPE'], env['LANG']].find(
    (v) => v !== undefined && v !== '',
  );
  if (locale === undefined) return true;
  const charset = /\.([^@]+)/.exec(locale)?.[1]?.toLowerCase();
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * The terminal theme a CLI takes from its environment: `ELICITKIT_THEME` as comma-separated
 * `role=colour` pairs (`accent=magenta,danger=#ff5555,focus=blueBright`) and `symbols=ascii` or
 * `symbols=unicode`; without `symbols`, ASCII when the locale names a character set other than
 * UTF-8 (`de_DE.ISO-8859-1`) or TERM is `linux`. Unknown roles and colours are ignored and reported.
 */
export function themeFromEnv(env: Readonly<Record<string, string | undefined>>): ThemeFromEnv {
  const theme: TerminalTheme = {};
  const ignored: string[] = [];
  for (const raw of (env['ELICITKIT_THEME'] ?? '').split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const eq = item.indexOf('=');
    const key = eq === -1 ? item : item.slice(0, eq).trim();
    const value = eq === -1 ? '' : item.slice(eq + 1).trim();
    if (key === 'symbols' && (value === 'ascii' || value === 'unicode')) theme.symbols = value;
    else if (
      (THEME_ROLES as readonly string[]).includes(key) &&
      (NAMES.has(value) || /^#[0-9a-f]{6}$/i.test(value))
    )
      theme[key as (typeof THEME_ROLES)[number]] = value;
    else ignored.push(item);
  }
  if (theme.symbols === undefined && !unicodeTerminal(env)) theme.symbols = 'ascii';
  return { theme, ignored };
}
