import type { FormElicitation } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { normalizeElicitation } from './normalizeElicitation.js';

const ask = (requestedSchema: unknown, message = 'Seats?') => ({ message, requestedSchema });
const numberWithDefault = (value: unknown) => ({
  type: 'object',
  properties: { n: { type: 'number', default: value } },
});

function form(params: unknown) {
  return (normalizeElicitation(params) as FormElicitation).form;
}

/** What core reads from the same params, uncached, for comparison. */
function fresh(params: unknown) {
  return (normalizeRequest(params) as FormElicitation).form;
}

describe('normalizeElicitation', () => {
  it('reuses the form of a requestedSchema with the same content, and reads each message afresh', () => {
    const first = normalizeElicitation(ask(numberWithDefault(3), 'First')) as FormElicitation;
    const second = normalizeElicitation(ask(numberWithDefault(3), 'Second')) as FormElicitation;
    expect(second.form).toBe(first.form);
    expect(second.message).toBe('Second');
  });

  // JSON would write every one of these pairs the same way; each pair must normalise apart, in
  // either order (the first of a pair is what the cache holds when the second comes).
  it.each([
    ['NaN', 'null', Number.NaN, null],
    ['-0', '0', -0, 0],
    ['Infinity', 'null', Number.POSITIVE_INFINITY, null],
    ['-Infinity', 'Infinity', Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
    ['undefined', 'null', undefined, null],
  ])('a default of %s and one of %s get their own forms', (_a, _b, a, b) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const first = form(ask(numberWithDefault(x)));
      const second = form(ask(numberWithDefault(y)));
      expect(first).toEqual(fresh(ask(numberWithDefault(x))));
      expect(second).toEqual(fresh(ask(numberWithDefault(y))));
      const defaults = [first, second].map((f) => (f.fields[0] as { default?: unknown }).default);
      expect(Object.is(defaults[0], x === null || x === undefined ? undefined : x)).toBe(true);
      expect(Object.is(defaults[1], y === null || y === undefined ? undefined : y)).toBe(true);
    }
  });

  it('a property whose value is undefined is a field; a schema without it has none', () => {
    const withIt = { type: 'object', properties: { a: undefined } };
    const without = { type: 'object', properties: {} };
    expect(form(ask(withIt)).fields.map((f) => f.name)).toEqual(['a']);
    expect(form(ask(without)).fields).toEqual([]);
    expect(form(ask(withIt)).fields.map((f) => f.name)).toEqual(['a']);
  });

  it('fields follow each schema’s own key order', () => {
    const ab = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' } } };
    const ba = { type: 'object', properties: { b: { type: 'number' }, a: { type: 'string' } } };
    expect(form(ask(ab)).fields.map((f) => f.name)).toEqual(['a', 'b']);
    expect(form(ask(ba)).fields.map((f) => f.name)).toEqual(['b', 'a']);
  });

  it('names made of quotes and separators cannot pass for another schema’s structure', () => {
    // Written out without quoting, both would read {a":{"type":"string"},"b:{type:string}}.
    const one = { type: 'object', properties: { 'a":{"type":"string"},"b': { type: 'string' } } };
    const two = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
    };
    expect(form(ask(one)).fields.map((f) => f.name)).toEqual(['a":{"type":"string"},"b']);
    expect(form(ask(two)).fields.map((f) => f.name)).toEqual(['a', 'b']);
  });

  it('an own "__proto__" property (as JSON.parse makes it) stays a property', () => {
    const text =
      '{"type":"object","properties":{"__proto__":{"type":"string"},"x":{"type":"string"}}}';
    expect(form(ask(JSON.parse(text))).fields.map((f) => f.name)).toEqual(['__proto__', 'x']);
    expect(form(ask(JSON.parse(text)))).toEqual(fresh(ask(JSON.parse(text))));
  });

  it('a shared form is frozen: a renderer that changes it changes nothing for the next question', () => {
    const schema = () => ({
      type: 'object',
      properties: { seats: { type: 'integer', title: 'Seats', minimum: 1 } },
      required: ['seats'],
    });
    const shown = form(ask(schema()));
    const field = shown.fields[0] as { label: string; minimum?: number };
    expect(() => {
      field.label = 'Password';
    }).toThrow(TypeError);
    expect(() => {
      field.minimum = -5;
    }).toThrow(TypeError);
    expect(() => (shown.fields as unknown[]).push({ name: 'extra' })).toThrow(TypeError);
    expect(() => {
      shown.accept.enabled = false;
    }).toThrow(TypeError);
    expect(form(ask(schema()))).toEqual(fresh(ask(schema())));
  });

  it('a schema that is not plain data is read as it is, never cached', () => {
    class Schema {
      type = 'object';
      properties = { a: { type: 'string' } };
    }
    const first = form(ask(new Schema()));
    expect(first).toEqual(fresh(ask(new Schema())));
    expect(form(ask(new Schema()))).not.toBe(first);
  });

  it('a getter that answers differently on a later read cannot file a form under other content', () => {
    let reads = 0;
    const shifty = {
      type: 'object',
      properties: {
        get n() {
          reads++;
          return reads === 1 ? { type: 'string' } : { type: 'number' };
        },
      },
    };
    form(ask(shifty));
    // Whatever was read for the shifty schema, the plain schemas get their own forms.
    const asString = { type: 'object', properties: { n: { type: 'string' } } };
    const asNumber = { type: 'object', properties: { n: { type: 'number' } } };
    expect(form(ask(asString)).fields[0]?.kind).toBe('text');
    expect(form(ask(asNumber)).fields[0]?.kind).toBe('number');
  });

  it('the request around a cached form is read afresh (no message is a diagnostic each time)', () => {
    const schema = () => ({ type: 'object', properties: { a: { type: 'string' } } });
    normalizeElicitation(ask(schema()));
    const without = normalizeElicitation({ requestedSchema: schema() });
    expect(without.diagnostics.map((d) => d.code)).toContain('missing-message');
    expect(without).toEqual(normalizeRequest({ requestedSchema: schema() }));
  });
});
