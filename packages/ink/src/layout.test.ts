import { normalizeRequest } from '@elicitkit/core';
import type { FormElicitation } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { bodyTop } from './bodyTop.js';
import { decodeKeys, splitChunk } from './decodeKeys.js';
import { formLayout } from './formLayout.js';
import { formPromptModel } from './formPromptModel.js';
import { lineText } from './lines.js';
import { optionWindow } from './optionWindow.js';
import stringWidth from 'string-width';
import { displayWidth, wrapText } from './wrapText.js';

const noKey = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

describe('splitChunk / decodeKeys', () => {
  it('splits a chunk into text runs and the control keys between them, in order', () => {
    expect(splitChunk('Bob\r')).toEqual([{ name: 'text', text: 'Bob' }, { name: 'enter' }]);
    expect(splitChunk('a b\tc\u007f')).toEqual([
      { name: 'text', text: 'a' },
      { name: 'space' },
      { name: 'text', text: 'b' },
      { name: 'tab' },
      { name: 'text', text: 'c' },
      { name: 'backspace' },
    ]);
    expect(splitChunk('x\u0003')).toEqual([{ name: 'text', text: 'x' }, { name: 'ctrl-c' }]);
  });

  it('drops control characters that are not keys', () => {
    expect(splitChunk('a\u0002\u009bb')).toEqual([{ name: 'text', text: 'ab' }]);
  });

  it('maps Ink keys', () => {
    for (const ink of [6, 7, 8]) {
      expect(decodeKeys('', { ...noKey, tab: true, shift: true }, ink)).toEqual([
        { name: 'shift-tab' },
      ]);
      expect(decodeKeys('c', { ...noKey, ctrl: true }, ink)).toEqual([{ name: 'ctrl-c' }]);
      expect(decodeKeys('d', { ...noKey, ctrl: true }, ink)).toEqual([{ name: 'ctrl-d' }]);
      // Ctrl-S, Ctrl-G, Ctrl-T: every Ink reports the letter with ctrl set.
      expect(decodeKeys('s', { ...noKey, ctrl: true }, ink)).toEqual([{ name: 'ctrl-s' }]);
      expect(decodeKeys('g', { ...noKey, ctrl: true }, ink)).toEqual([{ name: 'ctrl-g' }]);
      expect(decodeKeys('t', { ...noKey, ctrl: true }, ink)).toEqual([{ name: 'ctrl-t' }]);
      // Alt+x: Ink 6 sets meta, Ink 7 folds Alt into meta: never typed text, never a cancel.
      expect(decodeKeys('x', { ...noKey, meta: true }, ink)).toEqual([]);
    }
  });

  it('reads Esc on every Ink: Ink 6 sets meta with it, Ink 7 and later do not', () => {
    expect(decodeKeys('', { ...noKey, escape: true, meta: true }, 6)).toEqual([{ name: 'escape' }]);
    expect(decodeKeys('', { ...noKey, escape: true }, 8)).toEqual([{ name: 'escape' }]);
  });

  it('Backspace erases left on every Ink; Delete deletes forward where Ink tells them apart', () => {
    // Ink 6 reports the Backspace key (DEL, 0x7f) as delete, and the Delete key the same way.
    expect(decodeKeys('', { ...noKey, delete: true }, 6)).toEqual([{ name: 'backspace' }]);
    expect(decodeKeys('', { ...noKey, backspace: true }, 6)).toEqual([{ name: 'backspace' }]);
    // Ink 7 and 8: 0x7f is backspace; delete is the Delete key (ESC [3~).
    for (const ink of [7, 8]) {
      expect(decodeKeys('', { ...noKey, backspace: true }, ink)).toEqual([{ name: 'backspace' }]);
      expect(decodeKeys('', { ...noKey, delete: true }, ink)).toEqual([{ name: 'delete' }]);
    }
  });
});

describe('wrapText', () => {
  it('breaks at spaces, and mid-word only when a word is too long', () => {
    expect(wrapText('the quick brown fox', 10)).toEqual(['the quick', 'brown fox']);
    expect(wrapText('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('one\n\ntwo', 10)).toEqual(['one', '', 'two']);
  });

  it('counts wide characters as two cells', () => {
    expect(displayWidth('日本')).toBe(4);
    for (const row of wrapText('日本語のテキストです', 6))
      expect(displayWidth(row)).toBeLessThanOrEqual(6);
  });
  it('measures no cluster narrower than Ink or a terminal drawing its parts, and splits none', () => {
    const text = 'Deploy 팀 ⌚ 🇯🇵 ✅ #️⃣ 👩‍💻 👍🏽 café (cafe\u0301) ░▒▓ │ ' + '🗼🍣'.repeat(8);
    // Ink's own measure (string-width): a row wider than this is truncated on screen.
    expect(displayWidth('⌚✅#️⃣🇯🇵')).toBe(stringWidth('⌚✅#️⃣🇯🇵'));
    expect(displayWidth('cafe\u0301░')).toBe(5);
    // Terminals such as tmux draw a ZWJ or skin-tone sequence as its parts: 4 cells, not 2.
    expect(displayWidth('👩‍💻')).toBe(4);
    expect(displayWidth('👍🏽')).toBe(4);
    for (const width of [7, 12, 20, 33]) {
      const rows = wrapText(text, width);
      for (const row of rows) {
        expect(displayWidth(row)).toBeLessThanOrEqual(width);
        expect(stringWidth(row)).toBeLessThanOrEqual(width);
      }
      expect(rows.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
      expect(rows.some((row) => row.includes('👩') && !row.includes('👩‍💻'))).toBe(false);
      expect(rows.some((row) => row.endsWith('cafe'))).toBe(false);
    }
  });
});

describe('optionWindow', () => {
  it('shows short lists whole', () => {
    expect(optionWindow(5, 4, 10)).toEqual({ start: 0, end: 5, above: 0, below: 0 });
  });

  it('keeps the highlighted option inside the window of a long list', () => {
    for (let highlighted = -1; highlighted < 1000; highlighted += 37) {
      const w = optionWindow(1000, highlighted, 7);
      expect(w.end - w.start).toBe(7);
      expect(Math.max(0, highlighted)).toBeGreaterThanOrEqual(w.start);
      expect(Math.max(0, highlighted)).toBeLessThan(w.end);
      expect(w.above + w.below + 7).toBe(1000);
    }
  });
});

describe('bodyTop', () => {
  it('shows the whole focused block, as low as possible', () => {
    expect(bodyTop(100, 10, { start: 50, end: 54, essentialStart: 51, essentialEnd: 53 })).toBe(44);
  });

  it('keeps the essential rows of a block taller than the screen', () => {
    const top = bodyTop(100, 5, { start: 10, end: 30, essentialStart: 22, essentialEnd: 25 });
    expect(top).toBeLessThanOrEqual(22);
    expect(top + 5).toBeGreaterThanOrEqual(25);
  });

  it('does not scroll when everything fits', () => {
    expect(bodyTop(8, 10, { start: 5, end: 8, essentialStart: 6, essentialEnd: 7 })).toBe(0);
  });
});

describe('formLayout', () => {
  const request = normalizeRequest({
    message: 'A long message that needs wrapping on narrow terminals. '.repeat(6),
    requestedSchema: {
      type: 'object',
      properties: {
        ...Object.fromEntries(
          Array.from({ length: 12 }, (_, i) => [
            `f${i}`,
            { type: 'string', description: 'Some help text for this field.' },
          ]),
        ),
        choice: { type: 'string', enum: Array.from({ length: 50 }, (_, i) => `option ${i}`) },
        flags: {
          type: 'array',
          items: { type: 'string', enum: ['a', 'b', 'c', 'd'] },
          maxItems: 2,
        },
      },
      required: ['f0', 'choice'],
    },
  }) as FormElicitation;
  const model = formPromptModel(request.form);
  const origin = {
    server: { trustedId: 'srv', trustedUrl: 'http://127.0.0.1:1/mcp', reportedName: 'Srv' },
  };

  it('fits every terminal size: pinned rows present, focused field in view, nothing too wide', () => {
    for (const [columns, rows] of [
      [40, 8],
      [80, 12],
      [80, 24],
      [120, 40],
      [50, 15],
    ] as const) {
      const fresh = formPromptModel(request.form);
      for (let step = 0; step < model.targets.length; step++) {
        const state = fresh.question.getSnapshot();
        const { layout } = formLayout(request, origin, fresh, state, { columns, rows });
        const all = [layout.top, ...layout.body, layout.status, layout.actions, layout.footer];
        expect(all.length).toBeLessThanOrEqual(rows - 1);
        expect(lineText(layout.actions)).toContain('Decline');
        for (const row of [layout.top, ...layout.body])
          expect(displayWidth(lineText(row))).toBeLessThanOrEqual(columns);
        const target = model.targets[state.focus];
        if (target?.kind === 'field') {
          expect(layout.body.map(lineText).some((t) => t.startsWith('› '))).toBe(true);
        }
        fresh.question.act({ type: 'key', press: { name: 'tab' } });
      }
    }
  });

  it('lays out again for a new size (resize): the same focus stays in view', () => {
    const fresh = formPromptModel(request.form);
    for (let i = 0; i < 12; i++) fresh.question.act({ type: 'key', press: { name: 'tab' } });
    const state = fresh.question.getSnapshot();
    const tall = formLayout(request, origin, fresh, state, { columns: 80, rows: 40 }).layout;
    const short = formLayout(request, origin, fresh, state, { columns: 60, rows: 10 }).layout;
    expect(short.body.length).toBeLessThan(tall.body.length);
    for (const layout of [tall, short]) {
      expect(layout.body.map(lineText).filter((t) => t.startsWith('› '))).toEqual(['› choice*']);
    }
  });
});
