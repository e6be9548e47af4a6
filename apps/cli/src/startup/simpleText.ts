/**
 * Code point ranges (inclusive, all in the BMP) in which every code point is a grapheme cluster of
 * its own, whatever its neighbours from the same set, and is not an RGI emoji: no combining or
 * spacing marks, joiners, variation selectors, prepend, Hangul, CR (CR LF is one cluster),
 * unassigned or emoji-presentation code points. Controls are in: ICU always breaks around them,
 * and ESC must be, since the lines a terminal renderer measures carry colour escapes. Text made
 * only of these needs neither ICU's segmenter nor the emoji pattern, which is what the start-up
 * shims use it for. `simpleText.test.ts` checks every code point listed against the runtime's ICU.
 */
export const SIMPLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00, 0x0c], // C0 controls but CR
  [0x0e, 0x2ff], // ASCII, C1 controls, Latin-1, Latin Extended A/B, IPA, spacing modifiers
  [0x370, 0x377], // Greek (gaps are unassigned)
  [0x37a, 0x37f],
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ff],
  [0x400, 0x482], // Cyrillic (U+0483–0489 are combining)
  [0x48a, 0x52f],
  [0x2010, 0x2027], // dashes, quotes, bullet, ellipsis
  [0x2030, 0x205e],
  [0x20a0, 0x20c0], // currency
  [0x2100, 0x214f], // letterlike
  [0x2190, 0x22ff], // arrows, mathematical operators
  [0x2500, 0x25fc], // box drawing, blocks, geometric shapes (U+25FD/25FE are emoji)
  [0x25ff, 0x25ff],
  [0x2713, 0x2718], // check marks and crosses
  [0x2800, 0x28ff], // Braille patterns (the spinner's frames)
  [0x3000, 0x3029], // CJK punctuation (U+302A–302F are combining)
  [0x3030, 0x303f],
  [0x3041, 0x3096], // hiragana (U+3099/309A are combining)
  [0x309b, 0x30ff], // katakana
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xff01, 0xff60], // fullwidth forms
];

let table: Uint8Array | undefined;

function simpleTable(): Uint8Array {
  const t = new Uint8Array(0x10000);
  for (const [from, to] of SIMPLE_RANGES) t.fill(1, from, to + 1);
  return t;
}

/** True when every code point of `text` is in SIMPLE_RANGES (the empty string is simple). */
export function isSimpleText(text: string): boolean {
  table ??= simpleTable();
  for (let i = 0; i < text.length; i++) {
    // Surrogate halves are never in the table, so astral code points make the text not simple.
    if (table[text.charCodeAt(i)] !== 1) return false;
  }
  return true;
}
