import { describe, expect, it } from 'vitest';
import { takeVerboseFlag } from './takeVerboseFlag.js';

describe('takeVerboseFlag', () => {
  it('takes --verbose wherever it stands before --, and leaves what follows -- alone', () => {
    expect(takeVerboseFlag(['tools', '--verbose', 'http://x/mcp'])).toEqual({
      verbose: true,
      rest: ['tools', 'http://x/mcp'],
    });
    expect(takeVerboseFlag(['call', '--stdio', 'srv', 't', '--', '--verbose'])).toEqual({
      verbose: false,
      rest: ['call', '--stdio', 'srv', 't', '--', '--verbose'],
    });
  });
});
