import { describe, expect, it } from 'vitest';
import type { DiagnosticCode } from './diagnostic.js';
import { diagnosticMsg } from './diagnosticMsg.js';
import { fieldHintMsg, isGenericHint } from './fieldHint.js';
import { createLocalizer } from './messages/createLocalizer.js';
import { en } from './messages/en.js';
import type { LocaleCatalogue, MessageKey, Messages, Msg } from './messages/types.js';
import { normalizeRequest } from './normalizeRequest.js';
import { normalizeSchema } from './normalizeSchema.js';
import { outcomeText } from './outcomeText.js';
import { taskStatusLine } from './taskText.js';
import { validateContent } from './validateContent.js';
import { visibleHintMsg } from './visibleHintMsg.js';

// Every catalogue message marked ⟪…⟫: English from core that bypassed the catalogue shows up bare.
const marked: LocaleCatalogue = {
  locale: 'en',
  dir: 'ltr',
  messages: Object.fromEntries(
    Object.entries(en).map(([k, v]) => [k, `⟪${v}⟫`]),
  ) as unknown as Messages,
};

const form = normalizeSchema({
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    amount: { type: 'number', title: 'Amount', minimum: 0 },
    kind: { type: 'string', enum: ['a', 'b'] },
    day: { type: 'string', format: 'date', title: 'Day' },
  },
  required: ['name'],
});

describe('core hands out descriptors', () => {
  it('validation errors carry a key and values, and English only in `message`', () => {
    const { errors } = validateContent(form, { name: 'A', amount: 'lots' });
    expect(errors.map((e) => e.msg)).toEqual<Msg[]>([
      { key: 'error.text.atLeast', values: { min: 2 } },
      { key: 'hint.number.atLeast', values: { min: 0 } },
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      'Enter at least 2 characters',
      'Enter a number of at least 0',
    ]);
  });

  it('hides a hint the error repeats by key and values, the same in any language', () => {
    const amount = form.fields[1]!;
    const error = validateContent(form, { name: 'Ada', amount: 'x' }).errors[0]!.msg;
    expect(visibleHintMsg(amount, error)).toBeUndefined();
    expect(visibleHintMsg(amount, { key: 'error.required' })).toEqual(fieldHintMsg(amount));
  });

  it('hides a hint whose limit the error restates ("Choose at most 3" beside "Choose between 1 and 3")', () => {
    const { fields } = normalizeSchema({
      type: 'object',
      properties: {
        tags: {
          type: 'array',
          minItems: 1,
          maxItems: 3,
          items: { type: 'string', enum: ['a', 'b', 'c', 'd'] },
        },
      },
    });
    const tags = fields[0]!;
    expect(fieldHintMsg(tags)).toEqual({ key: 'hint.multi.between', values: { min: 1, max: 3 } });
    expect(visibleHintMsg(tags, { key: 'error.multi.atMost', values: { max: 3 } })).toBeUndefined();
    expect(visibleHintMsg(tags, { key: 'error.required' })).toEqual(fieldHintMsg(tags));
  });

  it('marks generic hints by key, not by comparing English', () => {
    expect(form.fields.map((f) => isGenericHint(fieldHintMsg(f)))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('gives every diagnostic a person-facing descriptor with a message in the catalogue', () => {
    const codes: Exclude<DiagnosticCode, 'url-blocked'>[] = [
      'not-an-object',
      'missing-message',
      'missing-schema',
      'schema-not-object',
      'no-properties',
      'empty-form',
      'ignored-keyword',
      'ref-inlined',
      'ref-unresolved',
      'nullable-collapsed',
      'type-inferred',
      'enum-names-mismatch',
      'duplicate-option',
      'invalid-option',
      'invalid-default',
      'invalid-constraint',
      'unsupported-property',
      'required-unsupported',
      'required-unknown',
      'unsafe-key',
      'secret-requested',
      'unknown-mode',
      'unsupported-dialect',
      'internal-error',
    ];
    for (const code of codes) expect(en[diagnosticMsg(code, 'warning').key]).toBeTruthy();
    const request = normalizeRequest({ mode: 'url', message: 'Go', url: 'javascript:alert(1)' });
    expect(request.diagnostics[0]?.msg).toEqual({
      key: 'url.problem.scheme',
      values: { scheme: 'javascript' },
    });
    const secret = normalizeSchema({
      type: 'object',
      properties: { pw: { type: 'string', title: 'Password' } },
    });
    expect(secret.diagnostics.find((d) => d.code === 'secret-requested')?.msg).toEqual({
      key: 'diagnostic.secretRequested',
      values: { field: 'Password' },
    });
  });

  it('a blocked form says why through a descriptor', () => {
    const blocked = normalizeSchema({ type: 'array' });
    expect(blocked.accept).toEqual({ enabled: false, reason: { key: 'blocked.malformed' } });
    expect(validateContent(blocked, {}).errors[0]?.msg).toEqual({ key: 'blocked.malformed' });
  });

  it('outcomes and task lines use only the localizer’s words, numbers and dates', () => {
    const l = createLocalizer(marked);
    const text = outcomeText(
      { action: 'accept', content: { name: 'Ada', amount: 1234.5, day: '2026-07-28' } },
      { fields: form.fields, localizer: l },
    );
    expect(text).toBe(
      '⟪Sent to ⟪the server⟫: ⟪Name: "Ada"⟫ · ⟪Amount: 1,234.5⟫ · ⟪Day: July 28, 2026⟫⟫',
    );
    const de = createLocalizer({ locale: 'de', dir: 'ltr', messages: en as unknown as Messages });
    expect(
      outcomeText(
        { action: 'accept', content: { amount: 1234567.5, day: '2026-07-28', kind: 'b' } },
        { fields: form.fields, localizer: de, who: 'crm' },
      ),
    ).toBe('Sent to crm: Amount: 1.234.567,5 · Day: 28. Juli 2026 · kind: b');
    expect(taskStatusLine({ taskId: 't1', status: 'input_required' }, l)).toBe(
      '⟪task t1 · ⟪input required⟫⟫',
    );
  });

  it('reads numbers the locale’s way when given a localizer, and explains ambiguity', () => {
    const de = createLocalizer({ locale: 'de', dir: 'ltr', messages: en as unknown as Messages });
    expect(validateContent(form, { name: 'Ada', amount: '1,5' }, { localizer: de })).toMatchObject({
      valid: true,
      content: { amount: 1.5 },
    });
    // Without a localizer, "1,5" is not a number (unchanged behaviour).
    expect(validateContent(form, { name: 'Ada', amount: '1,5' }).valid).toBe(false);
    const ambiguous = validateContent(form, { name: 'Ada', amount: '1.500' }, { localizer: de });
    const key: MessageKey | undefined = ambiguous.errors[0]?.msg.key;
    expect(key).toBe('number.ambiguous');
    expect(de.format(ambiguous.errors[0]!.msg)).toBe(
      '“1.500” could mean 1.500 or 1,5: write it without a thousands separator',
    );
  });
});
