import { describe, expect, it } from 'vitest';
import { isSimpleText, SIMPLE_RANGES } from './simpleText.js';

// The properties the start-up shims rely on, checked code point by code point against this
// runtime's own ICU and V8, so a Node with newer Unicode data fails here, not on screen.
const icu = new Intl.Segmenter();
const rgiEmoji = new RegExp('^\\p{RGI_Emoji}$', 'v');
const clusters = (text: string) => Array.from(icu.segment(text), (s) => s.segment);

function* simpleCodePoints(): Generator<number> {
  for (const [from, to] of SIMPLE_RANGES) for (let c = from; c <= to; c++) yield c;
}

describe('SIMPLE_RANGES', () => {
  it('holds only code points that are a grapheme cluster of their own next to any other', () => {
    const joined: string[] = [];
    for (const c of simpleCodePoints()) {
      const ch = String.fromCodePoint(c);
      // Not Extend/SpacingMark/ZWJ (joins its left), not Prepend (joins its right), no pairing rule.
      for (const pair of ['a' + ch, ch + 'a', ch + ch, '\n' + ch, ch + '\u001b']) {
        if (clusters(pair).length !== 2)
          joined.push(`U+${c.toString(16)} in ${JSON.stringify(pair)}`);
      }
    }
    expect(joined).toEqual([]);
  });

  it('holds no RGI emoji', () => {
    const emoji = [...simpleCodePoints()].filter((c) => rgiEmoji.test(String.fromCodePoint(c)));
    expect(emoji.map((c) => `U+${c.toString(16)}`)).toEqual([]);
  });

  it('is sorted, disjoint and inside the BMP without CR or surrogates', () => {
    let last = -1;
    for (const [from, to] of SIMPLE_RANGES) {
      expect(from).toBeGreaterThan(last);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(0xffff);
      for (const excluded of [0x0d, 0xd800, 0xdfff]) {
        expect(from <= excluded && excluded <= to, `U+${excluded.toString(16)}`).toBe(false);
      }
      expect(from < 0xd800 && to > 0xdfff).toBe(false);
      last = to;
    }
  });
});

describe('isSimpleText', () => {
  it('accepts terminal UI text with colour escapes, CJK and box drawing', () => {
    expect(isSimpleText('')).toBe(true);
    expect(isSimpleText('\u001b[1m● Close ticket T-1?\u001b[22m │ café — 日本語 ✓\n')).toBe(true);
  });

  it.each([
    ['combining accent', 'cafe\u0301'],
    ['CR LF', 'a\r\nb'],
    ['emoji', 'ok 👍'],
    ['emoji-presentation BMP symbol', 'watch ⌚'],
    ['variation selector', '✓\ufe0f'],
    ['ZWJ', 'a\u200db'],
    ['Hangul', '한국어'],
    ['lone surrogate', '\ud800'],
  ])('refuses %s', (_name, text) => {
    expect(isSimpleText(text)).toBe(false);
  });
});
