import { describe, expect, it } from 'vitest';
import { fieldHint } from './fieldHint.js';
import type { Field } from './field.js';
import { normalizeSchema } from './normalizeSchema.js';
import { widgetFor } from './widgetFor.js';

function field(schema: Record<string, unknown>): Field {
  const [only] = normalizeSchema({ type: 'object', properties: { f: schema } }).fields;
  if (!only) throw new Error('no field');
  return only;
}

describe('fieldHint', () => {
  it('words text limits', () => {
    expect(fieldHint(field({ type: 'string' }))).toBe('Enter some text');
    expect(fieldHint(field({ type: 'string', minLength: 1 }))).toBe('Enter at least 1 character');
    expect(fieldHint(field({ type: 'string', minLength: 2 }))).toBe('Enter at least 2 characters');
    expect(fieldHint(field({ type: 'string', maxLength: 9 }))).toBe('Enter at most 9 characters');
    expect(fieldHint(field({ type: 'string', minLength: 2, maxLength: 9 }))).toBe(
      'Enter between 2 and 9 characters',
    );
  });

  it('gives a format’s example in place of its limits', () => {
    expect(fieldHint(field({ type: 'string', format: 'email', maxLength: 5 }))).toBe(
      'Enter an email address like name@example.com',
    );
    expect(fieldHint(field({ type: 'string', format: 'uri' }))).toBe(
      'Enter a full web address like https://example.com',
    );
    expect(fieldHint(field({ type: 'string', format: 'date' }))).toBe(
      'Enter a date like 7/28/2026, 2026-07-28 or “tomorrow”',
    );
    expect(fieldHint(field({ type: 'string', format: 'date-time' }))).toBe(
      'Enter a date and time like 7/28/2026 14:30 or 2026-07-28T14:30:00Z',
    );
  });

  it('names no format for a surface with native date controls (they show their own)', () => {
    const native = { nativeDateControls: true };
    expect(fieldHint(field({ type: 'string', format: 'date' }), native)).toBe('Choose a date');
    expect(fieldHint(field({ type: 'string', format: 'date-time' }), native)).toBe(
      'Choose a date and time',
    );
    // Other fields are worded as on any surface.
    expect(fieldHint(field({ type: 'string', format: 'email' }), native)).toBe(
      'Enter an email address like name@example.com',
    );
  });

  it('words number ranges', () => {
    expect(fieldHint(field({ type: 'number' }))).toBe('Enter a number');
    expect(fieldHint(field({ type: 'number', minimum: 0.5 }))).toBe(
      'Enter a number of at least 0.5',
    );
    expect(fieldHint(field({ type: 'integer', maximum: 9 }))).toBe(
      'Enter a whole number of at most 9',
    );
    expect(fieldHint(field({ type: 'integer', minimum: 1, maximum: 100 }))).toBe(
      'Enter a whole number from 1 to 100',
    );
  });

  it('words choices', () => {
    const list = (extra: Record<string, unknown>) =>
      field({ type: 'array', items: { type: 'string', enum: ['a', 'b', 'c'] }, ...extra });
    expect(fieldHint(field({ type: 'boolean' }))).toBe('Choose yes or no');
    expect(fieldHint(field({ type: 'string', enum: ['a'] }))).toBe('Choose one of the options');
    expect(fieldHint(list({}))).toBe('Choose any of the options');
    expect(fieldHint(list({ minItems: 1 }))).toBe('Choose at least 1');
    expect(fieldHint(list({ maxItems: 2 }))).toBe('Choose at most 2');
    expect(fieldHint(list({ minItems: 1, maxItems: 2 }))).toBe('Choose between 1 and 2');
    expect(fieldHint(list({ minItems: 2, maxItems: 2 }))).toBe('Choose exactly 2');
  });

  it('explains why an unsupported field cannot be answered', () => {
    expect(fieldHint(field({ type: 'object' }))).toBe(
      'This field cannot be answered here: nested objects are not part of the MCP elicitation subset.',
    );
  });
});

describe('widgetFor', () => {
  it('gives each format its own control', () => {
    expect(
      ['email', 'uri', 'date', 'date-time', undefined].map((format) =>
        widgetFor(field({ type: 'string', ...(format && { format }) })),
      ),
    ).toEqual(['email', 'url', 'date', 'date-time', 'text']);
  });

  it('gives numbers, booleans, lists and unsupported fields theirs', () => {
    expect(
      [
        { type: 'number' },
        { type: 'integer' },
        { type: 'boolean' },
        { type: 'array', items: { anyOf: [{ const: 'a', title: 'A' }] } },
        { type: 'string', pattern: 'x' },
      ].map((schema) => widgetFor(field(schema))),
    ).toEqual(['number', 'integer', 'yesno', 'checkboxes', 'unsupported']);
  });
});
