import { describe, expect, it } from 'vitest';
import { helpFor, helpRequest } from './helpRequest.js';

describe('helpRequest', () => {
  it('recognises the plain forms, in the locale the program would speak', () => {
    expect(helpRequest(['--help'], {})).toEqual({ locale: 'en' });
    expect(helpRequest(['-h'], { LANG: 'de_DE.UTF-8' })).toEqual({ locale: 'de' });
    expect(helpRequest(['help'], {})).toEqual({ locale: 'en' });
    expect(helpRequest(['--locale', 'ja', 'call', '--help'], {})).toEqual({
      locale: 'ja',
      command: 'call',
    });
    expect(helpRequest(['help', 'tools', '--verbose'], {})).toEqual({
      locale: 'en',
      command: 'tools',
    });
    expect(helpRequest(['task', '-h', '--locale=fr'], {})).toEqual({
      locale: 'fr',
      command: 'task',
    });
  });

  it('leaves everything else to the program', () => {
    for (const argv of [
      [],
      ['call'],
      ['call', '--help', '--json'],
      ['--help', 'call'],
      ['help', 'call', 'extra'],
      ['--bogus', '--help'],
      ['--locale', 'xx', '--help'],
      ['--help', '--locale'],
    ])
      expect(helpRequest(argv, {})).toBeUndefined();
  });

  it('finds the program’s help or a known command’s, nothing for an unknown one', () => {
    const texts = { program: 'P', commands: { call: 'C' } };
    expect(helpFor(texts, undefined)).toBe('P');
    expect(helpFor(texts, 'call')).toBe('C');
    expect(helpFor(texts, 'nope')).toBeUndefined();
    expect(helpFor(texts, 'toString')).toBeUndefined();
  });
});
