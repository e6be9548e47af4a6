import { describe, expect, it } from 'vitest';
import { dangerText } from './dangerText.js';
import { fieldHint } from './fieldHint.js';
import { createQuestion } from './question/createQuestion.js';
import { normalizeSchema } from './normalizeSchema.js';
import { outcomeText } from './outcomeText.js';
import { roundLabel } from './roundLabel.js';
import { validateContent } from './validateContent.js';
import { visibleHintMsg } from './visibleHintMsg.js';
import { widgetFor } from './widgetFor.js';
import { resolveLocalizer } from './messages/resolveLocalizer.js';

const english = resolveLocalizer();

const form = normalizeSchema({
  type: 'object',
  properties: {
    ok: { type: 'boolean', title: 'Proceed?' },
    name: { type: 'string', title: 'Name' },
    token: { type: 'string', title: 'API token' },
    color: {
      type: 'string',
      oneOf: [
        { const: 'r', title: 'Red' },
        { const: 'g', title: 'Green' },
      ],
    },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, maxItems: 2 },
  },
  required: ['ok', 'name'],
});
const field = (name: string) => form.fields.find((f) => f.name === name)!;

describe('design language pieces in core', () => {
  it('a boolean is an explicit yes/no, never a check box', () => {
    expect(widgetFor(field('ok'))).toBe('yesno');
  });

  it('marks optional fields only, and nothing when every field is optional', () => {
    const suffix = (f: typeof form, name: string) => {
      const msg = createQuestion(f, { look: { marking: 'optional' } }).fieldView(name)?.suffix;
      return msg ? english.format(msg) : '';
    };
    expect(suffix(form, 'name')).toBe('');
    expect(suffix(form, 'color')).toBe(' (optional)');
    const loose = normalizeSchema({ type: 'object', properties: { a: { type: 'string' } } });
    expect(suffix(loose, 'a')).toBe('');
  });

  it('the round indicator shows only past the first round or when more are known', () => {
    expect(roundLabel({})).toBeUndefined();
    expect(roundLabel({ round: 1 })).toBeUndefined();
    expect(roundLabel({ round: 1, totalRounds: 1 })).toBeUndefined();
    expect(roundLabel({ round: 1, totalRounds: 3 })).toBe('Question 1 of 3');
    expect(roundLabel({ round: 2 })).toBe('Question 2');
    expect(roundLabel({ round: 2, totalRounds: 3 })).toBe('Question 2 of 3');
    // A total that contradicts the round is not believed.
    expect(roundLabel({ round: 4, totalRounds: 3 })).toBe('Question 4');
    expect(roundLabel({ round: 0 })).toBeUndefined();
    expect(roundLabel({ round: 1.5 })).toBeUndefined();
  });

  it('an error that repeats the hint hides the hint; a different error keeps it', () => {
    const yesNo = field('ok');
    const error = validateContent(form, { name: 'x' }).errors.find((e) => e.field === 'ok');
    expect(error?.message).toBe(fieldHint(yesNo));
    expect(visibleHintMsg(yesNo, error?.msg)).toBeUndefined();
    expect(visibleHintMsg(yesNo, undefined)).toEqual({ key: 'hint.boolean' });
    expect(visibleHintMsg(field('name'), { key: 'error.required' })).toEqual({
      key: 'hint.text.any',
    });
    // Decided on descriptors: a surface's own hint stays beside an error that is not it.
    expect(visibleHintMsg(yesNo, { key: 'hint.boolean' }, { key: 'hint.select' })).toEqual({
      key: 'hint.select',
    });
  });

  it('outcome text reads back labels, masks secrets, and never says "nothing was sent"', () => {
    const model = createQuestion(form);
    model.setValue('ok', false);
    model.setValue('name', 'Ada');
    model.setValue('token', 'sk-123');
    model.setValue('color', 'g');
    model.toggleOption('tags', 'b');
    const submitted = model.submit();
    expect(submitted.ok).toBe(true);
    if (!submitted.ok) return;
    expect(outcomeText(submitted.result, { fields: form.fields, who: 'deployer' })).toBe(
      'Sent to deployer: Proceed?: No · Name: "Ada" · API token: •••• · color: Green · tags: b',
    );
    expect(outcomeText({ action: 'accept' }, { mode: 'url' })).toBe(
      'Finished — the server was told you finished on the page',
    );
    expect(outcomeText({ action: 'accept', content: {} })).toBe(
      'Accepted — the server was told yes; no answers were filled in',
    );
    const declined = outcomeText({ action: 'decline' }, { who: 'deployer' });
    const cancelled = outcomeText({ action: 'cancel' }, { interrupted: true });
    expect(declined).toBe('Declined — deployer was told no; no answers were sent');
    expect(cancelled).toBe(
      'Cancelled (Ctrl-C) — the server was told you cancelled; no answers were sent',
    );
    for (const text of [declined, cancelled]) expect(text).not.toMatch(/nothing was sent/i);
  });

  it('outcome text is display-safe whatever the server named things', () => {
    const text = outcomeText(
      { action: 'accept', content: { 'a\u001b[31mb': 'x\u202ey' } },
      { who: 'evil\u001b]0;title\u0007' },
    );
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u001b\u202e\u0007]/);
  });

  it('danger text only for a destructive subject', () => {
    expect(dangerText(undefined)).toBeUndefined();
    expect(dangerText({ subject: { method: 'tools/call', name: 'read' } })).toBeUndefined();
    expect(dangerText({ subject: { method: 'tools/call', name: 'drop', destructive: true } })).toBe(
      'This tool can change or delete data',
    );
  });

  it('an emptied optional multi-select gets the "left out" note; an untouched one does not', () => {
    const model = createQuestion(form);
    const note = (name: string) => {
      const msg = model.fieldView(name)?.emptyNote;
      return msg && english.format(msg);
    };
    expect(note('tags')).toBeUndefined();
    model.toggleOption('tags', 'a');
    model.toggleOption('tags', 'a');
    expect(note('tags')).toBe('Nothing selected — this answer will be left out');
    // A cleared text field sends nothing too, but it was never a selection.
    model.setValue('name', 'x');
    model.clear('name');
    expect(note('name')).toBeUndefined();
  });
});
