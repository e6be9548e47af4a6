import { describe, expect, it } from 'vitest';
import de from '@elicitkit/core/locales/de';
import { resolveLocalizer } from '../messages/resolveLocalizer.js';
import { normalizeSchema } from '../normalizeSchema.js';
import { createQuestion } from './createQuestion.js';

const schema = {
  type: 'object',
  properties: {
    email: { type: 'string', format: 'email', title: 'Email' },
    age: { type: 'integer', title: 'Age', default: 30 },
  },
  required: ['email'],
};

const errorOf = (q: ReturnType<typeof createQuestion>, name: string) =>
  q.getView().fields.find((f) => f.name === name)?.error;

describe('createQuestion', () => {
  it('never shows an error while a field is typed into the first time', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.setValue('email', 'ada');
    expect(errorOf(q, 'email')).toBeUndefined();
    expect(q.getState().visible).toEqual([]);
  });

  it('shows an error on leaving a changed field, then keeps it live as the person types', () => {
    const q = createQuestion(normalizeSchema(schema));
    const seen: string[] = [];
    q.subscribe(() => seen.push(errorOf(q, 'email')?.key ?? 'none'));
    q.setValue('email', 'ada');
    q.leave('email');
    expect(errorOf(q, 'email')).toBeDefined();
    q.setValue('email', 'ada@example.com');
    expect(errorOf(q, 'email')).toBeUndefined();
    // Broken again: the field was changed and left once, so its error is back without leaving.
    q.setValue('email', 'ada');
    expect(errorOf(q, 'email')).toBeDefined();
    expect(seen.length).toBeGreaterThan(0);
  });

  it('a field left valid after a change gets live feedback from then on', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.setValue('email', 'ada@example.com');
    q.leave('email');
    expect(q.getState().visible).toEqual([]);
    q.setValue('email', 'ada@');
    expect(errorOf(q, 'email')).toBeDefined();
  });

  it('leaving an untouched field shows nothing', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.leave('email');
    expect(q.getState().visible).toEqual([]);
  });

  it('keeps the errors on show the same array while a keystroke changes nothing shown', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.setValue('email', 'ada');
    q.leave('email');
    const shown = q.getState().visible;
    expect(shown).toHaveLength(1);
    q.setValue('email', 'adb');
    expect(q.getState().visible).toBe(shown);
    const view = q.getView();
    expect(q.getView()).toBe(view);
  });

  it('shows every error after a failed Accept, and sends nothing', () => {
    const q = createQuestion(normalizeSchema(schema));
    const outcome = q.submit();
    expect(outcome.ok).toBe(false);
    expect(q.getState().submitAttempted).toBe(true);
    expect(errorOf(q, 'email')).toBeDefined();
    expect(q.getView().errors.map((e) => e.field)).toEqual(['email']);
    expect(q.getState().result).toBeUndefined();
  });

  it('reads typed numbers the way its localizer does', () => {
    const amount = { type: 'object', properties: { amount: { type: 'number' } } };
    const q = createQuestion(normalizeSchema(amount), { localizer: resolveLocalizer(de) });
    q.setValue('amount', '1,5');
    expect(q.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { amount: 1.5 } },
    });
  });

  it('without a localizer, "1,5" is not a number', () => {
    const amount = { type: 'object', properties: { amount: { type: 'number' } } };
    const q = createQuestion(normalizeSchema(amount));
    q.setValue('amount', '1,5');
    expect(q.submit().ok).toBe(false);
  });

  it('reads a typed number again when the locale changes mid-question, error on show included', () => {
    const amount = { type: 'object', properties: { amount: { type: 'number' } } };
    const q = createQuestion(normalizeSchema(amount), { localizer: resolveLocalizer() });
    q.setValue('amount', '1,5');
    q.leave('amount');
    expect(errorOf(q, 'amount')).toBeDefined();
    expect(q.fieldView('amount')?.preview).toBeUndefined();
    q.setLocalizer(resolveLocalizer(de));
    expect(errorOf(q, 'amount')).toBeUndefined();
    expect(q.fieldView('amount')?.preview).toBeDefined();
    expect(q.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { amount: 1.5 } },
    });
    // And back: after a failed Accept every field is checked again the new way.
    const again = createQuestion(normalizeSchema(amount), { localizer: resolveLocalizer(de) });
    again.setValue('amount', '1,5');
    again.setLocalizer(resolveLocalizer());
    expect(again.submit().ok).toBe(false);
    again.setLocalizer(resolveLocalizer(de));
    expect(errorOf(again, 'amount')).toBeUndefined();
  });

  it('tells its listeners when the locale changes, though no error on show did', () => {
    const amount = { type: 'object', properties: { amount: { type: 'number' } } };
    const q = createQuestion(normalizeSchema(amount), { localizer: resolveLocalizer() });
    q.setValue('amount', '1,5');
    let told = 0;
    q.subscribe(() => told++);
    q.setLocalizer(resolveLocalizer(de));
    // Nothing was on show, yet what the typed text reads as is new: a surface draws it again.
    expect(told).toBe(1);
    expect(q.fieldView('amount')?.preview).toEqual({
      key: 'number.sent',
      values: { value: '1.5' },
    });
  });

  it('starts from earlier answers: a value given is the person’s, a default left out was cleared', () => {
    const q = createQuestion(normalizeSchema(schema), { answers: { email: 'ada@example.com' } });
    expect(q.getState().answers.email).toEqual({
      status: 'answered',
      value: 'ada@example.com',
      origin: 'person',
    });
    expect(q.getState().answers.age?.status).toBe('cleared');
    expect(q.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { email: 'ada@example.com' } },
    });
  });

  it("holds a surface's own state beside the answers, each action seeing the one before", () => {
    const amount = { type: 'object', properties: { amount: { type: 'number' } } };
    type Key = { type: 'char'; ch: string } | { type: 'send' };
    const q = createQuestion<{ caret: number }, Key>(normalizeSchema(amount), {
      localizer: resolveLocalizer(de),
      surface: {
        initial: { caret: 0 },
        reduce(state, key, answer) {
          if (key.type === 'send') return answer(state, { type: 'submit' });
          const typed = state.form.answers.amount?.value;
          const value = `${typeof typed === 'string' ? typed : ''}${key.ch}`;
          return { ...answer(state, { type: 'set', name: 'amount', value }), caret: value.length };
        },
      },
    });
    const changes: number[] = [];
    q.subscribe(() => changes.push(q.getSnapshot().caret));
    // A burst: three keys before anything re-renders, each applied to what the last one made.
    for (const ch of '1,5') q.act({ type: 'char', ch });
    expect(q.getSnapshot().caret).toBe(3);
    expect(q.getState().answers.amount?.value).toBe('1,5');
    // Caret and answer moved in the same transition: one change told per key.
    expect(changes).toEqual([1, 2, 3]);
    expect(q.act({ type: 'send' }).form.result).toEqual({
      action: 'accept',
      content: { amount: 1.5 },
    });
  });

  it('starts from a draft: the fields it names as the person left them, the rest as they would', () => {
    const q = createQuestion(normalizeSchema(schema), { draft: { email: 'ada@', age: null } });
    expect(q.getState().answers.email).toEqual({
      status: 'answered',
      value: 'ada@',
      origin: 'person',
    });
    expect(q.getState().answers.age).toEqual({ status: 'cleared' });
    const untouched = createQuestion(normalizeSchema(schema), { draft: { email: 'ada@' } });
    expect(untouched.getState().answers.age).toEqual({
      status: 'answered',
      value: 30,
      origin: 'default',
    });
  });

  it('is answered once: a later decline or accept keeps the first result', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.setValue('email', 'ada@example.com');
    const first = { action: 'accept', content: { email: 'ada@example.com', age: 30 } };
    expect(q.submit()).toEqual({ ok: true, result: first });
    expect(q.decline()).toEqual(first);
    q.setValue('email', 'bob@example.com');
    expect(q.getState().result).toEqual(first);
  });

  it('says why Accept is unavailable when the form cannot be answered, and only declines or cancels', () => {
    const q = createQuestion(
      normalizeSchema({
        type: 'object',
        properties: { cfg: { type: 'object', title: 'Config' } },
        required: ['cfg'],
      }),
    );
    const accept = q.getView().accept;
    expect(accept).toEqual({
      enabled: false,
      reason: expect.objectContaining({ key: 'blocked.needs' }),
    });
    expect(q.submit().ok).toBe(false);
    expect(q.cancel()).toEqual({ action: 'cancel' });
  });

  it('lets a stateReducer adjust the state an action produced', () => {
    const q = createQuestion(normalizeSchema(schema), {
      stateReducer: (_state, { action, changes }) =>
        action.type === 'submit' ? { ...changes, submitAttempted: false } : changes,
    });
    q.submit();
    expect(q.getState().submitAttempted).toBe(false);
  });
});
