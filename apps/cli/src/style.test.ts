import { describe, expect, it } from 'vitest';
import { createStyle, wantsColor } from './style.js';

describe('colour', () => {
  it('is used only on a terminal without NO_COLOR', () => {
    expect(wantsColor(true, {})).toBe(true);
    expect(wantsColor(false, {})).toBe(false);
    expect(wantsColor(true, { NO_COLOR: '1' })).toBe(false);
    // no-color.org: an empty NO_COLOR does not count as set.
    expect(wantsColor(true, { NO_COLOR: '' })).toBe(true);
  });

  it('wraps text in ANSI codes only when enabled', () => {
    expect(createStyle(true).red('x')).toBe('\u001b[31mx\u001b[39m');
    expect(createStyle(false).red('x')).toBe('x');
  });
});
