import { localDateTimeToRfc3339 } from '../localDateTimeToRfc3339.js';
import { asciiDigits } from './asciiDigits.js';
import type { ParsedDate } from './types.js';

type Part = 'day' | 'month' | 'year';

interface DateReading {
  /** How the locale orders a numeric date (24.12.2026 → day, month, year). */
  order: readonly Part[];
  /** Month names, long and short, lower-cased → 1–12. */
  months: ReadonlyMap<string, number>;
  /** Weekday names, long and short, lower-cased → 0 (Sunday) – 6. */
  weekdays: ReadonlyMap<string, number>;
  /** "today", "tomorrow", "heute", "morgen" … → days from today. */
  relative: ReadonlyMap<string, number>;
}

const readings = new Map<string, DateReading>();
// A Thursday, so the seven days after it cover every weekday; month names come from day 1 of each.
const SAMPLE = Date.UTC(2026, 11, 24);
const DAY_MS = 86_400_000;

// Case, curly apostrophes (aujourd’hui), a short form’s dot and Arabic vowel marks (غدًا, غدا) do not matter.
const fold = (s: string, locale: string): string =>
  s
    .toLocaleLowerCase(locale)
    .replace(/[’‘`´]/g, "'")
    .replace(/[\u064b-\u065f\u0670]/g, '')
    .replace(/\.$/, '')
    .trim();

function learnReading(locale: string): DateReading {
  const months = new Map<string, number>();
  const weekdays = new Map<string, number>();
  const relative = new Map<string, number>();
  let order: Part[] = ['month', 'day', 'year'];
  try {
    const numeric = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
    order = numeric
      .formatToParts(SAMPLE)
      .map((p) => p.type)
      .filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
    for (const style of ['long', 'short'] as const) {
      const month = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' });
      const weekday = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++)
        months.set(fold(month.format(Date.UTC(2026, m, 1)), locale), m + 1);
      for (let d = 0; d < 7; d++) {
        const at = SAMPLE + d * DAY_MS;
        weekdays.set(fold(weekday.format(at), locale), new Date(at).getUTCDay());
      }
    }
    const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (let n = -2; n <= 2; n++) relative.set(fold(words.format(n, 'day'), locale), n);
  } catch {
    // An unknown tag reads only the ISO form and English words.
  }
  return {
    order: order.length === 3 ? order : ['month', 'day', 'year'],
    months,
    weekdays,
    relative,
  };
}

function readingFor(locale: string): DateReading {
  let known = readings.get(locale);
  if (!known) {
    known = learnReading(locale);
    readings.set(locale, known);
  }
  return known;
}

interface Day {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const isoOf = (d: Day): string => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/** The day only when it exists (no 31 February). */
function realDay(year: number, month: number, day: number): Day | undefined {
  if (year < 1 || year > 9999) return undefined;
  const at = new Date(Date.UTC(2000, month - 1, day));
  at.setUTCFullYear(year);
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

function daysFrom(now: Date, n: number): Day {
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
  return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
}

/** A word for a day: the locale's or English "today"/"tomorrow", or a weekday (the next one after today). */
function wordDay(word: string, locale: string, now: Date): Day | undefined {
  for (const [reading, tag] of [
    [readingFor(locale), locale],
    [readingFor('en'), 'en'],
  ] as const) {
    const folded = fold(word, tag);
    const n = reading.relative.get(folded);
    if (n !== undefined) return daysFrom(now, n);
    const weekday = reading.weekdays.get(folded);
    if (weekday !== undefined) return daysFrom(now, ((weekday - now.getDay() + 6) % 7) + 1);
  }
  return undefined;
}

function numericDay(text: string, locale: string): Day | undefined {
  // 2026年12月24日 (Japanese, Chinese) is the ISO order with other separators.
  const cleaned = text.replace(/[年月]/g, '/').replace(/日$/, '');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cleaned);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const reading = readingFor(locale);
  const tokens = cleaned.split(/[\s./\-,]+/).filter(Boolean);
  if (tokens.length !== 3) return undefined;
  // One month name and two numbers: "24 December 2026", "Dec 24, 2026", "24. Dezember 2026".
  const named = tokens.map(
    (t) => reading.months.get(fold(t, locale)) ?? readingFor('en').months.get(fold(t, 'en')),
  );
  const monthAt = named.findIndex((m) => m !== undefined);
  if (monthAt >= 0) {
    const numbers = tokens.filter((_, i) => i !== monthAt);
    if (!numbers.every((t) => /^\d+$/.test(t))) return undefined;
    const year = numbers.find((t) => t.length === 4);
    const day = numbers.find((t) => t.length <= 2);
    if (!year || !day) return undefined;
    return realDay(Number(year), named[monthAt] as number, Number(day));
  }
  if (!tokens.every((t) => /^\d+$/.test(t))) return undefined;
  // Year first is unambiguous (2026/12/24); otherwise the locale's order decides 12/11 vs 11/12.
  const order: readonly Part[] = tokens[0]?.length === 4 ? ['year', 'month', 'day'] : reading.order;
  const parts: Partial<Record<Part, string>> = {};
  order.forEach((part, i) => (parts[part] = tokens[i]));
  // Only four-digit years: "24.12.26" could mean 1926 or 2026.
  if (parts.year?.length !== 4 || (parts.day?.length ?? 3) > 2 || (parts.month?.length ?? 3) > 2)
    return undefined;
  return realDay(Number(parts.year), Number(parts.month), Number(parts.day));
}

function readDay(text: string, locale: string, now: Date): Day | undefined {
  return numericDay(text, locale) ?? wordDay(text, locale, now);
}

// RFC 3339 date-time (the spec's `date-time` format), any case for T and Z.
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})$/;
const AT_TIME = /^(.*?)[\s,Tt]+(\d{1,2})[:.h](\d{2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;

/**
 * A date (or date and time) typed the way a person in `locale` writes it, read on the device and
 * deterministically from `now`: ISO 8601, the locale's numeric order (24.12.2026 in German,
 * 12/24/2026 in US English), month names, "today"/"tomorrow"/"yesterday" and weekday names in the
 * locale's words or English (a weekday means the next one after today). A date-time is such a day
 * and a time (`24.12.2026 14:30`, read in the device's time zone) or RFC 3339. Two-digit years are
 * refused rather than guessed. Nothing typed leaves the device; only the ISO answer is sent.
 */
export function parseLocaleDate(
  text: string,
  kind: 'date' | 'date-time',
  locale: string,
  now: Date,
): ParsedDate {
  const cleaned = asciiDigits(text.normalize('NFKC').replace(/[\u200e\u200f\u061c]/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  if (kind === 'date') {
    const day = readDay(cleaned, locale, now);
    return day ? { ok: true, value: isoOf(day) } : { ok: false };
  }
  if (RFC3339.test(cleaned))
    return { ok: true, value: cleaned.replace(/^(.{10})[t ]/, '$1T').replace(/z$/, 'Z') };
  const m = AT_TIME.exec(cleaned);
  if (!m) return { ok: false };
  const [, dayText = '', h = '', min = '', s = '00', half] = m;
  const day = readDay(dayText.replace(/[,\s]+$/, ''), locale, now);
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return { ok: false };
    hour = (hour % 12) + (/^p/i.test(half) ? 12 : 0);
  }
  if (!day || hour > 23 || Number(min) > 59 || Number(s) > 59) return { ok: false };
  const local = new Date(day.year, day.month - 1, day.day, hour, Number(min), Number(s));
  // A time the clocks skip (a spring-forward gap) does not exist here: refuse it.
  if (local.getHours() !== hour || local.getDate() !== day.day) return { ok: false };
  const value = localDateTimeToRfc3339(
    `${isoOf(day)}T${pad(hour)}:${min}:${pad(Number(s))}`,
    -local.getTimezoneOffset(),
  );
  return value ? { ok: true, value } : { ok: false };
}
