// The explicit core → rjsf mapping: safe keys, uniqueItems, options as a plain enum with core's
// labels in ui:enumNames, number fields through StringField, unsupported fields without a value,
// and no `default` anywhere (core's model is the answer state of record).
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
    plain: { type: 'string', enum: ['x', 'y'] },
    bidi: { type: 'string', enum: ['a\u202eb'] },
    blank: { type: 'string', oneOf: [{ const: 'b\u202ec', title: '\u202e' }] },
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
    expect(Object.keys(props)).toEqual(Array.from({ length: 11 }, (_, i) => `f${i}`));
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
    expect(uiSchema[key('count')]?.['ui:field']).toBe('StringField');
    expect(uiSchema[key('when')]?.['ui:widget']).toBe('EkDateTime');
    expect(uiSchema[key('code')]?.['ui:field']).toBe('EkUnsupported');
  });

  it('sends options as a plain enum of their values, labelled by core in ui:enumNames', () => {
    // Titled single and multi, legacy enumNames: values in the enum, titles as the names.
    expect(props[key('hero')]).toEqual({ type: 'string', title: 'hero', enum: ['h1'] });
    expect(uiSchema[key('hero')]?.['ui:enumNames']).toEqual(['Superman']);
    expect(props[key('fish')]?.['items']).toEqual({ type: 'string', enum: ['f1'] });
    expect(uiSchema[key('fish')]?.['items']).toEqual({ 'ui:enumNames': ['Tuna'] });
    expect(props[key('pet')]?.['enum']).toEqual(['p1', 'p2']);
    expect(uiSchema[key('pet')]?.['ui:enumNames']).toEqual(['Cats', 'Dogs']);
    // Plain values need no names; a value core had to clean is named by its clean text.
    expect(uiSchema[key('plain')]?.['ui:enumNames']).toBeUndefined();
    expect(uiSchema[key('tags')]?.['items']).toBeUndefined();
    expect(props[key('bidi')]?.['enum']).toEqual(['a\u202eb']);
    expect(uiSchema[key('bidi')]?.['ui:enumNames']).toEqual(['a\ufffdb']);
    // A title of nothing but a bidi override is named by core's mark, never by the raw value.
    expect(props[key('blank')]?.['enum']).toEqual(['b\u202ec']);
    expect(uiSchema[key('blank')]?.['ui:enumNames']).toEqual(['\ufffd']);
  });

  it('keeps an option left unlabelled as a oneOf const (rjsf would show an empty name as the raw value)', () => {
    // Core now marks what it hides, so only a form built by hand can carry an empty label.
    const [field] = normalizeSchema({
      type: 'object',
      properties: { blank: { type: 'string', oneOf: [{ const: 'b\u202ec', title: 'B' }] } },
    }).fields;
    if (field?.kind !== 'select') throw new Error('expected a select');
    const unlabelled = toRjsf({
      ...form,
      fields: [{ ...field, options: field.options.map((o) => ({ ...o, label: '' })) }],
    });
    const blank = (unlabelled.schema.properties as Record<string, Record<string, unknown>>)['f0'];
    expect(blank?.['oneOf']).toEqual([{ const: 'b\u202ec', title: '' }]);
    expect(blank?.['enum']).toBeUndefined();
    expect(unlabelled.uiSchema['f0']?.['ui:enumNames']).toBeUndefined();
  });

  it('carries no default: rjsf has nothing to invent from', () => {
    expect(JSON.stringify(schema)).not.toContain('"default"');
  });
});
