import { describe, expect, it } from 'vitest';
import { localDateTimeToRfc3339 } from './localDateTimeToRfc3339.js';
import { matchesFormat } from './formats.js';

describe('localDateTimeToRfc3339', () => {
  it('adds the zone offset, Z for UTC, and seconds when missing', () => {
    expect(localDateTimeToRfc3339('2026-07-28T14:30', 0)).toBe('2026-07-28T14:30:00Z');
    expect(localDateTimeToRfc3339('2026-07-28T14:30', 120)).toBe('2026-07-28T14:30:00+02:00');
    expect(localDateTimeToRfc3339('2026-07-28T14:30:15', -330)).toBe('2026-07-28T14:30:15-05:30');
    expect(localDateTimeToRfc3339(' 2026-07-28T14:30 ', 60)).toBe('2026-07-28T14:30:00+01:00');
  });

  it('produces values the date-time format accepts', () => {
    for (const offset of [0, 60, -480, 345, 14 * 60, -12 * 60]) {
      const value = localDateTimeToRfc3339('2026-12-31T23:59', offset);
      expect(value !== undefined && matchesFormat('date-time', value), String(offset)).toBe(true);
    }
  });

  it('refuses text that is not a local date-time and impossible offsets', () => {
    for (const text of ['', '2026-07-28', '14:30', '2026-07-28 14:30', '2026-07-28T14:30Z'])
      expect(localDateTimeToRfc3339(text, 0), text).toBeUndefined();
    expect(localDateTimeToRfc3339('2026-07-28T14:30', 19 * 60)).toBeUndefined();
    expect(localDateTimeToRfc3339('2026-07-28T14:30', 1.5)).toBeUndefined();
  });
});
