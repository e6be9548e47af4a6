import { describe, expect, it } from 'vitest';
import { normalizeRequest } from './normalizeRequest.js';
import {
  MAX_FIELDS,
  MAX_MESSAGE_CHARACTERS,
  MESSAGE_FOLD,
  foldedMessage,
  tooLargeToShow,
} from './questionLimits.js';

function fields(count: number) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`f${i}`] = { type: 'string' };
  return { type: 'object', properties };
}

describe('question limits', () => {
  it('keeps a message up to the fold whole, and folds a longer one at a space', () => {
    const short = 'a '.repeat(MESSAGE_FOLD / 2);
    expect(foldedMessage(short)).toBe(short);
    const long = `START ${'lorem ipsum dolor '.repeat(60_000)}`;
    const shown = foldedMessage(long);
    expect(long.startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(MESSAGE_FOLD);
    expect(shown.length).toBeGreaterThan(MESSAGE_FOLD - 200);
    expect(long[shown.length]).toMatch(/\s/);
  });

  it('never folds inside a surrogate pair', () => {
    const message = `${'x'.repeat(MESSAGE_FOLD - 1)}😀${'y'.repeat(10)}`;
    const shown = foldedMessage(message);
    expect(shown).toBe('x'.repeat(MESSAGE_FOLD - 1));
  });

  it('tells the host, in the request, when a question is past the limits, and by how much', () => {
    const huge = normalizeRequest({ message: 'Many', requestedSchema: fields(MAX_FIELDS + 1) });
    expect(huge.diagnostics[0]).toMatchObject({
      code: 'too-large',
      severity: 'error',
      msg: {
        key: 'diagnostic.tooLarge',
        values: { fields: MAX_FIELDS + 1, characters: 4, maxFields: MAX_FIELDS },
      },
    });
    expect(tooLargeToShow(huge)).toEqual({
      fields: MAX_FIELDS + 1,
      characters: 4,
      maxFields: MAX_FIELDS,
      maxCharacters: MAX_MESSAGE_CHARACTERS,
    });
    const long = normalizeRequest({
      mode: 'url',
      message: 'x'.repeat(MAX_MESSAGE_CHARACTERS + 1),
      url: 'https://example.com/',
    });
    expect(long.diagnostics.map((d) => d.code)).toContain('too-large');
  });

  it('a 20,000-field form and a 1 MB message are inside the limits', () => {
    const form = normalizeRequest({ message: 'Many', requestedSchema: fields(20_000) });
    const message = normalizeRequest({
      message: 'x'.repeat(1_000_000),
      requestedSchema: fields(1),
    });
    for (const request of [form, message]) {
      expect(tooLargeToShow(request)).toBeUndefined();
      expect(request.diagnostics.map((d) => d.code)).not.toContain('too-large');
    }
  });
});
