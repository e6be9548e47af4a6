import { describe, expect, it } from 'vitest';
import { toDisplayText } from './displayText.js';

describe('toDisplayText', () => {
  it('removes ANSI CSI sequences: colours, cursor moves, screen clears', () => {
    expect(toDisplayText('\u001b[2J\u001b[H\u001b[1;31mred\u001b[0m \u001b[10Aup\u001b[?25l')).toBe(
      'red up',
    );
  });

  it('removes OSC sequences (hyperlinks, window titles) ended by BEL or ST, keeping the visible text', () => {
    expect(toDisplayText('\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007')).toBe(
      'click',
    );
    expect(toDisplayText('\u001b]0;fake title\u001b\\after')).toBe('after');
    expect(toDisplayText('\u001bPq#0;2;0;0;0\u001b\\dcs gone')).toBe('dcs gone');
  });

  it('removes C1 controls, including the single-byte CSI', () => {
    expect(toDisplayText('a\u009b31mb\u0085c\u009d0;title\u009cd')).toBe('abcd');
  });

  it('removes other control characters but keeps newlines and turns tabs into spaces', () => {
    expect(toDisplayText('a\u0000b\u0007c\u0008d\u007fe\nf\tg')).toBe('abcde\nf  g');
    expect(toDisplayText('one\r\ntwo\rthree')).toBe('one\ntwo\nthree');
  });

  it('removes bidirectional overrides, embeddings, isolates and marks', () => {
    expect(
      toDisplayText(
        '\u202eevil\u202c \u2066x\u2069 \u2067y\u2069 \u2068z\u2069 \u200e\u200f\u061c!',
      ),
    ).toBe('evil x y z !');
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
