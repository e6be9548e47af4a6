import { describe, expect, it } from 'vitest';
import type { Field } from './field.js';
import type { FormSchema } from './normalizeSchema.js';
import { normalizeSchema } from './normalizeSchema.js';
import { RADIO_MAX_OPTIONS, widgetFor } from './widgetFor.js';
import { inEnglish } from './messages/english.js';

/** Why Accept is blocked, in English; undefined when it is not. */
const blockedReason = (form: FormSchema) =>
  form.accept.enabled ? undefined : inEnglish(form.accept.reason);

const schemaOf = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  normalizeSchema({ type: 'object', properties, ...extra });

function only(form: FormSchema): Field {
  expect(form.fields).toHaveLength(1);
  return form.fields[0] as Field;
}

const codes = (form: FormSchema) => form.diagnostics.map((d) => d.code);

describe('$schema', () => {
  it('draft 2020-12 or none: no diagnostic', () => {
    expect(codes(schemaOf({ a: { type: 'string' } }))).not.toContain('unsupported-dialect');
    for (const dialect of [
      'https://json-schema.org/draft/2020-12/schema',
      'https://json-schema.org/draft/2020-12/schema#',
    ]) {
      expect(codes(schemaOf({ a: { type: 'string' } }, { $schema: dialect }))).not.toContain(
        'unsupported-dialect',
      );
    }
  });

  it('any other dialect (or a non-string) gets a warning naming it; the form is still read', () => {
    for (const dialect of ['http://json-schema.org/draft-07/schema#', 'draft-04', 42, null]) {
      const form = schemaOf({ a: { type: 'string' } }, { $schema: dialect });
      const diagnostic = form.diagnostics.find((d) => d.code === 'unsupported-dialect');
      expect(diagnostic?.severity).toBe('warning');
      expect(diagnostic?.message).toContain(JSON.stringify(dialect));
      expect(form.accept.enabled).toBe(true);
      expect(form.fields.map((f) => f.kind)).toEqual(['text']);
    }
  });
});

describe('$ref resolution', () => {
  it('inlines local refs into $defs and definitions, following chains', () => {
    const form = schemaOf(
      { a: { $ref: '#/$defs/A' }, b: { $ref: '#/definitions/B' } },
      {
        $defs: { A: { $ref: '#/$defs/A2' }, A2: { type: 'string', enum: ['x', 'y'] } },
        definitions: { B: { type: 'integer', minimum: 1 } },
      },
    );
    expect(form.fields.map((f) => [f.kind, f.diagnostics.map((d) => d.code)])).toEqual([
      ['select', ['ref-inlined', 'ref-inlined']],
      ['integer', ['ref-inlined']],
    ]);
  });

  it('lets the referring property’s title and description win over the definition’s', () => {
    const field = only(
      schemaOf(
        { p: { $ref: '#/$defs/P', title: 'Priority', description: 'How soon' } },
        {
          $defs: { P: { type: 'string', title: 'PEnum', description: 'Generated', enum: ['lo'] } },
        },
      ),
    );
    expect([field.label, field.description]).toEqual(['Priority', 'How soon']);
  });

  it('uses the definition’s title when the property has none', () => {
    const field = only(
      schemaOf(
        { p: { $ref: '#/$defs/P' } },
        { $defs: { P: { type: 'string', title: 'Priority' } } },
      ),
    );
    expect(field.label).toBe('Priority');
  });

  it('reports a ref cycle once as unresolved, instead of looping', () => {
    for (const defs of [
      { A: { $ref: '#/$defs/A' } },
      { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } },
    ]) {
      const form = schemaOf({ a: { $ref: '#/$defs/A' } }, { $defs: defs });
      const field = only(form);
      expect(field.kind).toBe('unsupported');
      expect(codes(form).filter((c) => c === 'ref-unresolved')).toHaveLength(1);
      expect(codes(form).filter((c) => c === 'ref-inlined').length).toBeLessThanOrEqual(
        Object.keys(defs).length,
      );
      expect(form.accept.enabled).toBe(true);
    }
  });

  it('gives up on a chain of refs too long to be real, saying so', () => {
    const defs = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`D${i}`, { $ref: `#/$defs/D${i + 1}` }]),
    );
    const form = schemaOf(
      { a: { $ref: '#/$defs/D0' } },
      { $defs: { ...defs, D20: { type: 'string' } } },
    );
    expect(only(form).kind).toBe('unsupported');
    expect(codes(form).filter((c) => c === 'ref-unresolved')).toHaveLength(1);
  });

  it('does not fetch or resolve remote refs', () => {
    const form = schemaOf({ a: { $ref: 'https://example.com/schema.json' } });
    expect(only(form)).toMatchObject({
      kind: 'unsupported',
      reason: 'it refers to a definition that could not be found.',
    });
    expect(codes(form)).toEqual(['ref-unresolved', 'unsupported-property']);
  });
});

describe('nullable unions', () => {
  it('collapses anyOf/oneOf [X, null] and type [T, "null"] to an optional X', () => {
    const form = schemaOf(
      {
        a: { anyOf: [{ type: 'string', minLength: 2 }, { type: 'null' }], default: null },
        b: { oneOf: [{ type: 'null' }, { type: 'number', maximum: 5 }] },
        c: { type: ['boolean', 'null'] },
        d: { anyOf: [{ const: 'x', title: 'X' }, { const: 'y', title: 'Y' }, { type: 'null' }] },
      },
      { required: ['a', 'b', 'c', 'd'] },
    );
    expect(form.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['a', 'text', false],
      ['b', 'number', false],
      ['c', 'boolean', false],
      ['d', 'select', false],
    ]);
    expect(form.fields[0]).toMatchObject({ minLength: 2 });
    expect(form.fields[1]).toMatchObject({ maximum: 5 });
    expect(form.fields[3]).toMatchObject({ variant: 'titled' });
    expect(codes(form)).toEqual([
      'nullable-collapsed',
      'nullable-collapsed',
      'nullable-collapsed',
      'nullable-collapsed',
      'type-inferred', // the const options carry no "type"
    ]);
    expect(form.fields[0]?.default).toBeUndefined();
  });

  it('refuses genuine unions', () => {
    const form = schemaOf({
      a: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] },
      b: { type: ['string', 'number'] },
    });
    for (const field of form.fields)
      expect(field).toMatchObject({
        kind: 'unsupported',
        reason: 'it allows several different types.',
      });
  });
});

describe('enum labels', () => {
  it('aligns enumNames by index, falling back to the value and warning on a mismatch', () => {
    const form = schemaOf({
      short: { type: 'string', enum: ['a', 'b'], enumNames: ['Alpha'] },
      long: { type: 'string', enum: ['a'], enumNames: ['Alpha', 'Beta'] },
      blank: { type: 'string', enum: ['a', 'b'], enumNames: ['  ', 'Beta'] },
      notList: { type: 'string', enum: ['a'], enumNames: 'Alpha' },
    });
    const options = form.fields.map((f) => (f.kind === 'select' ? [f.variant, f.options] : []));
    expect(options).toEqual([
      [
        'legacy',
        [
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'b' },
        ],
      ],
      ['legacy', [{ value: 'a', label: 'Alpha' }]],
      [
        'legacy',
        [
          { value: 'a', label: 'a' },
          { value: 'b', label: 'Beta' },
        ],
      ],
      ['untitled', [{ value: 'a', label: 'a' }]],
    ]);
    expect(form.diagnostics.map((d) => [d.code, d.field])).toEqual([
      ['enum-names-mismatch', 'short'],
      ['enum-names-mismatch', 'long'],
      ['enum-names-mismatch', 'notList'],
    ]);
    expect(form.diagnostics[0]?.message).toBe(
      '"enumNames" has 1 labels for 2 options; options without a label show their value.',
    );
  });

  it('shows duplicate options once and skips options that are not text', () => {
    const form = schemaOf({
      e: { type: 'string', enum: ['a', 'a', 1, 'b', null] },
      t: {
        type: 'string',
        oneOf: [{ const: 'a', title: 'A' }, { const: 'a', title: 'A2' }, { title: 'x' }],
      },
      m: {
        type: 'array',
        items: {
          anyOf: [
            { const: 'a', title: 'A' },
            { const: 'a', title: 'Again' },
          ],
        },
      },
    });
    expect(form.fields.map((f) => ('options' in f ? f.options.map((o) => o.value) : []))).toEqual([
      ['a', 'b'],
      ['a'],
      ['a'],
    ]);
    expect(codes(form)).toEqual([
      'duplicate-option',
      'invalid-option',
      'invalid-option',
      'duplicate-option',
      'invalid-option',
      'duplicate-option',
    ]);
    expect(form.fields[1]).toMatchObject({ options: [{ value: 'a', label: 'A' }] });
  });

  it('makes a choice with no usable options unsupported', () => {
    const form = schemaOf({
      e: { type: 'string', enum: [1, 2] },
      o: { type: 'string', oneOf: [] },
    });
    for (const field of form.fields)
      expect(field).toMatchObject({ kind: 'unsupported', reason: 'it offers no usable options.' });
  });

  it('gives up to RADIO_MAX_OPTIONS options radios and more a list', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    const form = schemaOf({
      few: { type: 'string', enum: values(RADIO_MAX_OPTIONS) },
      many: { type: 'string', enum: values(RADIO_MAX_OPTIONS + 1) },
    });
    expect(form.fields.map(widgetFor)).toEqual(['radio', 'select']);
  });
});

describe('defaults', () => {
  it('pre-fills valid defaults of every kind', () => {
    const form = schemaOf({
      t: { type: 'string', default: 'x' },
      n: { type: 'number', default: 0 },
      b: { type: 'boolean', default: false },
      s: { type: 'string', enum: ['a', 'b'], default: 'b' },
      m: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: ['b', 'a'] },
    });
    expect(form.fields.map((f) => f.default)).toEqual(['x', 0, false, 'b', ['b', 'a']]);
    expect(form.diagnostics).toEqual([]);
  });

  it('ignores invalid defaults with a warning that says why', () => {
    const form = schemaOf({
      short: { type: 'string', minLength: 3, default: 'ab' },
      long: { type: 'string', maxLength: 1, default: 'ab' },
      email: { type: 'string', format: 'email', default: 'nope' },
      text: { type: 'string', default: 5 },
      frac: { type: 'integer', default: 1.5 },
      low: { type: 'number', minimum: 1, default: 0 },
      high: { type: 'number', maximum: 1, default: 2 },
      nan: { type: 'number', default: 'NaN' },
      flag: { type: 'boolean', default: 'true' },
      pick: { type: 'string', enum: ['a'], default: 'z' },
      list: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, default: 'a' },
      unknown: { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['z'] },
      repeat: { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['a', 'a'] },
      few: {
        type: 'array',
        items: { type: 'string', enum: ['a', 'b'] },
        minItems: 2,
        default: ['a'],
      },
      lots: {
        type: 'array',
        items: { type: 'string', enum: ['a', 'b'] },
        maxItems: 1,
        default: ['a', 'b'],
      },
    });
    expect(form.fields.every((f) => f.default === undefined)).toBe(true);
    expect(
      form.diagnostics.map((d) => d.message.replace(/^The default .* is ignored: /, '')),
    ).toEqual([
      'it is too short.',
      'it is too long.',
      'it is not a valid email.',
      'it is not text.',
      'it is not a whole number.',
      'it is below the minimum 1.',
      'it is above the maximum 1.',
      'it is not a number.',
      'it is not true or false.',
      'it is not one of the options.',
      'it is not a list of options.',
      'it names an option that is not offered.',
      'it repeats an option.',
      'it picks fewer than 2.',
      'it picks more than 1.',
    ]);
    expect(new Set(codes(form))).toEqual(new Set(['invalid-default']));
  });

  it('treats a null default as no default, silently', () => {
    const form = schemaOf({ a: { type: 'string', default: null } });
    expect([only(form).default, form.diagnostics]).toEqual([undefined, []]);
  });
});

describe('required', () => {
  it('ignores names that are not properties, with an info diagnostic', () => {
    const form = schemaOf({ a: { type: 'string' } }, { required: ['a', 'b', 7] });
    expect(only(form).required).toBe(true);
    expect(form.diagnostics).toEqual([
      {
        code: 'required-unknown',
        severity: 'info',
        msg: { key: 'diagnostic.requiredUnknown' },
        message: '"required" names "b", which is not a property; ignored.',
      },
    ]);
  });

  it('ignores a "required" that is not a list', () => {
    const form = schemaOf({ a: { type: 'string' } }, { required: 'a' });
    expect(only(form).required).toBe(false);
    expect(codes(form)).toEqual(['ignored-keyword']);
  });

  it('does not take inherited names as properties', () => {
    const form = schemaOf({ a: { type: 'string' } }, { required: ['toString', 'constructor'] });
    expect(codes(form)).toEqual(['required-unknown', 'required-unknown']);
  });

  it('blocks accept when a required field is unsupported, naming it by its label', () => {
    const form = schemaOf(
      { cfg: { type: 'object', title: 'Config' }, ok: { type: 'boolean' } },
      { required: ['cfg'] },
    );
    expect(form.accept.enabled).toBe(false);
    expect(blockedReason(form)).toBe(
      'This form needs "Config", which this app cannot ask for, so it can only be declined or cancelled.',
    );
    expect(form.fields[0]?.diagnostics.map((d) => d.code)).toEqual([
      'unsupported-property',
      'required-unsupported',
    ]);
  });
});

describe('unsupported properties', () => {
  it('refuses keywords outside the subset rather than ignoring a constraint', () => {
    const form = schemaOf({
      p: { type: 'string', pattern: '^a' },
      x: { type: 'number', exclusiveMinimum: 0 },
      m: { type: 'integer', multipleOf: 5 },
      c: { type: 'string', const: 'a' },
      all: { type: 'string', allOf: [{ minLength: 1 }] },
    });
    expect(form.fields.map((f) => (f.kind === 'unsupported' ? f.reason : f.kind))).toEqual(
      ['pattern', 'exclusiveMinimum', 'multipleOf', 'const', 'allOf'].map(
        (k) =>
          `the keyword "${k}" is not part of the MCP elicitation subset, so its answer could not be checked.`,
      ),
    );
  });

  it('keeps the label and description of an unsupported field, so nothing is hidden', () => {
    const field = only(
      schemaOf({ limits: { type: 'object', title: 'Limits', description: 'CPU and memory' } }),
    );
    expect(field).toMatchObject({
      kind: 'unsupported',
      label: 'Limits',
      description: 'CPU and memory',
    });
  });

  it('explains each kind of unsupported shape', () => {
    const form = schemaOf({
      obj: { type: 'object' },
      nums: { type: 'array', items: { type: 'number', enum: [1] } },
      free: { type: 'array', items: { type: 'string' } },
      noItems: { type: 'array' },
      nul: { type: 'null' },
      untyped: { description: 'no type' },
      odd: { type: 7 },
      notSchema: 'string',
    });
    expect(form.fields.map((f) => (f.kind === 'unsupported' ? f.reason : f.kind))).toEqual([
      'nested objects are not part of the MCP elicitation subset.',
      'only lists of text options are supported.',
      'lists are only supported as multiple choice (items.enum or items.anyOf).',
      'lists are only supported as multiple choice (items.enum or items.anyOf).',
      'type "null" is not part of the MCP elicitation subset.',
      'it has no "type".',
      'its type 7 is not one of string, number, integer, boolean or array.',
      'its schema is not an object.',
    ]);
    expect(form.accept.enabled).toBe(true);
  });

  it('refuses a field named __proto__ and keeps constructor as a normal field', () => {
    const form = normalizeSchema(
      JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"string"},"constructor":{"type":"string"}},"required":["__proto__"]}',
      ),
    );
    expect(form.fields.map((f) => [f.name, f.kind])).toEqual([
      ['__proto__', 'unsupported'],
      ['constructor', 'text'],
    ]);
    expect(codes(form)).toEqual(['unsafe-key', 'required-unsupported']);
    expect(form.accept.enabled).toBe(false);
  });
});

describe('tolerated keywords and constraints', () => {
  it('ignores annotations and x- keywords, noting them for the server author', () => {
    const form = schemaOf({
      a: { type: 'string', examples: ['x'], 'x-order': 1, readOnly: true, enumNames: [] },
      b: { type: 'array', items: { type: 'string', enum: ['a'] }, uniqueItems: true },
    });
    expect(form.diagnostics.map((d) => d.message)).toEqual([
      'Ignored keyword "examples".',
      'Ignored keyword "x-order".',
      'Ignored keyword "readOnly".',
    ]);
  });

  it('names an ignored top-level keyword, display-safe, so a host can say which', () => {
    const form = normalizeSchema({
      type: 'object',
      properties: { a: { type: 'string' } },
      allOf: [],
      'x-\u202Eevil\n': 1,
    });
    expect(
      form.diagnostics.filter((d) => d.code === 'ignored-keyword').map((d) => d.keyword),
    ).toEqual(['allOf', 'x-\ufffdevil']);
  });

  it('ignores an unknown format with a warning instead of refusing the field', () => {
    const field = only(schemaOf({ h: { type: 'string', format: 'hostname' } }));
    expect(field).toMatchObject({ kind: 'text' });
    expect('format' in field).toBe(false);
    expect(field.diagnostics.map((d) => d.code)).toEqual(['ignored-keyword']);
  });

  it('warns about constraints no answer can meet', () => {
    const form = schemaOf({
      n: { type: 'number', minimum: 5, maximum: 1 },
      i: { type: 'integer', minimum: 1.2, maximum: 1.8 },
      s: { type: 'string', minLength: 5, maxLength: 2 },
      m: { type: 'array', items: { type: 'string', enum: ['a'] }, minItems: 2, maxItems: 1 },
    });
    expect(form.diagnostics.map((d) => [d.field, d.code])).toEqual([
      ['n', 'invalid-constraint'],
      ['i', 'invalid-constraint'],
      ['s', 'invalid-constraint'],
      ['m', 'invalid-constraint'],
      ['m', 'invalid-constraint'],
    ]);
  });

  it('drops malformed constraint values instead of enforcing them', () => {
    const form = schemaOf({
      n: { type: 'number', minimum: '1', maximum: Infinity },
      s: { type: 'string', minLength: -1, maxLength: 2.5 },
    });
    expect(form.fields.map((f) => ({ ...f, diagnostics: f.diagnostics.length }))).toEqual([
      { name: 'n', label: 'n', required: false, kind: 'number', diagnostics: 2 },
      { name: 's', label: 's', required: false, kind: 'text', diagnostics: 2 },
    ]);
  });

  it('makes labels single-line and display-safe', () => {
    const field = only(
      schemaOf({ a: { type: 'string', title: 'Line one\n\u001b[31mtwo\u001b[0m\u202e' } }),
    );
    expect(field.label).toBe('Line one \ufffdtwo\ufffd');
  });

  it('warns when a field looks like it asks for a secret', () => {
    const form = schemaOf({
      pw: { type: 'string', title: 'Password' },
      key: { type: 'string', description: 'Paste your API key' },
      pin: { type: 'integer', description: 'Do not give us your PIN' },
    });
    expect(form.diagnostics.map((d) => [d.field, d.code, d.severity])).toEqual([
      ['pw', 'secret-requested', 'warning'],
      ['key', 'secret-requested', 'warning'],
    ]);
  });
});

describe('schema-level input', () => {
  it('blocks on a missing or malformed schema', () => {
    const cases: [unknown, string][] = [
      [undefined, 'missing-schema'],
      [null, 'missing-schema'],
      ['object', 'schema-not-object'],
      [[], 'schema-not-object'],
      [{ type: 'array' }, 'schema-not-object'],
      [{ type: 'object', properties: [] }, 'no-properties'],
    ];
    for (const [input, code] of cases) {
      const form = normalizeSchema(input);
      expect([form.accept.enabled, codes(form)], JSON.stringify(input)).toEqual([false, [code]]);
      expect(blockedReason(form)).toMatch(/can only be declined or cancelled\.$/);
    }
  });

  it('reads a schema without type or properties as an empty confirmation', () => {
    const form = normalizeSchema({});
    expect([form.accept.enabled, form.fields, codes(form)]).toEqual([
      true,
      [],
      ['type-inferred', 'no-properties', 'empty-form'],
    ]);
  });

  it('never throws, even on a schema whose getters throw', () => {
    const hostile = { type: 'object' };
    Object.defineProperty(hostile, 'properties', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const form = normalizeSchema(hostile);
    expect(form.accept.enabled).toBe(false);
    expect(form.diagnostics.at(-1)?.message).toBe('The form could not be read (Error: boom).');
  });
});
