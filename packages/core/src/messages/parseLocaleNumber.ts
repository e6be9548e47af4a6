import { asciiDigits } from './asciiDigits.js';
import type { ParsedNumber } from './types.js';

interface Reading {
  decimal: string;
  groups: readonly string[];
}

const symbolCache = new Map<string, Reading>();

// NFKC turns full-width digits and punctuation (１，５) and no-break spaces into their plain forms.
const normalise = (s: string): string => s.normalize('NFKC');

/** The locale's decimal and group symbols, as `Intl.NumberFormat` writes 12345.6. */
function localeReading(locale: string): Reading {
  const known = symbolCache.get(locale);
  if (known) return known;
  let decimal = '.';
  let group = ',';
  try {
    for (const part of new Intl.NumberFormat(locale).formatToParts(12345.6)) {
      if (part.type === 'decimal') decimal = normalise(part.value);
      if (part.type === 'group') group = normalise(part.value);
    }
  } catch {
    // An unknown tag reads numbers the plain way.
  }
  const reading = { decimal, groups: group.trim() === '' ? [' '] : [group, ' '] };
  symbolCache.set(locale, reading);
  return reading;
}

const PLAIN: Reading = { decimal: '.', groups: [',', ' '] };
// Arabic-script separators (٫ decimal, ٬ group) mean one thing wherever they are typed, even when
// the locale itself writes Latin digits and symbols.
const ARABIC: Reading = { decimal: '\u066b', groups: ['\u066c', ' '] };
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The number `body` spells under one reading, or undefined when the reading does not fit. */
function read(body: string, reading: Reading): string | undefined {
  const pieces = body.split(reading.decimal);
  if (pieces.length > 2) return undefined;
  const [whole = '', fraction = ''] = pieces;
  if (!/^\d*$/.test(fraction)) return undefined;
  let digits = whole;
  if (!/^\d*$/.test(whole)) {
    // Grouped: one kind of separator, 1–3 leading digits, then groups of exactly three.
    const group = reading.groups.find((g) =>
      new RegExp(`^\\d{1,3}(${escape(g)}\\d{3})+$`).test(whole),
    );
    if (group === undefined) return undefined;
    digits = whole.split(group).join('');
  }
  if (digits === '' && fraction === '') return undefined;
  return `${digits || '0'}.${fraction || '0'}`;
}

/**
 * A number typed the way `locale` writes it: its decimal and group symbols (learnt from
 * `Intl.NumberFormat`), the plain `1.5` / `1,234.5` form, and any Unicode decimal digits. When the
 * two readings give different numbers (`1.500` under German is 1500, plainly 1.5) the text is
 * refused as ambiguous rather than guessed.
 */
export function parseLocaleNumber(text: string, locale: string): ParsedNumber {
  const cleaned = asciiDigits(normalise(text).replace(/[\u200e\u200f\u061c]/g, ''))
    .trim()
    .replace(/^\u2212/, '-');
  const m = /^([+-]?)(.*?)([eE][+-]?\d+)?$/.exec(cleaned);
  const invalid: ParsedNumber = { ok: false, msg: { key: 'number.invalid' } };
  if (!m || !m[2]) return invalid;
  const [, sign = '', body = '', exponent = ''] = m;
  const values = new Set<number>();
  for (const reading of [localeReading(locale), PLAIN, ARABIC]) {
    const spelled = read(body, reading);
    if (spelled === undefined) continue;
    const value = Number(`${sign}${spelled}${exponent}`);
    if (Number.isFinite(value)) values.add(value === 0 ? 0 : value);
  }
  const [first, second] = [...values];
  if (first === undefined) return invalid;
  if (second !== undefined)
    return {
      ok: false,
      msg: { key: 'number.ambiguous', values: { text: text.trim(), first, second } },
    };
  return { ok: true, value: first };
}
