import { describe, expect, it } from 'vitest';
import { localDateTimeToRfc3339 } from '../localDateTimeToRfc3339.js';
import { parseLocaleDate } from './parseLocaleDate.js';

// Sunday 6 December 2026, 10:00 on the device's clock. Days and times are read in the device's
// zone, so expected date-times are built the same way rather than written with a fixed offset.
const now = new Date(2026, 11, 6, 10, 0);
const date = (text: string, locale: string) => parseLocaleDate(text, 'date', locale, now);
const ok = (value: string | undefined) => ({ ok: true, value });
const refused = { ok: false };

/** The RFC 3339 text for a wall-clock time on the device, with the device's offset then. */
function localRfc3339(y: number, m: number, d: number, h: number, min: number): string | undefined {
  const at = new Date(y, m - 1, d, h, min);
  const p = (n: number) => String(n).padStart(2, '0');
  return localDateTimeToRfc3339(`${y}-${p(m)}-${p(d)}T${p(h)}:${p(min)}`, -at.getTimezoneOffset());
}

describe('parseLocaleDate: numeric dates in the locale order', () => {
  it.each([
    ['24.12.2026', 'de'],
    ['24/12/2026', 'fr'],
    ['24/12/2026', 'es'],
    ['24/12/2026', 'pt-BR'],
    ['12/24/2026', 'en'],
    ['2026/12/24', 'ja'],
    ['2026年12月24日', 'ja'],
    ['2026/12/24', 'zh-Hans'],
    ['٢٤/١٢/٢٠٢٦', 'ar'],
    ['2026-12-24', 'de'],
    ['２０２６-１２-２４', 'ja'],
  ])('%s in %s is 24 December 2026', (text, locale) => {
    expect(date(text, locale)).toEqual(ok('2026-12-24'));
  });

  it('the same digits mean different days in different locales, never a guess', () => {
    expect(date('11/12/2026', 'en')).toEqual(ok('2026-11-12'));
    expect(date('11/12/2026', 'de')).toEqual(ok('2026-12-11'));
    // 24 cannot be a month: US English refuses rather than swapping.
    expect(date('24/12/2026', 'en')).toEqual(refused);
  });

  it('refuses days that do not exist, two-digit years and stray text', () => {
    expect(date('31.02.2026', 'de')).toEqual(refused);
    expect(date('24.12.26', 'de')).toEqual(refused);
    expect(date('24.12.2026x', 'de')).toEqual(refused);
    expect(date('', 'en')).toEqual(refused);
    expect(date('next week', 'en')).toEqual(refused);
  });

  it('reads month names in the locale or English', () => {
    expect(date('24 December 2026', 'en')).toEqual(ok('2026-12-24'));
    expect(date('Dec 24, 2026', 'en')).toEqual(ok('2026-12-24'));
    expect(date('24. Dezember 2026', 'de')).toEqual(ok('2026-12-24'));
    expect(date('24 décembre 2026', 'fr')).toEqual(ok('2026-12-24'));
  });
});

describe('parseLocaleDate: words, read from the device clock', () => {
  it.each([
    ['today', 'en', '2026-12-06'],
    ['Tomorrow', 'en', '2026-12-07'],
    ['yesterday', 'en', '2026-12-05'],
    ['morgen', 'de', '2026-12-07'],
    ['heute', 'de', '2026-12-06'],
    ["aujourd'hui", 'fr', '2026-12-06'],
    ['aujourd’hui', 'fr', '2026-12-06'],
    ['mañana', 'es', '2026-12-07'],
    ['amanhã', 'pt-BR', '2026-12-07'],
    ['明日', 'ja', '2026-12-07'],
    ['明天', 'zh-Hans', '2026-12-07'],
    ['غدا', 'ar', '2026-12-07'],
    ['غدًا', 'ar', '2026-12-07'],
    // English words work in every locale.
    ['tomorrow', 'de', '2026-12-07'],
  ])('%s (%s)', (text, locale, iso) => {
    expect(date(text, locale)).toEqual(ok(iso));
  });

  it('a weekday is the next one after today (today is Sunday)', () => {
    expect(date('Monday', 'en')).toEqual(ok('2026-12-07'));
    expect(date('fri', 'en')).toEqual(ok('2026-12-11'));
    expect(date('Sunday', 'en')).toEqual(ok('2026-12-13'));
    expect(date('Freitag', 'de')).toEqual(ok('2026-12-11'));
    expect(date('vendredi', 'fr')).toEqual(ok('2026-12-11'));
  });

  it('across a month end and a year end', () => {
    const eve = new Date(2026, 11, 31, 23, 0);
    expect(parseLocaleDate('tomorrow', 'date', 'en', eve)).toEqual(ok('2027-01-01'));
  });
});

describe('parseLocaleDate: date and time', () => {
  const dateTime = (text: string, locale: string) =>
    parseLocaleDate(text, 'date-time', locale, now);

  it('a day and a time, in the device time zone', () => {
    expect(dateTime('24.12.2026 14:30', 'de')).toEqual(ok(localRfc3339(2026, 12, 24, 14, 30)));
    expect(dateTime('tomorrow 9:00', 'en')).toEqual(ok(localRfc3339(2026, 12, 7, 9, 0)));
    expect(dateTime('12/24/2026 2:30 pm', 'en')).toEqual(ok(localRfc3339(2026, 12, 24, 14, 30)));
  });

  it('RFC 3339 as sent, with T and Z in capitals', () => {
    expect(dateTime('2026-12-24t14:30:00z', 'en')).toEqual(ok('2026-12-24T14:30:00Z'));
    expect(dateTime('2026-12-24T14:30:00+05:30', 'de')).toEqual(ok('2026-12-24T14:30:00+05:30'));
  });

  it('refuses a day without a time, and times that do not exist', () => {
    expect(dateTime('tomorrow', 'en')).toEqual(refused);
    expect(dateTime('24.12.2026 25:00', 'de')).toEqual(refused);
    expect(dateTime('12/24/2026 13:00 pm', 'en')).toEqual(refused);
  });
});
