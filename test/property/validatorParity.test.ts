// The code-generation-free validator (core's 'interpreted' engine, for pages whose CSP forbids
// 'unsafe-eval') must say exactly what Ajv says: the same verdict and the same messages from
// validateContent, on every form of the fixture corpus (test/fixtures and the schema the real
// server-everything sends), and on 10,000 random forms and answers.
import type { ElicitContentValue, Field, FormSchema, ValidationOutcome } from '@elicitkit/core';
import {
  compileSchemaCheck,
  contentOf,
  createQuestion,
  normalizeRequest,
  normalizeSchema,
  setValidatorEngine,
  toJsonSchema,
  validateContent,
  validatorEngine,
} from '@elicitkit/core';
import { enableAjv } from '@elicitkit/core/ajv';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCases } from '../fixtures/index.js';
import { answerPlausibly, anyValue, hostileKey, schemaish } from './arbitraries.js';
import { captureEverythingSchema } from '../support/everythingSchema.js';

const SEED = 20_260_728;
// The real server-everything's schema, as it sends it (captured from the peer over stdio).
const everythingSchema = await captureEverythingSchema();

// Ajv is core's opt-in engine; the comparison needs it loaded.
enableAjv();
afterAll(() => setValidatorEngine('auto'));

/** validateContent's whole outcome under each engine. */
function bothEngines(form: FormSchema, content: unknown): [ValidationOutcome, ValidationOutcome] {
  setValidatorEngine('ajv');
  const ajv = validateContent(form, content);
  setValidatorEngine('interpreted');
  const interpreted = validateContent(form, content);
  return [ajv, interpreted];
}

const verdict = (o: ValidationOutcome) => JSON.stringify({ valid: o.valid, errors: o.errors });

/**
 * Ajv indexes unique items in a plain object, so "__proto__" twice passes its uniqueItems; the
 * interpreter refuses it. That is the one difference, and it is on the interpreter's side.
 */
function isAjvProtoQuirk(form: FormSchema, content: unknown): boolean {
  if (typeof content !== 'object' || content === null) return false;
  return form.fields.some((f) => {
    const value = (content as Record<string, unknown>)[f.name];
    return (
      f.kind === 'multiselect' &&
      Object.hasOwn(content, f.name) &&
      Array.isArray(value) &&
      value.filter((v) => v === '__proto__').length > 1
    );
  });
}

function expectParity(form: FormSchema, content: unknown): void {
  const [ajv, interpreted] = bothEngines(form, content);
  if (verdict(ajv) === verdict(interpreted) || isAjvProtoQuirk(form, content)) return;
  throw new Error(
    `engines disagree on ${JSON.stringify(content)}:\n ajv ${verdict(ajv)}\n interpreted ${verdict(interpreted)}`,
  );
}

const PROBES: unknown[] = [
  '',
  ' ',
  'x',
  'x'.repeat(300),
  '😀😀',
  'ada@example.com',
  'ada at example',
  'https://ada.example/',
  'ada.example',
  '2026-07-28',
  '2026-02-29',
  '2028-02-29',
  '2026-07-28T14:30:00Z',
  '2026-07-28t14:30:00z',
  '2026-07-28T14:30:00+02:00',
  '2026-07-28 14:30',
  '42',
  ' 7 ',
  '1e3',
  'NaN',
  0,
  -0,
  -1,
  1.5,
  42,
  1e9,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  undefined,
  [],
  ['x'],
  ['x', 'x'],
  [1],
  { nested: true },
];

/** Values aimed at one field: its options, its bounds and either side of them, and the probes. */
function probesFor(field: Field): unknown[] {
  const extra: unknown[] = [];
  if ('options' in field) {
    const values = field.options.map((o) => o.value);
    extra.push(...values.slice(0, 5), values, values.slice(0, 2), [values[0], values[0]]);
  }
  for (const bound of ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems']) {
    const n = (field as unknown as Record<string, unknown>)[bound];
    if (typeof n !== 'number') continue;
    extra.push(n, n - 1, n + 1, n - 0.5, String(n), 'y'.repeat(Math.max(0, Math.min(n, 500))));
    if ('options' in field) extra.push(field.options.slice(0, n + 1).map((o) => o.value));
  }
  return [...PROBES, ...extra];
}

function corpusForms(): { id: string; form: FormSchema }[] {
  const forms: { id: string; form: FormSchema }[] = [];
  for (const fixture of loadCases()) {
    const request = normalizeRequest(fixture.params);
    if (request.mode === 'form') forms.push({ id: fixture.id, form: request.form });
  }
  forms.push({ id: 'server-everything (wire)', form: normalizeSchema(everythingSchema) });
  return forms;
}

describe('the interpreted validator agrees with Ajv (verdicts and messages)', () => {
  const forms = corpusForms();

  it('covers the corpus', () => {
    expect(forms.length).toBeGreaterThan(20);
  });

  for (const { id, form } of forms) {
    it(`fixture ${id}: every field probed, alone and on top of a valid answer`, () => {
      const contents: unknown[] = [{}, null, [], 'text', { notAField: 1 }, { __proto__: 1 }];
      // A valid starting answer: every field answered as a careful person would.
      const model = createQuestion(form);
      answerPlausibly(model);
      const start: Record<string, unknown> = { ...contentOf(form, model.getState()) };
      contents.push(start);
      for (const field of form.fields)
        for (const probe of probesFor(field)) {
          contents.push({ [field.name]: probe });
          contents.push({ ...start, [field.name]: probe });
        }
      let valid = 0;
      for (const content of contents) {
        expectParity(form, content);
        if (validateContent(form, content).valid) valid++;
      }
      // The probes reach both verdicts whenever the form can be accepted at all.
      if (form.accept.enabled && form.fields.length > 0) {
        expect(valid).toBeGreaterThan(0);
        expect(valid).toBeLessThan(contents.length);
      }
    });
  }

  /** Content for a form: per field a value aimed at it, anything, or nothing; plus stray keys. */
  const contentFor = (form: FormSchema) =>
    fc
      .tuple(
        fc.array(fc.oneof(fc.constant('omit'), fc.constant('aimed'), fc.constant('any')), {
          minLength: form.fields.length,
          maxLength: form.fields.length,
        }),
        fc.array(fc.nat(), { minLength: form.fields.length, maxLength: form.fields.length }),
        fc.array(anyValue, { minLength: form.fields.length, maxLength: form.fields.length }),
        fc.dictionary(hostileKey, fc.jsonValue(), { maxKeys: 2 }),
        fc.boolean(),
      )
      .map(([modes, picks, anys, strays, withStrays]) => {
        const content: Record<string, unknown> = {};
        const put = (key: string, value: unknown) =>
          Object.defineProperty(content, key, { value, enumerable: true, writable: true });
        form.fields.forEach((field, i) => {
          const probes = probesFor(field);
          if (modes[i] === 'aimed') put(field.name, probes[(picks[i] ?? 0) % probes.length]);
          if (modes[i] === 'any') put(field.name, anys[i]);
        });
        if (withStrays) for (const [k, v] of Object.entries(strays)) put(k, v);
        return content;
      });

  it('5,000 random answers to the corpus forms', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: forms.length - 1 }).chain((i) => {
          const { form } = forms[i]!;
          return fc.tuple(fc.constant(form), contentFor(form));
        }),
        ([form, content]) => expectParity(form, content),
      ),
      { numRuns: 5_000, seed: SEED },
    );
  });

  it('5,000 random schemas, answered at random', () => {
    fc.assert(
      fc.property(
        schemaish
          .map((schema) => normalizeSchema(schema))
          .chain((form) => fc.tuple(fc.constant(form), contentFor(form))),
        ([form, content]) => expectParity(form, content),
      ),
      { numRuns: 5_000, seed: SEED },
    );
  });

  it('the one known difference: Ajv lets "__proto__" repeat in a multi-select, we do not', () => {
    const form = normalizeSchema({
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string', enum: ['__proto__', 'b'] } },
      },
    });
    const content = { tags: ['__proto__', '__proto__'] };
    const [ajv, interpreted] = bothEngines(form, content);
    expect(ajv.valid).toBe(true);
    expect(interpreted.valid).toBe(false);
    expect(interpreted.errors).toMatchObject([
      { field: 'tags', message: 'Choose each option only once', keyword: 'uniqueItems' },
    ]);
    // A real duplicate is refused by both.
    const [a2, i2] = bothEngines(form, { tags: ['b', 'b'] });
    expect(verdict(a2)).toBe(verdict(i2));
    expect(i2.valid).toBe(false);
  });
});

describe("a field checked alone says what the whole form says of it (a keystroke's check)", () => {
  for (const { id, form } of corpusForms()) {
    it(`fixture ${id}: every field probed on top of a valid answer`, () => {
      const model = createQuestion(form);
      answerPlausibly(model);
      for (const field of form.fields)
        for (const probe of probesFor(field)) {
          if (probe === undefined || probe === null) model.clear(field.name);
          else model.setValue(field.name, probe as ElicitContentValue);
          const whole = model.validate().errors.find((e) => e.field === field.name);
          expect(model.fieldError(field.name), `${field.name} = ${String(probe)}`).toEqual(whole);
        }
    });

    it(`fixture ${id}: after a failed Accept, the errors on show stay the whole form's as fields change`, () => {
      const model = createQuestion(form);
      model.submit();
      for (const field of form.fields)
        for (const probe of probesFor(field)) {
          if (probe === undefined || probe === null) model.clear(field.name);
          else model.setValue(field.name, probe as ElicitContentValue);
          const { errors, visible } = model.getState();
          expect(errors, `${field.name} = ${String(probe)}`).toEqual(model.validate().errors);
          expect(visible).toEqual(errors);
        }
    });
  }
});

describe('compileSchemaCheck', () => {
  it('never generates code: it works with the Function constructor gone', () => {
    const original = globalThis.Function;
    const schema = toJsonSchema(
      normalizeSchema({
        type: 'object',
        properties: { n: { type: 'integer', minimum: 2 }, e: { type: 'string', format: 'email' } },
        required: ['n'],
      }).fields,
    );
    try {
      // Anything reaching for `new Function` or eval would now throw.
      globalThis.Function = (() => {
        throw new EvalError('code generation is disabled');
      }) as unknown as FunctionConstructor;
      const check = compileSchemaCheck(schema);
      expect(check({ n: 3, e: 'a@b.co' })).toBe(true);
      expect(check({ n: 1, e: 'nope' })).toBe(false);
      expect(check.errors?.map((e) => [e.keyword, e.instancePath])).toEqual([
        ['minimum', '/n'],
        ['format', '/e'],
      ]);
    } finally {
      globalThis.Function = original;
    }
  });

  it('refuses a schema it cannot check fully instead of passing everything', () => {
    expect(() => compileSchemaCheck({ $ref: '#/definitions/x' })).toThrow(/\$ref/);
    expect(() => compileSchemaCheck({ type: 'number', multipleOf: 2 })).toThrow(/multipleOf/);
    expect(() => compileSchemaCheck({ type: 'nope' })).toThrow(/unknown type/);
  });

  it('checks the shapes rjsf asks about: const options under oneOf/anyOf', () => {
    const check = compileSchemaCheck({
      type: 'string',
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'b', title: 'B' },
      ],
    });
    expect(check('a')).toBe(true);
    expect(check('c')).toBe(false);
    expect(check.errors?.at(-1)?.keyword).toBe('oneOf');
  });

  it('an engine chosen explicitly stays chosen', () => {
    setValidatorEngine('interpreted');
    expect(validatorEngine()).toBe('interpreted');
    setValidatorEngine('ajv');
    expect(validatorEngine()).toBe('ajv');
  });
});
