import { describe, expect, it } from 'vitest';
import { inEnglish } from './messages/english.js';
import { normalizeSchema } from './normalizeSchema.js';
import { parseNumberText, validateContent } from './validateContent.js';

const form = normalizeSchema({
  type: 'object',
  properties: {
    name: { type: 'string' },
    nick: { type: 'string', minLength: 1, maxLength: 8 },
    code: { type: 'string', minLength: 3 },
    email: { type: 'string', format: 'email', maxLength: 12 },
    site: { type: 'string', format: 'uri' },
    day: { type: 'string', format: 'date' },
    at: { type: 'string', format: 'date-time' },
    age: { type: 'integer', minimum: 1, maximum: 100 },
    ratio: { type: 'number', minimum: 0 },
    ok: { type: 'boolean' },
    colour: { type: 'string', enum: ['red', 'green'] },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c', 'd'] }, maxItems: 3 },
    pair: { type: 'array', items: { type: 'string', enum: ['x', 'y', 'z'] }, minItems: 2 },
    nested: { type: 'object' },
  },
  required: ['name'],
});

/** The one error validateContent gives `field` for `value` (with the required name answered). */
function errorFor(field: string, value: unknown): string | undefined {
  const outcome = validateContent(form, { name: 'Ada', [field]: value });
  return outcome.errors.find((e) => e.field === field)?.message;
}

describe('validateContent messages', () => {
  it('asks for an email address in words', () => {
    expect(errorFor('email', 'ada')).toBe('Enter an email address like name@example.com');
  });

  it('counts choices', () => {
    expect(errorFor('tags', ['a', 'b', 'c', 'd'])).toBe('Choose at most 3');
    expect(errorFor('pair', ['x'])).toBe('Choose at least 2');
    expect(errorFor('tags', ['a', 'a'])).toBe('Choose each option only once');
    expect(errorFor('tags', ['e'])).toBe('Choose at most 3');
  });

  it('gives the range for numbers that are out of range, fractional or not numbers', () => {
    for (const value of ['0', '101', '4.5', 'many', 150, 4.5, true]) {
      expect(errorFor('age', value), String(value)).toBe('Enter a whole number from 1 to 100');
    }
    expect(errorFor('ratio', '-1')).toBe('Enter a number of at least 0');
  });

  it('names a key the form does not ask for', () => {
    const outcome = validateContent(form, { name: 'Ada', favouriteColour: 'red' });
    expect(outcome.errors).toEqual([
      {
        field: 'favouriteColour',
        msg: { key: 'error.unknownField', values: { name: 'favouriteColour' } },
        message: 'This form does not ask for "favouriteColour"',
        keyword: 'additionalProperties',
      },
    ]);
  });

  it('words length limits with the right plural', () => {
    expect(errorFor('nick', '')).toBe('Enter at least 1 character');
    expect(errorFor('code', 'ab')).toBe('Enter at least 3 characters');
    expect(errorFor('nick', 'abcdefghi')).toBe('Enter at most 8 characters');
  });

  it('says "This is required" for plain text, and the field hint otherwise', () => {
    const required = normalizeSchema({
      type: 'object',
      properties: {
        plain: { type: 'string' },
        email: { type: 'string', format: 'email' },
        sized: { type: 'string', minLength: 2, maxLength: 4 },
        flag: { type: 'boolean' },
        pick: { type: 'string', enum: ['a'] },
        many: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, minItems: 1 },
        count: { type: 'integer', maximum: 9 },
      },
      required: ['plain', 'email', 'sized', 'flag', 'pick', 'many', 'count'],
    });
    expect(
      Object.fromEntries(validateContent(required, {}).errors.map((e) => [e.field, e.message])),
    ).toEqual({
      plain: 'This is required',
      email: 'Enter an email address like name@example.com',
      sized: 'Enter between 2 and 4 characters',
      flag: 'Choose yes or no',
      pick: 'Choose one of the options',
      many: 'Choose at least 1',
      count: 'Enter a whole number of at most 9',
    });
  });

  it('explains wrong types and options in the field’s terms', () => {
    expect(errorFor('ok', 'yes')).toBe('Choose yes or no');
    expect(errorFor('colour', 'blue')).toBe('Choose one of the options');
    expect(errorFor('name', 42)).toBe('Enter some text');
  });

  it('refuses an answer to an unsupported field with the reason', () => {
    expect(validateContent(form, { name: 'Ada', nested: {} }).errors).toEqual([
      {
        field: 'nested',
        msg: { key: 'reason.nested' },
        message:
          'This field cannot be answered here: nested objects are not part of the MCP elicitation subset.',
        keyword: 'unsupported',
      },
    ]);
  });

  it('gives one error per field, the most useful first', () => {
    // Both the format and maxLength fail; the format hint says what to do.
    expect(validateContent(form, { name: 'Ada', email: 'not an email at all' }).errors).toEqual([
      {
        field: 'email',
        msg: { key: 'hint.format.email' },
        message: 'Enter an email address like name@example.com',
        keyword: 'format',
      },
    ]);
  });

  it('lists errors in field order with form-level ones first', () => {
    const blocked = normalizeSchema({
      type: 'object',
      properties: { a: { type: 'integer' }, b: { type: 'string', pattern: 'x' } },
      required: ['b'],
    });
    const outcome = validateContent(blocked, { a: 'x', zzz: 1 });
    expect(outcome.errors.map((e) => e.field)).toEqual(['', 'zzz', 'a']);
    expect(outcome.errors[0]?.message).toBe(
      blocked.accept.enabled ? undefined : inEnglish(blocked.accept.reason),
    );
  });

  it('refuses anything but an object', () => {
    for (const input of [null, [], 'x', 1, undefined]) {
      expect(validateContent(form, input)).toEqual({
        valid: false,
        errors: [
          {
            field: '',
            msg: { key: 'error.notObject' },
            message: 'The answer must be a JSON object of field values.',
            keyword: 'type',
          },
        ],
        content: {},
      });
    }
  });
});

describe('validateContent content', () => {
  it('coerces typed number text to numbers and leaves the input alone', () => {
    const input = { name: 'Ada', age: ' 7 ', ratio: '1e3' };
    const outcome = validateContent(form, input);
    expect(outcome).toEqual({
      valid: true,
      errors: [],
      content: { name: 'Ada', age: 7, ratio: 1000 },
    });
    expect(input.age).toBe(' 7 ');
  });

  it('takes "42.0" as the whole number 42', () => {
    expect(validateContent(form, { name: 'Ada', age: '42.0' }).content['age']).toBe(42);
  });

  it('does not count inherited Object.prototype members as answers', () => {
    const risky = normalizeSchema({
      type: 'object',
      properties: {
        constructor: { type: 'string' },
        toString: { type: 'boolean' },
        valueOf: { type: 'integer' },
        hasOwnProperty: { type: 'number' },
      },
      required: ['constructor'],
    });
    expect(validateContent(risky, {}).errors).toEqual([
      {
        field: 'constructor',
        msg: { key: 'error.required' },
        message: 'This is required',
        keyword: 'required',
      },
    ]);
    expect(validateContent(risky, { constructor: 'Object' })).toEqual({
      valid: true,
      errors: [],
      content: { constructor: 'Object' },
    });
  });

  it('keeps a "__proto__" key as data, refused, without touching any prototype', () => {
    const input = JSON.parse('{"name":"Ada","__proto__":{"polluted":true}}') as unknown;
    const outcome = validateContent(form, input);
    expect(outcome.valid).toBe(false);
    expect(outcome.errors.map((e) => e.field)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(outcome.content)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('date and date-time formats', () => {
  const valid = (field: 'day' | 'at', value: string) => errorFor(field, value) === undefined;

  it('accepts real calendar dates only, in year-month-day', () => {
    expect(valid('day', '2026-07-28')).toBe(true);
    expect(valid('day', '2028-02-29')).toBe(true);
    expect(valid('day', '2026-02-29')).toBe(false);
    expect(valid('day', '2026-02-30')).toBe(false);
    expect(valid('day', '2026-7-28')).toBe(false);
    expect(valid('day', '28/07/2026')).toBe(false);
    expect(errorFor('day', '2026-13-01')).toBe(
      'Enter a date like 7/28/2026, 2026-07-28 or “tomorrow”',
    );
  });

  it('needs a time zone on a date-time', () => {
    expect(valid('at', '2026-07-28T14:30:00Z')).toBe(true);
    expect(valid('at', '2026-07-28T14:30:00+02:00')).toBe(true);
    expect(valid('at', '2026-07-28T14:30:00.250-05:30')).toBe(true);
    expect(valid('at', '2026-07-28T14:30:00')).toBe(false);
    expect(valid('at', '2026-07-28T25:00:00Z')).toBe(false);
    expect(valid('at', '2026-07-28')).toBe(false);
    expect(errorFor('at', '2026-07-28 14:30')).toBe(
      'Enter a date and time like 7/28/2026 14:30 or 2026-07-28T14:30:00Z',
    );
  });

  it('sends a lower-case t and z in RFC 3339 upper case', () => {
    expect(validateContent(form, { name: 'Ada', at: '2026-07-28t14:30:00z' }).content['at']).toBe(
      '2026-07-28T14:30:00Z',
    );
  });

  it('checks web addresses for a scheme', () => {
    expect(errorFor('site', 'https://example.com/path?q=1')).toBeUndefined();
    expect(errorFor('site', 'example.com')).toBe(
      'Enter a full web address like https://example.com',
    );
  });
});

describe('parseNumberText', () => {
  it('reads decimal and exponent notation, trimmed', () => {
    expect(parseNumberText('42')).toBe(42);
    expect(parseNumberText(' -3.5 ')).toBe(-3.5);
    expect(parseNumberText('+.5')).toBe(0.5);
    expect(parseNumberText('1e3')).toBe(1000);
    expect(parseNumberText('7.')).toBe(7);
  });

  it('refuses what Number() would wrongly accept', () => {
    for (const text of ['', ' ', '0x10', '0b1', 'Infinity', '1e400', '1,5', '1 000', 'NaN', '-'])
      expect(parseNumberText(text), JSON.stringify(text)).toBeUndefined();
  });
});
