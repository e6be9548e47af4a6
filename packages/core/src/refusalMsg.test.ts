// A refused question names the field and why, in one line (issue 46): every reason core gives for
// a field it cannot ask has its own words, the nullable type too, and no line falls to "other".
import { describe, expect, it } from 'vitest';
import { english } from './messages/english.js';
import { normalizeRequest } from './normalizeRequest.js';
import { refusalMsg } from './refusalMsg.js';

const lineFor = (property: unknown, name = 'address') => {
  const msg = refusalMsg(
    normalizeRequest({
      message: 'Fill this in.',
      requestedSchema: { type: 'object', properties: { ok: { type: 'string' }, [name]: property } },
    }),
  );
  return msg && english.format(msg);
};

describe('refusalMsg', () => {
  it.each([
    [
      { type: 'object', properties: {} },
      'address: nested objects are not part of an elicitation schema',
    ],
    [
      { type: ['string', 'null'] },
      'address: a type that may be null is not part of an elicitation schema (leave the field out of "required" instead)',
    ],
    [
      { anyOf: [{ type: 'string' }, { type: 'null' }] },
      'address: a type that may be null is not part of an elicitation schema (leave the field out of "required" instead)',
    ],
    [
      { type: ['string', 'number'] },
      'address: a field of several types is not part of an elicitation schema',
    ],
    [{ title: 'no type' }, 'address: a field needs a "type"'],
    [{ type: 'null' }, 'address: type "null" is not part of an elicitation schema'],
    ['not a schema', 'address: its schema is not an object'],
    [{ $ref: '#/$defs/missing' }, 'address: it refers to a definition that could not be found'],
    [
      { type: 'array', items: { type: 'number' } },
      'address: its options are not a list of text choices',
    ],
  ])('%j → %s', (property, line) => {
    expect(lineFor(property)).toBe(line);
  });

  it('a field named __proto__: its name is unsafe', () => {
    expect(lineFor({ type: 'string' }, '__proto__')).toBe('__proto__: its name is unsafe');
  });

  it('a hostile field name is shown display-safe', () => {
    expect(lineFor({ type: 'object' }, 'a\u202Eb\nc')).not.toMatch(/[\u202E\n]/);
  });

  it('a request core reads plainly gives no line; one without a schema gives its error', () => {
    expect(lineFor({ type: 'string' })).toBeUndefined();
    const msg = refusalMsg(normalizeRequest({ message: 'x' }));
    expect(msg && english.format(msg)).toBeTruthy();
  });
});
