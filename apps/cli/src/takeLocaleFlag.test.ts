import { describe, expect, it } from 'vitest';
import { takeLocaleFlag } from './takeLocaleFlag.js';
import { UsageError } from './usageError.js';

describe('takeLocaleFlag', () => {
  it('takes --locale in both spellings, wherever it stands before --', () => {
    expect(takeLocaleFlag(['tools', '--locale', 'de', 'http://x/mcp'])).toEqual({
      locale: 'de',
      rest: ['tools', 'http://x/mcp'],
    });
    expect(takeLocaleFlag(['--locale=fr', 'call'])).toEqual({ locale: 'fr', rest: ['call'] });
    expect(takeLocaleFlag(['call', '--', '--locale', 'de'])).toEqual({
      locale: undefined,
      rest: ['call', '--', '--locale', 'de'],
    });
  });

  it('is a usage error without a value', () => {
    expect(() => takeLocaleFlag(['tools', '--locale'])).toThrow(UsageError);
  });
});
