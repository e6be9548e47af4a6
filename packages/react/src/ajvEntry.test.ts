// rjsf's validator follows core's engine: the code-generation-free one by default, rjsf's Ajv
// validator (@rjsf/validator-ajv8 with core's options) after enableAjv() from
// '@elicitkit/react/ajv'. Module state is fresh per file, so the tests run in a host's order.
import { normalizeRequest, setValidatorEngine, validatorEngine } from '@elicitkit/core';
import { afterAll, describe, expect, it } from 'vitest';
import { enableAjv } from './ajv.js';
import { rjsfValidator } from './rjsfValidator.js';
import { toRjsf } from './toRjsf.js';

const request = normalizeRequest({
  message: 'Where?',
  requestedSchema: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email' } },
    required: ['email'],
  },
});
if (request.mode !== 'form') throw new Error('a form request');
const { schema } = toRjsf(request.form);
const key = Object.keys(schema.properties ?? {})[0]!;

afterAll(() => setValidatorEngine('auto'));

describe("rjsf's validator", () => {
  it('is the code-generation-free one by default, and checks', () => {
    expect(validatorEngine()).toBe('interpreted');
    const validator = rjsfValidator();
    expect('ajv' in validator).toBe(false);
    expect(validator.isValid(schema, { [key]: 'ada@example.com' }, schema)).toBe(true);
    expect(validator.validateFormData({ [key]: 'nope' }, schema).errors).toHaveLength(1);
  });

  it("is @rjsf/validator-ajv8's after enableAjv(), with the same verdicts", () => {
    enableAjv();
    expect(validatorEngine()).toBe('ajv');
    const validator = rjsfValidator();
    expect('ajv' in validator).toBe(true);
    expect(validator.isValid(schema, { [key]: 'ada@example.com' }, schema)).toBe(true);
    expect(validator.validateFormData({ [key]: 'nope' }, schema).errors).toHaveLength(1);
  });
});
