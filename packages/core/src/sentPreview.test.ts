import { describe, expect, it } from 'vitest';
import { createQuestion } from './question/createQuestion.js';
import { createLocalizer } from './messages/createLocalizer.js';
import { en } from './messages/en.js';
import type { Messages } from './messages/types.js';

const de = createLocalizer({ locale: 'de', dir: 'ltr', messages: en as unknown as Messages });
const schema = {
  type: 'object',
  properties: { amount: { type: 'number', title: 'Betrag' }, n: { type: 'integer' } },
  required: ['amount'],
};

describe('locale-aware numbers in the form model', () => {
  it('under German, "1,5" is sent as the number 1.5 and the form shows "= 1.5"', () => {
    const model = createQuestion(schema, { localizer: de });
    model.setValue('amount', '1,5');
    expect(model.sentPreview('amount')).toEqual({ key: 'number.sent', values: { value: '1.5' } });
    expect(de.format(model.sentPreview('amount')!)).toBe('= 1.5');
    expect(model.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { amount: 1.5 } },
    });
  });

  it('shows nothing when the text already is the number', () => {
    const model = createQuestion(schema, { localizer: de });
    model.setValue('amount', '2');
    expect(model.sentPreview('amount')).toBeUndefined();
    model.setValue('n', '١٢');
    expect(model.sentPreview('n')).toEqual({ key: 'number.sent', values: { value: '12' } });
  });

  it('refuses ambiguous text with a message that names both readings', () => {
    const model = createQuestion(schema, { localizer: de });
    model.setValue('amount', '1.500');
    expect(model.sentPreview('amount')).toBeUndefined();
    const outcome = model.submit();
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0]?.msg).toEqual({
      key: 'number.ambiguous',
      values: { text: '1.500', first: 1500, second: 1.5 },
    });
    // Not sent: the answer is kept for the person to fix.
    expect(model.getState().result).toBeUndefined();
  });

  it('without a localizer keeps the plain reading', () => {
    const model = createQuestion(schema);
    model.setValue('amount', '1,5');
    expect(model.submit().ok).toBe(false);
  });
});
