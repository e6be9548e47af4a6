// The default engine is the code-generation-free interpreter; Ajv is there only after enableAjv()
// from '@elicitkit/core/ajv'. This file's module state starts fresh (vitest isolates files), so the
// order of the tests below is the order a host would go through.
import { afterAll, describe, expect, it } from 'vitest';
import { enableAjv } from './ajv.js';
import { normalizeSchema } from './normalizeSchema.js';
import { validateContent } from './validateContent.js';
import { codeGenerationAllowed, setValidatorEngine, validatorEngine } from './validatorEngine.js';

const form = () =>
  normalizeSchema({
    type: 'object',
    properties: { email: { type: 'string', format: 'email' }, n: { type: 'integer', minimum: 1 } },
    required: ['email'],
  });

afterAll(() => setValidatorEngine('auto'));

describe('validator engines', () => {
  it("'auto' is the interpreter even where code generation is allowed, until Ajv is enabled", () => {
    expect(codeGenerationAllowed()).toBe(true);
    expect(validatorEngine()).toBe('interpreted');
    expect(validateContent(form(), { email: 'ada@example.com', n: '2' })).toMatchObject({
      valid: true,
      content: { email: 'ada@example.com', n: 2 },
    });
    expect(validateContent(form(), { email: 'nope', n: 0 }).errors.map((e) => e.field)).toEqual([
      'email',
      'n',
    ]);
  });

  it('Ajv chosen without enableAjv(): nothing is accepted, and the reason says what to do', () => {
    setValidatorEngine('ajv');
    const outcome = validateContent(form(), { email: 'ada@example.com' });
    expect(outcome.valid).toBe(false);
    expect(outcome.errors).toEqual([
      {
        field: '',
        keyword: 'unchecked',
        msg: { key: 'error.uncheckable', values: { detail: expect.any(String) } },
        message: expect.stringContaining("enableAjv() from '@elicitkit/core/ajv'"),
      },
    ]);
    // The answer is not lost: it is still there to send once it can be checked.
    expect(outcome.content).toEqual({ email: 'ada@example.com' });
  });

  it("after enableAjv(), 'auto' uses Ajv where code generation is allowed, with the same verdicts", () => {
    setValidatorEngine('auto');
    const before = validateContent(form(), { email: 'nope', n: 0 });
    enableAjv();
    expect(validatorEngine()).toBe('ajv');
    expect(validateContent(form(), { email: 'nope', n: 0 })).toEqual(before);
    setValidatorEngine('interpreted');
    expect(validatorEngine()).toBe('interpreted');
  });
});
