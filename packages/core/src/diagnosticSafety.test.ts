import { describe, expect, it } from 'vitest';
import { normalizeSchema } from './normalizeSchema.js';

describe('diagnostics quote server text safely', () => {
  it('strips escape and bidi characters from names quoted in messages', () => {
    const form = normalizeSchema({
      type: 'object',
      properties: { 'evil\u001b[31m\u202ename': { type: 'object' } },
      required: ['ghost\u001b]0;title\u0007'],
    });
    expect(form.diagnostics.length).toBeGreaterThan(0);
    for (const d of form.diagnostics) {
      // eslint-disable-next-line no-control-regex -- the point is that these are absent
      expect(d.message).not.toMatch(/[\u001b\u0007\u202e]/);
    }
  });

  it('ignores a deeply nested invalid default without blocking the form', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const form = normalizeSchema({
      type: 'object',
      properties: { name: { type: 'string', default: deep }, other: { type: deep } },
    });
    const name = form.fields.find((f) => f.name === 'name');
    expect(name?.kind).toBe('text');
    expect(name?.default).toBeUndefined();
    expect(form.diagnostics.map((d) => d.code)).toContain('invalid-default');
    expect(form.diagnostics.map((d) => d.code)).not.toContain('internal-error');
    expect(form.fields.find((f) => f.name === 'other')?.kind).toBe('unsupported');
  });
});
