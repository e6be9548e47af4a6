import { describe, expect, it } from 'vitest';
import { LazySegmenter } from './LazySegmenter.js';

const SAMPLES = [
  '',
  'plain ascii',
  '\u001b[1m● Close ticket T-1?\u001b[22m',
  'café — 日本語 ✓ │ ─',
  'cafe\u0301 with a combining accent',
  'line\r\nbreak',
  '👍🏽 family: 👨‍👩‍👧 flag: 🇯🇵 keycap: #️⃣',
  '한국어 각',
  'lone \ud800 surrogate',
  'नमस्ते',
];

const plain = (segments: Intl.Segments) =>
  Array.from(segments, ({ segment, index, input }) => ({ segment, index, input }));

describe('LazySegmenter', () => {
  it.each(SAMPLES)('segments %j exactly as Intl.Segmenter does', (text) => {
    const real = new Intl.Segmenter();
    const lazy = new LazySegmenter();
    expect(plain(lazy.segment(text))).toEqual(plain(real.segment(text)));
    const graphemes = new LazySegmenter(undefined, { granularity: 'grapheme' });
    expect(plain(graphemes.segment(text))).toEqual(plain(real.segment(text)));
    for (const index of [-1, 0, 1, 3, text.length - 1, text.length]) {
      const got = lazy.segment(text).containing(index);
      const want = real.segment(text).containing(index);
      expect(got && { ...got }).toEqual(want && { ...want });
    }
  });

  it('delegates other granularities, including word flags', () => {
    const text = 'Close ticket T-1, now.';
    const words = (s: Intl.Segmenter) =>
      Array.from(s.segment(text), ({ segment, isWordLike }) => [segment, isWordLike]);
    expect(words(new LazySegmenter('en', { granularity: 'word' }))).toEqual(
      words(new Intl.Segmenter('en', { granularity: 'word' })),
    );
  });

  it('reports the real resolved options and throws on invalid arguments at construction', () => {
    expect(new LazySegmenter().resolvedOptions()).toEqual(new Intl.Segmenter().resolvedOptions());
    expect(() => new LazySegmenter(undefined, { granularity: 'nonsense' as 'word' })).toThrow(
      RangeError,
    );
    expect(() => new LazySegmenter('not a locale!')).toThrow(RangeError);
    expect(LazySegmenter.supportedLocalesOf(['en'])).toEqual(
      Intl.Segmenter.supportedLocalesOf(['en']),
    );
  });
});
