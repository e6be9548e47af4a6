// The explicit core → rjsf mapping: safe keys, uniqueItems, ui:enumNames, titled options as
// oneOf/anyOf consts, number fields through StringField, unsupported fields without a value, and
// no `default` anywhere (core's model is the answer state of record).
import { normalizeSchema } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { toRjsf } from './toRjsf.js';

const form = normalizeSchema({
  type: 'object',
  properties: {
    'first name': { type: 'string', title: 'First name', default: 'Ada' },
    count: { type: 'integer', minimum: 1 },
    tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['a'] },
    fish: { type: 'array', items: { anyOf: [{ const: 'f1', title: 'Tuna' }] } },
    pet: { type: 'string', enum: ['p1', 'p2'], enumNames: ['Cats', 'Dogs'] },
    hero: { type: 'string', oneOf: [{ const: 'h1', title: 'Superman' }] },
    when: { type: 'string', format: 'date-time' },
    code: { type: 'string', pattern: '^[0-9]+$' },
  },
  required: ['first name', 'code'],
});

describe('toRjsf', () => {
  const { schema, uiSchema, keyByName } = toRjsf(form);
  const props = schema.properties as Record<string, Record<string, unknown>>;
  const key = (name: string) => keyByName.get(name) ?? '';

  it('uses safe keys in field order, with core labels as titles', () => {
    expect(Object.keys(props)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']);
    expect(props[key('first name')]?.['title']).toBe('First name');
    // The unsupported required field is not required of rjsf (it can never be answered there).
    expect(schema.required).toEqual([key('first name')]);
  });

  it('maps each kind explicitly', () => {
    expect(props[key('tags')]).toMatchObject({
      type: 'array',
      uniqueItems: true,
      items: { enum: ['a', 'b'] },
    });
    expect(props[key('fish')]).toMatchObject({
      uniqueItems: true,
      items: { anyOf: [{ const: 'f1', title: 'Tuna' }] },
    });
    expect(uiSchema[key('pet')]?.['ui:enumNames']).toEqual(['Cats', 'Dogs']);
    expect(props[key('hero')]?.['oneOf']).toEqual([{ const: 'h1', title: 'Superman' }]);
    expect(uiSchema[key('count')]?.['ui:field']).toBe('StringField');
    expect(uiSchema[key('when')]?.['ui:widget']).toBe('EkDateTime');
    expect(uiSchema[key('code')]?.['ui:field']).toBe('EkUnsupported');
  });

  it('carries no default: rjsf has nothing to invent from', () => {
    expect(JSON.stringify(schema)).not.toContain('"default"');
  });
});
