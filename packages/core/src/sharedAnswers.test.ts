// A form of thousands of fields keeps its answers shared between states (a keystroke copies a
// chunk, not every answer); the record every surface reads must read exactly like a plain one.
import { describe, expect, it } from 'vitest';
import { createQuestion } from './question/createQuestion.js';
import { SHARED_ANSWERS_FROM } from './sharedAnswers.js';

function schemaOf(count: number) {
  const properties: Record<string, unknown> = { constructor: { type: 'string' } };
  Object.defineProperty(properties, '__proto__', {
    value: { type: 'string' },
    enumerable: true,
    writable: true,
    configurable: true,
  });
  for (let i = 0; i < count; i++)
    properties[`f${i}`] = { type: 'string', default: i === 3 ? 'd' : undefined };
  return { type: 'object', properties, required: ['f1'] };
}

/** The same answers as a plain record, built the obvious way. */
function plain(answers: Record<string, unknown>): Record<string, unknown> {
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(answers)) copy[key] = answers[key];
  return copy;
}

describe('answers of a form of thousands of fields', () => {
  const count = SHARED_ANSWERS_FROM + 500;

  it('read like a plain record: keys in field order, own, enumerable, nothing inherited', () => {
    const question = createQuestion(schemaOf(count));
    question.setValue('f700', 'x');
    question.setValue('constructor', 'c');
    const { answers } = question.getState();
    const names = question.form.fields.map((f) => f.name);
    expect(Object.keys(answers)).toEqual(names);
    const forIn: string[] = [];
    for (const key in answers) forIn.push(key);
    expect(forIn).toEqual(names);
    expect(answers['f700']).toEqual({ status: 'answered', value: 'x', origin: 'person' });
    expect(answers['f3']).toEqual({ status: 'answered', value: 'd', origin: 'default' });
    expect(answers['constructor']?.value).toBe('c');
    expect(answers['__proto__']).toEqual({ status: 'untouched' });
    expect(Object.hasOwn(answers, 'f1')).toBe(true);
    expect(Object.hasOwn(answers, 'toString')).toBe(false);
    expect('toString' in answers).toBe(false);
    expect(answers['toString']).toBeUndefined();
    expect(Object.getPrototypeOf(answers)).toBeNull();
    expect(JSON.stringify(answers)).toBe(JSON.stringify(plain(answers)));
    expect(Object.entries(answers)).toEqual(Object.entries(plain(answers)));
    expect(answers).toEqual(plain(answers));
  });

  it('an earlier state keeps its answers, and none can be changed in place', () => {
    const question = createQuestion(schemaOf(count));
    const before = question.getState();
    question.setValue('f1', 'one');
    question.setValue('f1000', 'thousand');
    const after = question.getState();
    expect(before.answers['f1']).toEqual({ status: 'untouched' });
    expect(before.answers['f1000']).toEqual({ status: 'untouched' });
    expect(after.answers['f1']?.value).toBe('one');
    expect(after.answers['f1000']?.value).toBe('thousand');
    expect(() => {
      after.answers['f2'] = { status: 'cleared' };
    }).toThrow(TypeError);
    expect(after.answers['f2']).toEqual({ status: 'untouched' });
  });

  it('answer, validate and send as a small form does', () => {
    const question = createQuestion(schemaOf(count));
    expect(question.submit()).toMatchObject({ ok: false, errors: [{ field: 'f1' }] });
    question.setValue('f1', 'one');
    expect(question.getState().visible).toEqual([]);
    expect(question.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { f1: 'one', f3: 'd' } },
    });
  });
});
