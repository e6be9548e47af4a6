import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from './parseLocaleNumber.js';

const value = (text: string, locale: string) => {
  const r = parseLocaleNumber(text, locale);
  return r.ok ? r.value : r.msg.key;
};

describe('parseLocaleNumber', () => {
  it('reads the locale’s decimal and group symbols', () => {
    expect(value('1,5', 'de')).toBe(1.5);
    expect(value('1.234,5', 'de')).toBe(1234.5);
    expect(value('1.000.000', 'de')).toBe(1000000);
    expect(value('1 234,5', 'fr')).toBe(1234.5);
    expect(value('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(value('1,234.5', 'en')).toBe(1234.5);
    expect(value('-3,25', 'es')).toBe(-3.25);
    expect(value('−2', 'de')).toBe(-2);
  });

  it('keeps the plain forms everywhere', () => {
    for (const locale of ['en', 'de', 'fr', 'ja', 'ar']) {
      expect(value('42', locale)).toBe(42);
      expect(value(' -3.5 ', locale)).toBe(-3.5);
      expect(value('1e3', locale)).toBe(1000);
      expect(value('+.5', locale)).toBe(0.5);
    }
  });

  it('accepts any Unicode decimal digits and full-width input', () => {
    expect(value('٣', 'ar')).toBe(3);
    expect(value('١٢٫٥', 'ar')).toBe(12.5);
    expect(value('١٬٢٣٤', 'ar')).toBe(1234);
    expect(value('１２', 'ja')).toBe(12);
    expect(value('１，２３４．５', 'ja')).toBe(1234.5);
    expect(value('४२', 'en')).toBe(42);
    expect(value('𝟕', 'en')).toBe(7);
  });

  it('refuses text that two readings spell differently, naming both', () => {
    const r = parseLocaleNumber('1.500', 'de');
    expect(r).toEqual({
      ok: false,
      msg: { key: 'number.ambiguous', values: { text: '1.500', first: 1500, second: 1.5 } },
    });
    expect(value('1,500', 'de')).toBe('number.ambiguous');
    expect(value('1,500', 'fr')).toBe('number.ambiguous');
    expect(value('1,500', 'en')).toBe(1500);
  });

  it('refuses what is not a number', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '1,5',
      '1.2.3',
      '12,34,5',
      'Infinity',
      'NaN',
      '1e',
      '--1',
      '0x10',
    ])
      expect(value(text, 'en'), JSON.stringify(text)).toBe('number.invalid');
    expect(value('1,2,3', 'de')).toBe('number.invalid');
  });
});
