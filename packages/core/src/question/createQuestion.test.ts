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
  q.getState().fields.find((f) => f.name === name)?.error;

describe('createQuestion', () => {
  it('never shows an error while a field is typed into the first time', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.set('email', 'ada');
    expect(errorOf(q, 'email')).toBeUndefined();
  });

  it('shows an error on leaving a changed field, hides it once valid, and keeps it hidden when re-broken until left again', () => {
    const q = createQuestion(normalizeSchema(schema));
    const seen: string[] = [];
    q.subscribe(() => seen.push(errorOf(q, 'email')?.key ?? 'none'));
    q.set('email', 'ada');
    q.leave('email');
    expect(errorOf(q, 'email')).toBeDefined();
    q.set('email', 'ada@example.com');
    expect(errorOf(q, 'email')).toBeUndefined();
    q.set('email', 'ada');
    expect(errorOf(q, 'email')).toBeUndefined();
    q.leave('email');
    expect(errorOf(q, 'email')).toBeDefined();
    expect(seen.length).toBeGreaterThan(0);
  });

  it('shows every error after a failed Accept, and sends nothing', () => {
    const q = createQuestion(normalizeSchema(schema));
    expect(q.accept()).toBeUndefined();
    expect(q.getState().submitAttempted).toBe(true);
    expect(errorOf(q, 'email')).toBeDefined();
    expect(q.getState().errors.map((e) => e.field)).toEqual(['email']);
    expect(q.getState().result).toBeUndefined();
  });

  it('reads typed numbers the way its localizer does', () => {
    const amount = { type: 'object', properties: { amount: { type: 'number' } } };
    const q = createQuestion(normalizeSchema(amount), { localizer: resolveLocalizer(de) });
    q.set('amount', '1,5');
    expect(q.accept()).toEqual({ action: 'accept', content: { amount: 1.5 } });
  });

  it('is answered once: a later decline or accept keeps the first result', () => {
    const q = createQuestion(normalizeSchema(schema));
    q.set('email', 'ada@example.com');
    expect(q.accept()).toEqual({
      action: 'accept',
      content: { email: 'ada@example.com', age: 30 },
    });
    expect(q.decline()).toEqual({
      action: 'accept',
      content: { email: 'ada@example.com', age: 30 },
    });
    q.set('email', 'bob@example.com');
    expect(q.getState().result).toEqual({
      action: 'accept',
      content: { email: 'ada@example.com', age: 30 },
    });
  });

  it('says why Accept is unavailable when the form cannot be answered', () => {
    const q = createQuestion(
      normalizeSchema({
        type: 'object',
        properties: { code: { type: 'string', pattern: '^x$' } },
        required: ['code'],
      }),
    );
    const accept = q.getState().accept;
    expect(accept.enabled).toBe(false);
    expect(accept.enabled === false && accept.reason.key).toBeTruthy();
    expect(q.accept()).toBeUndefined();
    expect(q.cancel()).toEqual({ action: 'cancel' });
  });

  it('lets a stateReducer adjust the state an action produced', () => {
    const q = createQuestion(normalizeSchema(schema), {
      stateReducer: (_state, { type, changes }) =>
        type === 'submit' ? { ...changes, submitAttempted: false } : changes,
    });
    q.accept();
    expect(q.getState().submitAttempted).toBe(false);
  });
});
