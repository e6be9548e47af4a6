// rjsf's validator and core's validateContent must reach the same verdict on the same answer, so
// nothing rjsf does with its validator can disagree with what core accepts — under each engine:
// validator-ajv8 with core's Ajv options (the opt-in engine, loaded here by enableAjv), and the
// code-generation-free one (the default). Every form in the fixture corpus is probed with its scripts' answers, its defaults,
// nothing at all, and a spread of right and wrong values for every field.
import type { ElicitContentValue, FormSchema } from '@elicitkit/core';
import {
  AJV_OPTIONS,
  contentOf,
  createQuestion,
  isSupported,
  normalizeRequest,
  setValidatorEngine,
  toJsonSchema,
  validateContent,
} from '@elicitkit/core';
import type { ValidatorEngine } from '@elicitkit/core';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureCase } from '../../../test/fixtures/index.js';
import { loadCases } from '../../../test/fixtures/index.js';
import { enableAjv } from './ajv.js';
import { createInterpretedValidator } from './interpretedValidator.js';
import { rjsfValidator } from './rjsfValidator.js';
import { toRjsf } from './toRjsf.js';

const PROBES: unknown[] = [
  '',
  ' ',
  'x',
  'x'.repeat(300),
  'ada@example.com',
  'ada at example',
  'https://ada.example/',
  'ada.example',
  '2026-07-28',
  '2026-02-30',
  '2026-07-28T14:30:00Z',
  '2026-07-28T14:30:00+02:00',
  '2026-07-28 14:30',
  0,
  -1,
  1.5,
  42,
  1e9,
  true,
  false,
  null,
  [],
  ['x'],
  { nested: true },
];

function probesFor(form: FormSchema, name: string): unknown[] {
  const field = form.fields.find((f) => f.name === name);
  const extra: unknown[] = [];
  if (field?.kind === 'select') extra.push(...field.options.map((o) => o.value));
  if (field?.kind === 'multiselect') {
    const values = field.options.map((o) => o.value);
    extra.push(values.slice(0, 1), values.slice(0, 2), values, [values[0], values[0]]);
  }
  return [...PROBES, ...extra];
}

/** Answers a person could have produced for this case: every script's answers, in a model. */
function scriptedContents(fixture: FixtureCase, form: FormSchema): Record<string, unknown>[] {
  const contents: Record<string, unknown>[] = [];
  for (const script of fixture.scripts) {
    const model = createQuestion(form);
    for (const step of script.steps) {
      if ('answer' in step)
        for (const [name, value] of Object.entries(step.answer))
          model.setValue(name, value as ElicitContentValue);
      if ('clear' in step) for (const name of step.clear) model.clear(name);
    }
    contents.push(contentOf(form, model.getState()));
    if (script.result?.content) contents.push(script.result.content);
  }
  return contents;
}

function rjsfValid(form: FormSchema, content: Record<string, unknown>): boolean {
  // The cleaned schema both validators run on (additionalProperties: false, supported fields).
  const schema = toJsonSchema(form.fields) as RJSFSchema;
  return rjsfValidator().validateFormData(content, schema).errors.length === 0;
}

function coreValid(form: FormSchema, input: Record<string, unknown>) {
  const outcome = validateContent(form, input);
  // Core checks the answer typed as the person typed it and coerces number text; rjsf sees the
  // coerced content (what would be sent), plus any keys core dropped for being unsupported.
  const sent: Record<string, unknown> = { ...outcome.content };
  for (const key of Object.keys(input))
    if (!Object.prototype.hasOwnProperty.call(sent, key))
      // defineProperty: a key named "__proto__" must stay a key, as it is on the wire.
      Object.defineProperty(sent, key, { value: input[key], enumerable: true, writable: true });
  return { valid: outcome.valid, sent };
}

enableAjv();

for (const engine of ['ajv', 'interpreted'] as ValidatorEngine[])
  describe(`rjsf and core agree on every verdict (engine: ${engine})`, () => {
    beforeAll(() => setValidatorEngine(engine));
    afterAll(() => setValidatorEngine('auto'));
    const forms = loadCases()
      .map((fixture) => ({ fixture, request: normalizeRequest(fixture.params) }))
      .filter(({ request }) => request.mode === 'form');

    it('covers the form cases of the corpus', () => {
      expect(forms.length).toBeGreaterThan(20);
    });

    for (const { fixture, request } of forms) {
      if (request.mode !== 'form') continue;
      const { form } = request;
      it(fixture.id, () => {
        const base = scriptedContents(fixture, form);
        const contents: Record<string, unknown>[] = [
          {},
          contentOf(form, createQuestion(form).getState()),
          ...base,
        ];
        const start = base.find((c) => validateContent(form, c).valid) ?? {};
        for (const field of form.fields)
          for (const probe of probesFor(form, field.name))
            contents.push({ ...start, [field.name]: probe });
        contents.push({ ...start, notAField: 'x' });

        const disagreements: string[] = [];
        let valid = 0;
        for (const content of contents) {
          const core = coreValid(form, content);
          // A form core cannot accept at all is refused whatever the answer; the schema verdict is
          // still compared with the answer core would have checked.
          const coreSchemaVerdict = form.accept.enabled
            ? core.valid
            : validateContent({ ...form, accept: { enabled: true } }, content).valid;
          const rjsf = rjsfValid(form, core.sent);
          if (coreSchemaVerdict) valid++;
          if (coreSchemaVerdict !== rjsf)
            disagreements.push(
              `${JSON.stringify(content)}: core ${coreSchemaVerdict}, rjsf ${rjsf}`,
            );
        }
        expect(disagreements).toEqual([]);
        if (!form.accept.enabled) {
          for (const content of contents) expect(validateContent(form, content).valid).toBe(false);
        }
        // The probes must exercise both verdicts (when any field can be answered at all).
        if (form.fields.some(isSupported)) {
          expect(valid).toBeGreaterThan(0);
          expect(valid).toBeLessThan(contents.length);
        }
      });
    }
  });

describe("rjsf's own questions (isValid on the drawn schema) get the same answers from both validators", () => {
  const ajv8 = customizeValidator({ ajvOptionsOverrides: AJV_OPTIONS });
  const interpreted = createInterpretedValidator();
  const forms = loadCases()
    .map((fixture) => ({ id: fixture.id, request: normalizeRequest(fixture.params) }))
    .filter(({ request }) => request.mode === 'form');

  for (const { id, request } of forms) {
    if (request.mode !== 'form') continue;
    it(id, () => {
      const mapping = toRjsf(request.form);
      const properties = mapping.schema.properties as Record<string, RJSFSchema>;
      const disagreements: string[] = [];
      for (const [key, field] of mapping.fieldByKey) {
        const schema = properties[key]!;
        // The schemas rjsf matches options with: the property, each oneOf/anyOf option, items.
        const items = schema.items as RJSFSchema | undefined;
        const schemas: RJSFSchema[] = [
          schema,
          ...((schema.oneOf ?? []) as RJSFSchema[]),
          ...(items ? [items, ...((items.anyOf ?? []) as RJSFSchema[])] : []),
        ];
        for (const s of schemas)
          for (const probe of probesFor(request.form, field.name)) {
            const a = ajv8.isValid(s, probe, mapping.schema);
            const b = interpreted.isValid(s, probe, mapping.schema);
            if (a !== b)
              disagreements.push(`${JSON.stringify(s)} ${JSON.stringify(probe)}: ${a} ${b}`);
          }
      }
      expect(disagreements).toEqual([]);
      // The whole drawn schema, with the answers core would send.
      const whole = { f0: 'x' };
      expect(interpreted.validateFormData(whole, mapping.schema).errors.length === 0).toBe(
        ajv8.validateFormData(whole, mapping.schema).errors.length === 0,
      );
    });
  }

  it("reports errors in rjsf's shape, and a schema it cannot check as an error", () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { name: { type: 'string', minLength: 2 } },
      required: ['name', 'age'],
    };
    const { errors, errorSchema } = interpreted.validateFormData({ name: 'x' }, schema);
    expect(errors.map((e) => [e.name, e.property])).toEqual([
      ['required', '.age'],
      ['minLength', '.name'],
    ]);
    expect(errorSchema).toEqual({
      age: { __errors: ["must have required property 'age'"] },
      name: { __errors: ['must NOT have fewer than 2 characters'] },
    });
    expect(interpreted.isValid({ $ref: '#/nowhere' }, {}, schema)).toBe(false);
    expect(interpreted.validateFormData({}, { $ref: '#/nowhere' }).errors[0]?.stack).toMatch(
      /\$ref/,
    );
  });
});
