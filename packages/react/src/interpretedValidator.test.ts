// The interpreted validator caches its checks by schema content as well as by object (rjsf hands
// it equal fresh schemas on every change): content that JSON alone would not tell apart must
// still get its own check.
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createInterpretedValidator } from './interpretedValidator.js';

describe('the interpreted validator, on equal and nearly equal fresh schemas', () => {
  const validator = createInterpretedValidator();
  const root: RJSFSchema = { type: 'object' };

  it('gives a fresh copy of a schema the same verdicts', () => {
    const option = (): RJSFSchema => ({ const: 'y', title: 'Why' });
    expect(validator.isValid(option(), 'y', root)).toBe(true);
    expect(validator.isValid(option(), 'x', root)).toBe(false);
    expect(validator.isValid(option(), 'y', root)).toBe(true);
  });

  it('keeps apart what JSON would write alike: NaN and null, Infinity and null, undefined and absent', () => {
    expect(validator.isValid({ const: null }, null, root)).toBe(true);
    expect(validator.isValid({ const: NaN }, null, root)).toBe(false);
    expect(validator.isValid({ enum: ['a', null] }, null, root)).toBe(true);
    expect(validator.isValid({ enum: ['a', Infinity] }, null, root)).toBe(false);
    expect(validator.isValid({}, 'x', root)).toBe(true);
    expect(validator.isValid({ const: undefined }, 'x', root)).toBe(false);
  });

  it('tells a string from the marks that tag those values', () => {
    expect(validator.isValid({ const: '\u0000nNaN' }, '\u0000nNaN', root)).toBe(true);
    expect(validator.isValid({ const: NaN }, '\u0000nNaN', root)).toBe(false);
  });

  it('checks a schema that is not plain JSON by object only', () => {
    const when = '1970-01-01T00:00:00.000Z';
    expect(validator.isValid({ const: when }, when, root)).toBe(true);
    expect(validator.isValid({ const: new Date(0) } as unknown as RJSFSchema, when, root)).toBe(
      false,
    );
    // A cycle has no content key; it is compiled (and refused or not) as it always was.
    const cyclic: RJSFSchema = { type: 'object' };
    cyclic.properties = { self: cyclic };
    expect(() => validator.isValid(cyclic, {}, root)).not.toThrow();
  });
});
