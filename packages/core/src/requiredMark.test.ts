import { describe, expect, it } from 'vitest';
import { normalizeSchema } from './normalizeSchema.js';
import { requiredNoteMsg, showsRequiredMark } from './requiredMark.js';

const { fields } = normalizeSchema({
  type: 'object',
  properties: { name: { type: 'string' }, note: { type: 'string' } },
  required: ['name'],
});

describe('the required mark (design-language.md §2)', () => {
  it('marks required fields and states the meaning once by default', () => {
    expect(fields.map((f) => showsRequiredMark(f, 'required'))).toEqual([true, false]);
    expect(requiredNoteMsg(fields, 'required')).toEqual({ key: 'form.requiredNote' });
  });

  it('marks nothing and says nothing under the "(optional)" style, or when no field is required', () => {
    expect(fields.map((f) => showsRequiredMark(f, 'optional'))).toEqual([false, false]);
    expect(requiredNoteMsg(fields, 'optional')).toBeUndefined();
    expect(requiredNoteMsg(fields.slice(1), 'required')).toBeUndefined();
  });
});
