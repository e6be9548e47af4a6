import { createContext } from 'react';

/**
 * The terminal's look: colours for the roles the prompt draws (any colour Ink takes: a name such
 * as `magenta` or `blueBright`, or `#rrggbb`), and whether marks are drawn as Unicode symbols or
 * ASCII for terminals without Unicode. Colours go under NO_COLOR; bold, dim and inverse stay,
 * so focus and emphasis still read.
 */
export interface TerminalTheme {
  /** Who is asking, the URL's host, notes. Default cyan. */
  accent?: string;
  /** Errors and a destructive tool's Accept. Default red. */
  danger?: string;
  /** Warnings about the request or an answer. Default yellow. */
  warning?: string;
  /** What was sent. Default green. */
  success?: string;
  /** Secondary text (otherwise dim only). Default: none, dim. */
  muted?: string;
  /** The focused field's marker and the focused button. Default cyan. */
  focus?: string;
  /** `ascii` draws every mark (◆ ✔ ✖ ⚠ › ● ↑ ↓ …) as a one-cell ASCII character. Default unicode. */
  symbols?: 'unicode' | 'ascii';
}

export type ThemeRole = Exclude<keyof TerminalTheme, 'symbols'>;
export const THEME_ROLES: readonly ThemeRole[] = [
  'accent',
  'danger',
  'warning',
  'success',
  'muted',
  'focus',
];

export interface ResolvedTheme {
  colours: Readonly<Record<ThemeRole, string | undefined>>;
  symbols: 'unicode' | 'ascii';
}

const DEFAULT_THEME: ResolvedTheme = Object.freeze({
  colours: Object.freeze({
    accent: 'cyan',
    danger: 'red',
    warning: 'yellow',
    success: 'green',
    muted: undefined,
    focus: 'cyan',
  }),
  symbols: 'unicode',
});

export function resolveTheme(theme: TerminalTheme | undefined): ResolvedTheme {
  if (!theme) return DEFAULT_THEME;
  const colours = { ...DEFAULT_THEME.colours };
  for (const role of THEME_ROLES) {
    const value = theme[role];
    if (typeof value === 'string' && value !== '') colours[role] = value;
  }
  return { colours, symbols: theme.symbols === 'ascii' ? 'ascii' : 'unicode' };
}

export const ThemeContext = createContext<ResolvedTheme>(DEFAULT_THEME);

/**
 * Each mark the prompt draws and its ASCII stand-in, one cell for one cell so every layout
 * computed for the Unicode marks still fits.
 */
const ASCII: Readonly<Record<string, string>> = {
  '◆': '*',
  '✔': '+',
  '✖': 'x',
  '■': '#',
  '⚠': '!',
  '›': '>',
  '●': '*',
  '○': 'o',
  '↑': '^',
  '↓': 'v',
  '←': '<',
  '→': '>',
  '·': '|',
  '•': '*',
  '…': '~',
  '↵': '/',
  '—': '-',
  '│': '|',
  // Core's mark for hidden characters in server text.
  '\ufffd': '?',
};
const MARKS = new RegExp(`[${Object.keys(ASCII).join('')}]`, 'gu');

/**
 * `text` with the prompt's marks as ASCII. The same characters in a server's text are replaced
 * too: a terminal that cannot draw them could not show them either.
 */
export function asciiMarks(text: string): string {
  return text.replace(MARKS, (m) => ASCII[m] ?? m);
}
