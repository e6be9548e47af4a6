// Which tool input schemas the web demo's arguments form takes, and how example arguments become
// core's model: the Chromium tests (toolArgs.test.ts) drive the page; these pin each decision.
import { contentOf } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import type { ArgumentForm } from '../../apps/web/src/argumentForm.js';
import { argumentForm, modelFromArguments } from '../../apps/web/src/argumentForm.js';
import { createDemoWords } from '../../apps/web/src/locales/createDemoWords.js';
import en from '../../apps/web/src/locales/en.js';

const words = createDemoWords(en);

/** The JSON-only note as the page draws it in English, or undefined when a form is offered. */
function noteOf(shape: ArgumentForm): string | undefined {
  return shape.jsonOnly
    ?.map((note) => ('demo' in note ? words.demo(note.demo) : words.kit.format(note.kit)))
    .join(' ');
}

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});

describe('argumentForm: a form, or the JSON editor and why', () => {
  it('a flat schema is a form; x-mcp-header and a local $ref inside a property do not stop it', () => {
    const shape = argumentForm(
      object(
        {
          region: { type: 'string', 'x-mcp-header': 'Region' },
          size: { $ref: '#/$defs/Size' },
        },
        { required: ['region'], $defs: { Size: { type: 'integer', minimum: 1 } } },
      ),
    );
    expect(noteOf(shape)).toBeUndefined();
    expect(shape.form.fields.map((f) => [f.name, f.kind])).toEqual([
      ['region', 'text'],
      ['size', 'integer'],
    ]);
  });

  it('nested objects and lists of objects: JSON, naming them', () => {
    const shape = argumentForm(
      object({
        customer: object({ name: { type: 'string' } }),
        items: { type: 'array', items: object({ sku: { type: 'string' } }) },
        note: { type: 'string' },
      }),
    );
    expect(noteOf(shape)).toBe(
      'A form cannot express customer, items: edit the arguments as JSON.',
    );
  });

  it.each([
    [
      'a top-level $ref',
      { $ref: '#/$defs/A', $defs: { A: object({ a: { type: 'string' } }) } },
      '"$ref"',
    ],
    ['allOf', { allOf: [object({ a: { type: 'string' } })] }, '"allOf"'],
    [
      'oneOf',
      { oneOf: [object({ a: { type: 'string' } }), object({ b: { type: 'string' } })] },
      '"oneOf"',
    ],
    ['arguments of any name', { additionalProperties: { type: 'string' } }, 'any name'],
  ])('%s: JSON, never a form with the wrong fields (or "no arguments")', (_, extra, why) => {
    const shape = argumentForm({ type: 'object', ...extra });
    expect(noteOf(shape)).toMatch(/^A form cannot express this schema: /);
    expect(noteOf(shape)).toContain(why);
  });

  it('no properties at all is a form with no fields (the tool takes no arguments)', () => {
    const shape = argumentForm({ type: 'object' });
    expect(noteOf(shape)).toBeUndefined();
    expect(shape.form.fields).toEqual([]);
  });
});

describe('modelFromArguments: core’s model started from example arguments', () => {
  const { form } = argumentForm(
    object(
      {
        service: { type: 'string' },
        replicas: { type: 'integer', minimum: 1, maximum: 10, default: 2 },
        dry_run: { type: 'boolean', default: true },
        regions: { type: 'array', items: { type: 'string', enum: ['eu', 'us'] } },
      },
      { required: ['service'] },
    ),
  );

  it('given values are answers, left-out ones keep the schema default', () => {
    const model = modelFromArguments(form, { service: 'api', regions: ['us'] });
    expect(contentOf(form, model.getState())).toEqual({
      service: 'api',
      replicas: 2,
      dry_run: true,
      regions: ['us'],
    });
    expect(model.validate().valid).toBe(true);
  });

  it('null clears a default; a value of the wrong shape stays visible and fails core’s check', () => {
    const model = modelFromArguments(form, { service: 'api', dry_run: null, replicas: { n: 3 } });
    expect(contentOf(form, model.getState())).toEqual({ service: 'api', replicas: '{"n":3}' });
    expect(model.validate().errors).toMatchObject([
      { field: 'replicas', message: 'Enter a whole number from 1 to 10', keyword: 'type' },
    ]);
  });
});
