import { describe, expect, it } from 'vitest';
import { createQuestion } from './question/createQuestion.js';
import type { FormState } from './formState.js';
import { contentOf, formReducer, initialFormState } from './formState.js';
import { normalizeSchema } from './normalizeSchema.js';

const form = normalizeSchema({
  type: 'object',
  properties: {
    name: { type: 'string' },
    city: { type: 'string', default: 'Paris' },
    count: { type: 'integer', minimum: 1 },
    agree: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, default: ['c'] },
    extra: { type: 'object' },
  },
  required: ['name', 'agree'],
});

function run(...actions: Parameters<typeof formReducer>[2][]): FormState {
  return actions.reduce(
    (state, action) => formReducer(form, state, action),
    initialFormState(form),
  );
}

describe('starting from answers given earlier (an accept that never reached the server)', () => {
  it('answers each value given as the person’s, and starts a default left out as cleared', () => {
    const state = initialFormState(form, { name: 'Ada', count: 3, tags: ['a'] });
    expect(state.answers['name']).toEqual({ status: 'answered', value: 'Ada', origin: 'person' });
    expect(state.answers['tags']).toEqual({ status: 'answered', value: ['a'], origin: 'person' });
    // City had a default and the answer left it out: the person had emptied it.
    expect(state.answers['city']).toEqual({ status: 'cleared' });
    expect(state.answers['agree']).toEqual({ status: 'untouched' });
    const model = createQuestion(form, { answers: { name: 'Ada', agree: true } });
    expect(model.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { name: 'Ada', agree: true } },
    });
  });
});

describe('answer states', () => {
  it('starts with defaults answered and everything else untouched', () => {
    const state = initialFormState(form);
    expect(state.answers['name']).toEqual({ status: 'untouched' });
    expect(state.answers['city']).toEqual({
      status: 'answered',
      value: 'Paris',
      origin: 'default',
    });
    expect(state.answers['tags']).toEqual({ status: 'answered', value: ['c'], origin: 'default' });
    expect(contentOf(form, state)).toEqual({ city: 'Paris', tags: ['c'] });
    expect(state.errors).toEqual([]);
  });

  it('treats empty text and empty lists as cleared, and false as an answer', () => {
    const state = run(
      { type: 'set', name: 'name', value: '  ' },
      { type: 'set', name: 'tags', value: [] },
      { type: 'set', name: 'agree', value: false },
    );
    expect(state.answers['name']).toEqual({ status: 'cleared' });
    expect(state.answers['tags']).toEqual({ status: 'cleared' });
    expect(state.answers['agree']).toEqual({ status: 'answered', value: false, origin: 'person' });
    expect(contentOf(form, state)).toEqual({ city: 'Paris', agree: false });
  });

  it('clears a default so it is left out, and resets it back', () => {
    const cleared = run({ type: 'clear', name: 'city' });
    expect(contentOf(form, cleared)).toEqual({ tags: ['c'] });
    const reset = formReducer(form, cleared, { type: 'reset', name: 'city' });
    expect(reset.answers['city']).toEqual({
      status: 'answered',
      value: 'Paris',
      origin: 'default',
    });
    const noDefault = run(
      { type: 'set', name: 'name', value: 'Ada' },
      { type: 'reset', name: 'name' },
    );
    expect(noDefault.answers['name']).toEqual({ status: 'untouched' });
  });

  it('keeps multi-select answers in option order whatever the click order', () => {
    const state = run(
      { type: 'toggle', name: 'tags', option: 'c' },
      { type: 'toggle', name: 'tags', option: 'b' },
      { type: 'toggle', name: 'tags', option: 'a' },
      { type: 'toggle', name: 'tags', option: 'c' },
    );
    expect(state.answers['tags']).toEqual({
      status: 'answered',
      value: ['a', 'b', 'c'],
      origin: 'person',
    });
    const off = run({ type: 'toggle', name: 'tags', option: 'c' });
    expect(off.answers['tags']).toEqual({ status: 'cleared' });
  });

  it('ignores actions on unknown, unsupported or mismatched fields and options', () => {
    const start = initialFormState(form);
    for (const action of [
      { type: 'set', name: 'nope', value: 'x' },
      { type: 'set', name: 'extra', value: 'x' },
      { type: 'toggle', name: 'tags', option: 'z' },
      { type: 'toggle', name: 'name', option: 'a' },
      { type: 'clear', name: '__proto__' },
      { type: 'set', name: 'toString', value: 'x' },
    ] as const)
      expect(formReducer(form, start, action), JSON.stringify(action)).toBe(start);
  });

  it('does not let the sent content alias the answer state', () => {
    const model = createQuestion(form);
    model.setValue('name', 'Ada');
    model.setValue('agree', true);
    const outcome = model.submit();
    if (!outcome.ok) throw new Error('expected accept');
    (outcome.result.content?.['tags'] as string[]).push('a');
    expect(model.getState().answers['tags']?.value).toEqual(['c']);
    expect(form.fields.find((f) => f.name === 'tags')?.default).toEqual(['c']);
  });
});

describe('errors', () => {
  it('are shown only after the first submit, then kept current', () => {
    const typed = run({ type: 'set', name: 'count', value: '0' });
    expect(typed.errors).toEqual([]);
    const submitted = formReducer(form, typed, { type: 'submit' });
    expect(submitted.errors.map((e) => [e.field, e.message])).toEqual([
      ['name', 'This is required'],
      ['count', 'Enter a whole number of at least 1'],
      ['agree', 'Choose yes or no'],
    ]);
    const fixed = formReducer(form, submitted, { type: 'set', name: 'count', value: '3' });
    expect(fixed.errors.map((e) => e.field)).toEqual(['name', 'agree']);
    expect(fixed.result).toBeUndefined();
  });
});

describe('answered exactly once', () => {
  it('accepts valid answers, numbers as numbers, defaults included', () => {
    const state = run(
      { type: 'set', name: 'name', value: 'Ada' },
      { type: 'set', name: 'agree', value: false },
      { type: 'set', name: 'count', value: '12' },
      { type: 'submit' },
    );
    expect(state.result).toEqual({
      action: 'accept',
      content: { name: 'Ada', city: 'Paris', count: 12, agree: false, tags: ['c'] },
    });
  });

  it('ignores every action once a result exists', () => {
    const declined = run({ type: 'decline' });
    expect(declined.result).toEqual({ action: 'decline' });
    for (const action of [
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'set', name: 'name', value: 'Ada' },
    ] as const)
      expect(formReducer(form, declined, action)).toBe(declined);
  });

  it('keeps the first result through the model API too', () => {
    const model = createQuestion(form);
    model.setValue('name', 'Ada');
    model.setValue('agree', true);
    const first = model.submit();
    expect(first.ok).toBe(true);
    const accepted = {
      action: 'accept',
      content: { name: 'Ada', agree: true, city: 'Paris', tags: ['c'] },
    };
    expect(first).toEqual({ ok: true, result: accepted });
    expect(model.decline()).toEqual(accepted);
    expect(model.cancel()).toEqual(accepted);
    expect(model.getState().result).toEqual(accepted);

    const declined = createQuestion(form);
    expect(declined.decline()).toEqual({ action: 'decline' });
    expect(declined.cancel()).toEqual({ action: 'decline' });

    const cancelled = createQuestion(form);
    expect(cancelled.cancel()).toEqual({ action: 'cancel' });
    expect(cancelled.submit()).toEqual({ ok: false, errors: [] });
    expect(cancelled.getState().result).toEqual({ action: 'cancel' });
  });
});

describe('createQuestion', () => {
  it('notifies subscribers on change only, until they unsubscribe', () => {
    const model = createQuestion(form);
    let calls = 0;
    const unsubscribe = model.subscribe(() => calls++);
    model.setValue('name', 'Ada');
    model.setValue('nope', 'x');
    expect(calls).toBe(1);
    unsubscribe();
    model.setValue('name', 'Grace');
    expect(calls).toBe(1);
  });

  it('validates without submitting', () => {
    const model = createQuestion(form);
    expect(model.validate().valid).toBe(false);
    expect(model.getState().errors).toEqual([]);
    expect(model.getState().submitAttempted).toBe(false);
  });

  it('takes a raw requestedSchema as well as a normalised form', () => {
    const model = createQuestion({ type: 'object', properties: { n: { type: 'number' } } });
    model.setValue('n', '2.5');
    expect(model.submit()).toEqual({ ok: true, result: { action: 'accept', content: { n: 2.5 } } });
  });

  it('cannot accept a blocked form, whatever is answered', () => {
    const model = createQuestion({
      type: 'object',
      properties: { code: { type: 'string', pattern: '^\\d+$' }, ok: { type: 'boolean' } },
      required: ['code'],
    });
    model.setValue('ok', true);
    model.setValue('code', '123');
    const outcome = model.submit();
    expect(outcome.ok).toBe(false);
    expect(model.getState().result).toBeUndefined();
    expect(model.decline()).toEqual({ action: 'decline' });
  });
});
