import { describe, expect, it } from 'vitest';
import { cutText, toDisplayText } from './displayText.js';

const M = '\ufffd';

describe('toDisplayText', () => {
  it('turns ANSI CSI sequences (colours, cursor moves, screen clears) into one visible mark per run', () => {
    expect(toDisplayText('\u001b[2J\u001b[H\u001b[1;31mred\u001b[0m \u001b[10Aup\u001b[?25l')).toBe(
      `${M}red${M} ${M}up${M}`,
    );
  });

  it('marks OSC sequences (hyperlinks, window titles) ended by BEL or ST, keeping the visible text', () => {
    expect(toDisplayText('\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007')).toBe(
      `${M}click${M}`,
    );
    expect(toDisplayText('\u001b]0;fake title\u001b\\after')).toBe(`${M}after`);
    expect(toDisplayText('\u001bPq#0;2;0;0;0\u001b\\dcs gone')).toBe(`${M}dcs gone`);
  });

  it('marks C1 controls, including the single-byte CSI', () => {
    expect(toDisplayText('a\u009b31mb\u0085c\u009d0;title\u009cd')).toBe(`a${M}b${M}c${M}d`);
  });

  it('marks other control characters but keeps newlines and turns tabs into spaces', () => {
    expect(toDisplayText('a\u0000b\u0007c\u0008d\u007fe\nf\tg')).toBe(
      `a${M}b${M}c${M}d${M}e\nf  g`,
    );
    expect(toDisplayText('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });

  it('marks bidirectional overrides, embeddings, isolates and marks, one mark per run', () => {
    expect(
      toDisplayText(
        '\u202eevil\u202c \u2066x\u2069 \u2067y\u2069 \u2068z\u2069 \u200e\u200f\u061c!',
      ),
    ).toBe(`${M}evil${M} ${M}x${M} ${M}y${M} ${M}z${M} ${M}!`);
  });

  it('marks zero-width characters, and joiners outside a word or an emoji sequence', () => {
    expect(toDisplayText('pay\u200bpal \u2060x \ufeffy \u200dz \u200c')).toBe(
      `pay${M}pal ${M}x ${M}y ${M}z ${M}`,
    );
    expect(toDisplayText('a\u200b', { singleLine: true })).toBe(`a${M}`);
  });

  it('keeps the joiners that writing needs: Persian ZWNJ, Indic ZWJ, emoji sequences', () => {
    for (const text of [
      'می\u200cخواهم',
      'क्\u200dष',
      '👩\u200d👩\u200d👧',
      '🏳\ufe0f\u200d🌈',
      '👨🏽\u200d💻',
    ])
      expect(toDisplayText(text)).toBe(text);
  });

  it('never leaves a character that could hide or reorder text, and its marks are not controls', () => {
    const hidden =
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/u;
    let all = '';
    for (let c = 0; c < 0x2100; c++) all += String.fromCharCode(c);
    const shown = toDisplayText(all + '\ufeff');
    expect(shown).not.toMatch(hidden);
    expect(shown).toContain(M);
  });

  it('leaves ordinary Unicode, markup and markdown alone: they are shown, not interpreted', () => {
    const text = 'Ünïcödé 日本語 👩‍👩‍👧 <b>bold</b> [link](https://x.example) **strong**';
    expect(toDisplayText(text)).toBe(text);
  });

  it('folds all whitespace to single spaces on one line when asked', () => {
    expect(toDisplayText('  a\n\n b\t c  ', { singleLine: true })).toBe('a b c');
  });

  it('cuts to maxLength characters (code points) ending with an ellipsis', () => {
    expect(toDisplayText('abcdef', { maxLength: 4 })).toBe('abc…');
    expect(toDisplayText('abcd', { maxLength: 4 })).toBe('abcd');
    expect(toDisplayText('🦊🦊🦊🦊🦊', { maxLength: 3 })).toBe('🦊🦊…');
    expect(toDisplayText('abc', { maxLength: 1 })).toBe('…');
  });

  it('turns any other value into text and never throws', () => {
    const circular: Record<string, unknown> = {};
    circular['self'] = circular;
    expect(toDisplayText(undefined)).toBe('');
    expect(toDisplayText(null)).toBe('');
    expect(toDisplayText(42)).toBe('42');
    expect(toDisplayText(false)).toBe('false');
    // JSON already spells the escape out as six harmless characters.
    expect(toDisplayText({ a: '\u001b[31m' })).toBe('{"a":"\\u001b[31m"}');
    expect(toDisplayText(circular)).toBe('');
    expect(toDisplayText(10n)).toBe('10');
  });
});

describe('cutText', () => {
  it('cuts at a code point (an emoji counts once, never halved) with an ellipsis, however long the text', () => {
    expect(cutText('abcdef', 4)).toBe('abc…');
    expect(cutText('abcd', 4)).toBe('abcd');
    expect(cutText('😀😀😀😀', 4)).toBe('😀😀😀😀');
    expect(cutText('😀😀😀😀😀', 4)).toBe('😀😀😀…');
    expect(cutText('ab😀😀😀', 3)).toBe('ab…');
    expect(cutText('abc', 0)).toBe('…');
    const megabyte = `😀${'lorem ipsum '.repeat(90_000)}`;
    expect(cutText(megabyte, 80)).toBe(`${Array.from(megabyte).slice(0, 79).join('')}…`);
  });
});
