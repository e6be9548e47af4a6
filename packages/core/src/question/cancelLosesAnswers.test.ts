import { describe, expect, it } from 'vitest';
import { normalizeSchema } from '../normalizeSchema.js';
import { cancelLosesAnswers } from './cancelLosesAnswers.js';
import { createQuestion } from './createQuestion.js';

const form = normalizeSchema({
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    size: { type: 'string', enum: ['S', 'M', 'L'], default: 'M' },
  },
});

describe('cancelLosesAnswers', () => {
  it('is false for an untouched question, defaults included, and for focus passing through', () => {
    const q = createQuestion(form);
    q.leave('name');
    expect(cancelLosesAnswers(q.getState())).toBe(false);
  });

  it('is true once the person typed an answer, or emptied a default', () => {
    const typed = createQuestion(form);
    typed.setValue('name', 'Ada');
    expect(cancelLosesAnswers(typed.getState())).toBe(true);
    const emptied = createQuestion(form);
    emptied.clear('size');
    expect(cancelLosesAnswers(emptied.getState())).toBe(true);
  });

  it('is true for answers carried over from an earlier showing', () => {
    const q = createQuestion(form, { answers: { name: 'Ada' } });
    expect(cancelLosesAnswers(q.getState())).toBe(true);
  });
});
