import { describe, expect, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import { resolveLocalizer } from '../messages/resolveLocalizer.js';
import { normalizeSchema } from '../normalizeSchema.js';
import { createQuestion } from './createQuestion.js';

const form = normalizeSchema({
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    note: { type: 'string', title: 'Note' },
    amount: { type: 'number', title: 'Amount' },
    day: { type: 'string', format: 'date', title: 'Day' },
    tags: { type: 'array', title: 'Tags', items: { enum: ['a', 'b'] } },
  },
  required: ['name'],
});

describe("a question's field view: what every surface draws, decided once", () => {
  it('marks required fields under the default marking, and says what the mark means once', () => {
    const q = createQuestion(form);
    const view = q.getView();
    expect(view.fields.map((f) => [f.name, f.requiredMark, f.suffix])).toEqual([
      ['name', true, undefined],
      ['note', false, undefined],
      ['amount', false, undefined],
      ['day', false, undefined],
      ['tags', false, undefined],
    ]);
    expect(view.requiredNote).toEqual({ key: 'form.requiredNote' });
  });

  it('under the optional marking suffixes optional fields instead, and follows a change of look', () => {
    const q = createQuestion(form, { look: { marking: 'optional' } });
    expect(q.fieldView('note')).toMatchObject({
      requiredMark: false,
      suffix: { key: 'form.optionalSuffix' },
    });
    expect(q.fieldView('name')?.suffix).toBeUndefined();
    expect(q.getView().requiredNote).toBeUndefined();
    let told = 0;
    q.subscribe(() => told++);
    q.setLook({ marking: 'required' });
    expect(told).toBe(1);
    expect(q.fieldView('name')?.requiredMark).toBe(true);
    expect(q.fieldView('note')?.suffix).toBeUndefined();
    // The same look again changes nothing and tells no one.
    q.setLook({ marking: 'required' });
    expect(told).toBe(1);
  });

  it('hides the hint while the error on show restates it, and brings it back with the error gone', () => {
    const q = createQuestion(form);
    expect(q.fieldView('name')?.hint).toEqual({ key: 'hint.text.atLeast', values: { min: 2 } });
    q.setValue('name', 'A');
    q.leave('name');
    expect(q.fieldView('name')?.error?.key).toBe('error.text.atLeast');
    expect(q.fieldView('name')?.hint).toBeUndefined();
    expect(q.fieldView('name')?.check).toBe('error');
    q.setValue('name', 'Ada');
    expect(q.fieldView('name')).toMatchObject({
      check: 'valid',
      hint: { key: 'hint.text.atLeast' },
    });
  });

  it("leaves out hints that only restate the control when the surface's look asks, and words dates for native controls", () => {
    const plain = createQuestion(form);
    expect(plain.fieldView('note')?.hint).toEqual({ key: 'hint.text.any' });
    expect(plain.fieldView('day')?.hint?.key).not.toBe('hint.native.date');
    const web = createQuestion(form, {
      look: { omitGenericHints: true, nativeDateControls: ['date'] },
    });
    expect(web.fieldView('note')?.hint).toBeUndefined();
    // A native date control shows its own format: its hint is generic too, so it is left out.
    expect(web.fieldView('day')?.hint).toBeUndefined();
    const dateShown = createQuestion(form, { look: { nativeDateControls: ['date'] } });
    expect(dateShown.fieldView('day')?.hint).toEqual({ key: 'hint.native.date' });
  });

  it('previews what a number typed the locale’s way sends, never beside an error, and reads it again in a new locale', () => {
    const q = createQuestion(form, { localizer: resolveLocalizer(de) });
    q.setValue('amount', '1,5');
    expect(q.fieldView('amount')?.preview).toEqual({
      key: 'number.sent',
      values: { value: '1.5' },
    });
    q.setLocalizer(resolveLocalizer());
    // Under English "1,5" is no number: its error may show, and no preview claims a value.
    q.leave('amount');
    expect(q.fieldView('amount')?.preview).toBeUndefined();
    expect(q.fieldView('amount')?.check).toBe('error');
    q.setValue('amount', '2');
    expect(q.fieldView('amount')).toMatchObject({ check: 'valid' });
    expect(q.fieldView('amount')?.preview).toBeUndefined();
  });

  it('says what an emptied optional multi-select sends', () => {
    const q = createQuestion(form);
    expect(q.fieldView('tags')?.emptyNote).toBeUndefined();
    q.toggleOption('tags', 'a');
    q.toggleOption('tags', 'a');
    expect(q.fieldView('tags')?.emptyNote?.key).toBeDefined();
  });

  it('keeps every other field the same object across a keystroke, so a surface redraws one field', () => {
    const q = createQuestion(form);
    const before = q.getView().fields;
    q.setValue('note', 'x');
    const after = q.getView().fields;
    expect(after).not.toBe(before);
    after.forEach((f, i) =>
      f.name === 'note' ? expect(f).not.toBe(before[i]) : expect(f).toBe(before[i]),
    );
    expect(q.fieldView('note')).toBe(after[1]);
    expect(q.fieldView('nope')).toBeUndefined();
  });
});
