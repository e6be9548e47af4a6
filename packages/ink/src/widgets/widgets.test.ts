// Each terminal widget on its own (state + key → state and intent, and its rows), and the form
// routing keys to the widget core's widgetFor chose.
import type { Field, MultiSelectField, SelectField } from '@elicitkit/core';
import { isSupported, normalizeSchema, widgetFor } from '@elicitkit/core';
import { resolveTerminalLocalizer } from '../resolveTerminalLocalizer.js';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { KeyPress } from '../decodeKeys.js';
import { formPromptModel } from '../formPromptModel.js';
import { lineText } from '../lines.js';
import { checkboxList } from './checkboxList.js';
import { choiceList } from './choiceList.js';
import { INK_WIDGETS, widgetOf } from './inkWidgets.js';
import { numberInput, textInput } from './textInput.js';
import { yesNo } from './yesNo.js';

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    password: { type: 'string', title: 'Password' },
    age: { type: 'integer' },
    agree: { type: 'boolean' },
    colour: { type: 'string', enum: ['red', 'green', 'blue'] },
    city: { type: 'string', enum: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7', 'h8'] },
    tags: { type: 'array', items: { type: 'string', enum: ['x', 'y', 'z'] } },
    when: { type: 'string', format: 'date' },
    extra: { type: 'object' },
  },
  required: ['name'],
};
const form = normalizeSchema(schema);
const field = (name: string): Field => {
  const found = form.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const text = (t: string): KeyPress => ({ name: 'text', text: t });
const key = (name: Exclude<KeyPress['name'], 'text'>): KeyPress => ({ name }) as KeyPress;
const view = {
  focused: true,
  width: 40,
  listSize: 10,
  key: 'k',
  error: undefined,
  l: resolveTerminalLocalizer(),
};

describe('the widget registry', () => {
  it('is keyed by every name core can choose, and draws what widgetFor chose', () => {
    // Record<WidgetKind, …> makes a name core adds a type error here until the terminal draws it.
    for (const f of form.fields) expect(INK_WIDGETS[widgetFor(f)]).toBeDefined();
    expect(widgetFor(field('colour'))).toBe('radio');
    expect(widgetFor(field('city'))).toBe('select');
    expect(widgetOf(field('name'))).toBe(textInput);
    expect(widgetOf(field('when'))).toBe(textInput);
    expect(widgetOf(field('age'))).toBe(numberInput);
    expect(widgetOf(field('agree'))).toBe(yesNo);
    expect(widgetOf(field('colour'))).toBe(choiceList);
    expect(widgetOf(field('city'))).toBe(choiceList);
    expect(widgetOf(field('tags'))).toBe(checkboxList);
    expect(
      lineText(
        widgetOf(field('extra')).lines({
          ...view,
          field: field('extra'),
          answer: undefined,
          state: undefined,
        })[0]!,
      ),
    ).toContain('This field cannot be answered here');
  });

  it('leaves widget choice to core: no module of packages/ink/src switches on field.kind', () => {
    const src = join(import.meta.dirname, '..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory()
          ? files(p)
          : /\.tsx?$/.test(n) && !/\.test\./.test(n)
            ? [p]
            : [];
      });
    const offenders = files(src).filter((f) => /\bfield\.kind\b/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('text input', () => {
  const name = field('name');
  it('types at the caret and asks the form to set the answer', () => {
    const update = textInput.key({
      field: name,
      answer: undefined,
      state: { draft: 'Ad', caret: 1 },
      press: text('x'),
    });
    expect(update).toEqual({
      state: { draft: 'Axd', caret: 2 },
      intent: { type: 'set', value: 'Axd' },
    });
  });
  it('moves the caret by grapheme cluster without touching the answer', () => {
    const update = textInput.key({
      field: name,
      answer: { status: 'answered', value: 'a👍🏽' },
      state: undefined,
      press: key('left'),
    });
    expect(update).toEqual({ state: { caret: 1 } });
  });
  it('keeps Backspace at the start as its own no-op (never un-answers a text field)', () => {
    expect(
      textInput.key({
        field: name,
        answer: undefined,
        state: { caret: 0, draft: 'a' },
        press: key('backspace'),
      }),
    ).toEqual({});
  });
  it('Delete removes the character after the caret, and at the end does nothing', () => {
    expect(
      textInput.key({
        field: name,
        answer: undefined,
        state: { caret: 1, draft: 'a👍🏽b' },
        press: key('delete'),
      }),
    ).toEqual({ state: { caret: 1, draft: 'ab' }, intent: { type: 'set', value: 'ab' } });
    expect(
      textInput.key({
        field: name,
        answer: undefined,
        state: { caret: 1, draft: 'a' },
        press: key('delete'),
      }),
    ).toEqual({});
  });
  it('Ctrl-R drops what was typed and resets; ↑/↓ are left to the form', () => {
    expect(
      textInput.key({
        field: name,
        answer: undefined,
        state: { draft: 'x' },
        press: key('ctrl-r'),
      }),
    ).toEqual({ state: {}, intent: { type: 'reset' } });
    expect(
      textInput.key({ field: name, answer: undefined, state: undefined, press: key('down') }),
    ).toBeUndefined();
  });
  it('Ctrl-G opens the editor for free text, never for a secret, and is left to the form on numbers', () => {
    expect(
      textInput.key({
        field: name,
        answer: { status: 'answered', value: 'hi' },
        state: undefined,
        press: key('ctrl-g'),
      }),
    ).toEqual({ intent: { type: 'edit', text: 'hi' } });
    expect(
      textInput.key({
        field: field('password'),
        answer: undefined,
        state: undefined,
        press: key('ctrl-g'),
      })?.intent,
    ).toMatchObject({ type: 'notice', notice: { tone: 'warning' } });
    expect(
      numberInput.key({
        field: field('age'),
        answer: undefined,
        state: undefined,
        press: key('ctrl-g'),
      }),
    ).toBeUndefined();
  });
  it('masks a secret', () => {
    const rows = textInput.lines({
      ...view,
      focused: false,
      field: field('password'),
      answer: { status: 'answered', value: 'hunter2' },
      state: undefined,
    });
    expect(lineText(rows[0]!)).toBe('    > •••••••');
  });
});

describe('a secret text input', () => {
  const password = field('password');
  it('Ctrl-T reveals and masks again; a reset keeps the choice; other fields leave Ctrl-T alone', () => {
    const shown = textInput.key({
      field: password,
      answer: undefined,
      state: { caret: 0 },
      press: key('ctrl-t'),
    });
    expect(shown).toEqual({ state: { caret: 0, revealed: true } });
    const row = textInput.lines({
      ...view,
      focused: false,
      field: password,
      answer: { status: 'answered', value: 'hunter2' },
      state: shown?.state,
    });
    expect(lineText(row[0]!)).toBe('    > hunter2');
    expect(
      textInput.key({
        field: password,
        answer: undefined,
        state: { revealed: true },
        press: key('ctrl-t'),
      }),
    ).toEqual({ state: { revealed: false } });
    expect(
      textInput.key({
        field: password,
        answer: undefined,
        state: { draft: 'x', revealed: true },
        press: key('ctrl-r'),
      }),
    ).toEqual({ state: { revealed: true }, intent: { type: 'reset' } });
    expect(
      textInput.key({
        field: field('name'),
        answer: undefined,
        state: undefined,
        press: key('ctrl-t'),
      }),
    ).toBeUndefined();
  });
});

describe('yes/no', () => {
  const agree = field('agree');
  it('Space answers Yes first, then switches; y and n answer directly', () => {
    expect(
      yesNo.key({ field: agree, answer: undefined, state: undefined, press: key('space') }),
    ).toEqual({ intent: { type: 'set', value: true } });
    expect(
      yesNo.key({
        field: agree,
        answer: { status: 'answered', value: true },
        state: undefined,
        press: key('right'),
      }),
    ).toEqual({ intent: { type: 'set', value: false } });
    expect(
      yesNo.key({ field: agree, answer: undefined, state: undefined, press: text('N') }),
    ).toEqual({ intent: { type: 'set', value: false } });
  });
  it("answers to the language's letters, and y/n still work", () => {
    const de = { yes: 'j', no: 'n' };
    const press = (t: string) =>
      yesNo.key({
        field: agree,
        answer: undefined,
        state: undefined,
        press: text(t),
        yesNoKeys: de,
      })?.intent;
    expect(press('j')).toEqual({ type: 'set', value: true });
    expect(press('J')).toEqual({ type: 'set', value: true });
    expect(press('y')).toEqual({ type: 'set', value: true });
    expect(press('n')).toEqual({ type: 'set', value: false });
    // Without the language's letters, j is not an answer in English.
    expect(
      yesNo.key({ field: agree, answer: undefined, state: undefined, press: text('j') })?.intent,
    ).toMatchObject({ type: 'notice' });
  });
  it('says which keys answer for any other letter', () => {
    expect(
      yesNo.key({ field: agree, answer: undefined, state: undefined, press: text('q') })?.intent,
    ).toMatchObject({ type: 'notice' });
  });
  it('draws two explicit answers, nothing chosen', () => {
    const rows = yesNo.lines({ ...view, field: agree, answer: undefined, state: undefined });
    expect(lineText(rows[0]!)).toBe('    ( ) Yes   ( ) No');
  });
});

describe('single choice', () => {
  const colour = field('colour') as SelectField;
  it('moving the highlight chooses; past the top, focus leaves the list', () => {
    expect(
      choiceList.key({ field: colour, answer: undefined, state: undefined, press: key('down') }),
    ).toEqual({ intent: { type: 'set', value: 'red' } });
    expect(
      choiceList.key({
        field: colour,
        answer: { status: 'answered', value: 'red' },
        state: undefined,
        press: key('up'),
      }),
    ).toEqual({ intent: { type: 'leave', direction: 'prev' } });
  });
  it('type-ahead jumps to an option, or says none starts with it', () => {
    expect(
      choiceList.key({ field: colour, answer: undefined, state: undefined, press: text('b') }),
    ).toEqual({ intent: { type: 'set', value: 'blue' } });
    expect(
      choiceList.key({ field: colour, answer: undefined, state: undefined, press: text('q') })
        ?.intent,
    ).toMatchObject({ type: 'notice' });
  });
  it('leaves Backspace and Ctrl-R to the form (un-answer, reset)', () => {
    expect(
      choiceList.key({
        field: colour,
        answer: undefined,
        state: undefined,
        press: key('backspace'),
      }),
    ).toBeUndefined();
  });
  it('says how to start while nothing is chosen', () => {
    const hint = choiceList.promptHint?.({
      ...view,
      field: colour,
      answer: undefined,
      state: undefined,
    });
    expect(hint && lineText(hint)).toContain('Nothing chosen yet');
  });
});

describe('multiple choice', () => {
  const tags = field('tags') as MultiSelectField;
  it('Space ticks the highlighted option; arrows move the highlight, then leave', () => {
    expect(
      checkboxList.key({
        field: tags,
        answer: undefined,
        state: { cursor: 1 },
        press: key('space'),
      }),
    ).toEqual({ intent: { type: 'toggle', option: 'y' } });
    expect(
      checkboxList.key({
        field: tags,
        answer: undefined,
        state: { cursor: 1 },
        press: key('down'),
      }),
    ).toEqual({ state: { cursor: 2 } });
    expect(
      checkboxList.key({
        field: tags,
        answer: undefined,
        state: { cursor: 2 },
        press: key('down'),
      }),
    ).toEqual({ intent: { type: 'leave', direction: 'next' } });
  });
  it('arriving from below highlights the last option', () => {
    expect(
      checkboxList.arrive?.({ field: tags, answer: undefined, state: undefined }, 'below'),
    ).toEqual({ cursor: 2 });
  });
});

describe('the form routes keys to the chosen widget', () => {
  const run = (presses: KeyPress[]) => {
    const { question } = formPromptModel(form);
    for (const press of presses) question.act({ type: 'key', press });
    return question.getSnapshot();
  };
  const answerable = form.fields.filter(isSupported);
  it('sends what each widget answered', () => {
    const state = run([
      text('Ada'),
      key('tab'), // name
      text('pw'),
      key('tab'), // password
      text('42'),
      key('tab'), // age
      text('y'),
      key('tab'), // agree
      key('down'),
      key('down'),
      key('tab'), // colour: red, then green
      text('c'),
      key('tab'), // city
      key('down'),
      key('space'),
      key('tab'), // tags: y
      key('tab'), // when: left out
      key('ctrl-s'),
    ]);
    expect(answerable).toHaveLength(8);
    expect(state.form.result).toEqual({
      action: 'accept',
      content: {
        name: 'Ada',
        password: 'pw',
        age: 42,
        agree: true,
        colour: 'green',
        city: 'c3',
        tags: ['y'],
      },
    });
  });
  it('Backspace un-answers a choice, so an optional one is left out again', () => {
    const state = run([
      text('Ada'),
      key('tab'),
      key('tab'),
      key('tab'),
      text('y'),
      key('backspace'),
      key('ctrl-s'),
    ]);
    expect(state.form.result).toEqual({ action: 'accept', content: { name: 'Ada' } });
  });
});
