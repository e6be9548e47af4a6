import { describe, expect, it } from 'vitest';
import { normalizeSchema } from './normalizeSchema.js';
import { acceptResult } from './acceptResult.js';
import { acceptUrlResult, cancelResult, declineResult } from './results.js';

describe('results', () => {
  const form = normalizeSchema({
    type: 'object',
    properties: { age: { type: 'integer' } },
    required: ['age'],
  });

  it('builds an accept only from valid content, coerced', () => {
    expect(acceptResult(form, { age: '30' })).toEqual({
      ok: true,
      result: { action: 'accept', content: { age: 30 } },
    });
    expect(acceptResult(form, { age: 'thirty' })).toEqual({
      ok: false,
      errors: [
        {
          field: 'age',
          msg: { key: 'hint.integer.any' },
          message: 'Enter a whole number',
          keyword: 'type',
        },
      ],
    });
  });

  it('sends no content with a URL accept, a decline or a cancel', () => {
    expect([acceptUrlResult(), declineResult(), cancelResult()]).toEqual([
      { action: 'accept' },
      { action: 'decline' },
      { action: 'cancel' },
    ]);
  });
});
