import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES, detectLocale, matchLocale } from './detectLocale.js';

describe('matchLocale', () => {
  it.each([
    ['de_DE.UTF-8', 'de'],
    ['de_AT', 'de'],
    ['de', 'de'],
    ['fr_CA.utf8', 'fr'],
    ['es_MX.UTF-8', 'es'],
    ['pt_BR', 'pt-BR'],
    ['pt_PT.UTF-8', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['ja_JP.eucJP', 'ja'],
    ['zh_CN', 'zh-Hans'],
    ['zh_CN.GB18030', 'zh-Hans'],
    ['zh_SG.UTF-8', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['ar_EG.UTF-8', 'ar'],
    ['en_GB.UTF-8', 'en'],
    ['en-XA', 'en-XA'],
    ['ar-XB', 'ar-XB'],
    ['sr_RS@latin', undefined],
    ['de_DE@euro', 'de'],
  ])('%s → %s', (name, expected) => {
    expect(matchLocale(name)).toBe(expected);
  });

  it.each([
    'C',
    'POSIX',
    'C.UTF-8',
    '',
    '   ',
    'zh_TW',
    'zh-Hant',
    'zh_HK',
    'xx_YY',
    'klingon',
    '../../etc',
    'de DE',
    '💥',
  ])('%j serves no shipped locale', (name) => {
    expect(matchLocale(name)).toBeUndefined();
  });

  it('every shipped tag matches itself', () => {
    for (const tag of SHIPPED_LOCALES) expect(matchLocale(tag)).toBe(tag);
  });
});

describe('detectLocale', () => {
  it('--locale wins over the environment', () => {
    expect(detectLocale('ja', { LC_ALL: 'de_DE.UTF-8' })).toEqual({
      locale: 'ja',
      source: '--locale',
    });
  });

  it('an unknown --locale is English, and says what was not matched', () => {
    expect(detectLocale('tlh', { LANG: 'de_DE.UTF-8' })).toEqual({
      locale: 'en',
      source: 'default',
      unmatched: 'tlh',
    });
  });

  it('LC_ALL, then LC_MESSAGES, then LANG', () => {
    const env = { LC_ALL: 'fr_FR.UTF-8', LC_MESSAGES: 'es_ES.UTF-8', LANG: 'de_DE.UTF-8' };
    expect(detectLocale(undefined, env).locale).toBe('fr');
    expect(detectLocale(undefined, { ...env, LC_ALL: '' }).locale).toBe('es');
    expect(detectLocale(undefined, { LANG: 'de_DE.UTF-8' })).toEqual({
      locale: 'de',
      source: 'LANG',
    });
  });

  it('C or POSIX in the deciding variable means English, even with a LANG behind it', () => {
    expect(detectLocale(undefined, { LC_ALL: 'C', LANG: 'de_DE.UTF-8' }).locale).toBe('en');
    expect(detectLocale(undefined, { LC_MESSAGES: 'POSIX', LANG: 'de_DE.UTF-8' }).locale).toBe(
      'en',
    );
  });

  it('nothing set is English', () => {
    expect(detectLocale(undefined, {})).toEqual({ locale: 'en', source: 'default' });
    expect(detectLocale('', {})).toEqual({ locale: 'en', source: 'default' });
  });
});
