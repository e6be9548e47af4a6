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
    expect(model.fieldView('amount')?.preview).toEqual({
      key: 'number.sent',
      values: { value: '1.5' },
    });
    expect(de.format(model.fieldView('amount')!.preview!)).toBe('= 1.5');
    expect(model.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { amount: 1.5 } },
    });
  });

  it('shows nothing when the text already is the number', () => {
    const model = createQuestion(schema, { localizer: de });
    model.setValue('amount', '2');
    expect(model.fieldView('amount')?.preview).toBeUndefined();
    model.setValue('n', '١٢');
    expect(model.fieldView('n')?.preview).toEqual({ key: 'number.sent', values: { value: '12' } });
  });

  it('refuses ambiguous text with a message that names both readings', () => {
    const model = createQuestion(schema, { localizer: de });
    model.setValue('amount', '1.500');
    expect(model.fieldView('amount')?.preview).toBeUndefined();
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

describe('dates in the person’s words', () => {
  const dates = {
    type: 'object',
    properties: { day: { type: 'string', format: 'date', title: 'Tag' } },
    required: ['day'],
  };

  it('under German, "24.12.2026" is shown back as the day and sent as 2026-12-24', () => {
    const model = createQuestion(dates, { localizer: de });
    model.setValue('day', '24.12.2026');
    expect(model.fieldView('day')?.preview).toEqual({
      key: 'date.sent',
      values: { date: de.date('2026-12-24', 'date'), iso: '2026-12-24' },
    });
    expect(de.format(model.fieldView('day')!.preview!)).toBe('= 24. Dezember 2026 (2026-12-24)');
    expect(model.submit()).toEqual({
      ok: true,
      result: { action: 'accept', content: { day: '2026-12-24' } },
    });
  });

  it('"tomorrow" is sent as the day after the device’s today', () => {
    const model = createQuestion(dates, { localizer: createLocalizer() });
    const before = new Date();
    model.setValue('day', 'tomorrow');
    const outcome = model.submit();
    const after = new Date();
    const iso = (d: Date) => {
      const t = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
      return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    };
    // Midnight may pass between the two readings of the clock; either day is right then.
    expect(outcome.ok && outcome.result.content?.day).toBeOneOf([iso(before), iso(after)]);
  });

  it('an ISO date needs no preview; an unreadable one is refused and kept', () => {
    const model = createQuestion(dates, { localizer: de });
    model.setValue('day', '2026-12-24');
    expect(model.fieldView('day')?.preview).toBeUndefined();
    model.setValue('day', '24.12.26');
    expect(model.fieldView('day')?.preview).toBeUndefined();
    expect(model.submit().ok).toBe(false);
    expect(model.getState().answers.day?.value).toBe('24.12.26');
  });
});
