// Generators and invariants shared by the property tests.
import type {
  DiagnosticCode,
  Elicitation,
  Field,
  Question,
  FormSchema,
  ValidationOutcome,
} from '@elicitkit/core';
import { english, validateContent } from '@elicitkit/core';
import fc from 'fast-check';

/** Keys that mean something to JavaScript objects, mixed with ordinary ones. */
export const hostileKey = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'valueOf',
      'hasOwnProperty',
      '__defineGetter__',
    ),
  },
  { weight: 3, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Anything at all, including null prototypes, boxed values, Maps, sparse arrays and hostile keys. */
export const anyValue = fc.anything({
  key: hostileKey,
  maxDepth: 4,
  withNullPrototype: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
  withBigInt: true,
  withDate: true,
});

// The words a requestedSchema is made of, so random schemas reach deep into the normaliser.
const KEYWORDS = [
  'type',
  'properties',
  'required',
  'title',
  'description',
  'default',
  'enum',
  'enumNames',
  'oneOf',
  'anyOf',
  'const',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'format',
  '$ref',
  '$defs',
  'definitions',
  'pattern',
  'uniqueItems',
  'nullable',
  'x-extra',
  '__proto__',
  'constructor',
];
const TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null', 'text'];
const FORMATS = ['email', 'uri', 'date', 'date-time', 'hostname', ''];

export const keyword = fc.constantFrom(...KEYWORDS);

const leaf = fc.oneof(
  fc.constantFrom(...TYPES, ...FORMATS, 'null', '#/$defs/A', '#/definitions/B', '#/$defs/A/x'),
  fc.integer({ min: -5, max: 12 }),
  fc.double({ noNaN: false }),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 6 }),
  fc.array(fc.constantFrom('a', 'b', 'c', 'a', 'x@y.com', '2026-07-28'), { maxLength: 5 }),
);

/** JSON shaped like a requestedSchema: keyword-heavy objects with a twist of nonsense. */
export const schemaish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.dictionary(fc.oneof(keyword, hostileKey), tie('node'), { maxKeys: 6 }),
    fc.array(tie('node'), { maxLength: 4 }),
  ),
  schema: fc.record(
    {
      type: fc.constantFrom('object', 'object', 'object', 'array', undefined),
      properties: fc.dictionary(
        fc.oneof(hostileKey, fc.constantFrom('name', 'age', 'tags')),
        fc.oneof(
          tie('node'),
          fc
            .record({ type: fc.constantFrom(...TYPES) }, { requiredKeys: [] })
            .chain((base) =>
              fc
                .dictionary(keyword, tie('node'), { maxKeys: 4 })
                .map((extra) => ({ ...extra, ...base })),
            ),
        ),
        { maxKeys: 5 },
      ),
      required: fc.array(fc.oneof(hostileKey, fc.constantFrom('name', 'age', 'tags')), {
        maxLength: 3,
      }),
      $defs: fc.dictionary(fc.constantFrom('A', 'B'), tie('node'), { maxKeys: 2 }),
    },
    { requiredKeys: ['properties'] },
  ),
})).schema;

/** One thing a person (or a confused renderer) might do to a form. */
export interface FormStep {
  field: number;
  kind: 'set' | 'toggle' | 'clear' | 'reset' | 'pick';
  value: string | number | boolean | string[];
  option: number;
}

export const formSteps: fc.Arbitrary<FormStep[]> = fc.array(
  fc.record({
    field: fc.nat(),
    kind: fc.constantFrom('set', 'toggle', 'clear', 'reset', 'pick', 'pick'),
    value: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '42',
        ' 7 ',
        '-1.5',
        '1e3',
        '0x10',
        'NaN',
        '',
        'a@b.co',
        '2026-07-28',
        '2026-07-28T10:00:00Z',
        'https://x.example/',
      ),
      fc.double(),
      fc.boolean(),
      fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
    ),
    option: fc.nat(),
  }),
  { maxLength: 8 },
);

/** Applies steps through the model's own API, aiming `pick` at real options so accepts happen. */
export function applySteps(model: Question, steps: FormStep[]): void {
  const fields = model.form.fields;
  if (fields.length === 0) return;
  for (const step of steps) {
    const field = fields[step.field % fields.length] as Field;
    const options = 'options' in field ? field.options : [];
    const option = options[step.option % Math.max(options.length, 1)]?.value ?? 'none';
    switch (step.kind) {
      case 'set':
        model.setValue(field.name, step.value);
        break;
      case 'toggle':
        model.toggleOption(field.name, option);
        break;
      case 'clear':
        model.clear(field.name);
        break;
      case 'reset':
        model.reset(field.name);
        break;
      case 'pick':
        if (field.kind === 'multiselect') model.toggleOption(field.name, option);
        else if (field.kind === 'select') model.setValue(field.name, option);
        else if (field.kind === 'boolean') model.setValue(field.name, step.option % 2 === 0);
        else if (field.kind === 'number' || field.kind === 'integer')
          model.setValue(field.name, String(step.option % 50));
        else model.setValue(field.name, step.value);
        break;
    }
  }
}

const FORMAT_EXAMPLES = {
  email: 'ada@example.com',
  uri: 'https://example.com/',
  date: '2026-07-28',
  'date-time': '2026-07-28T14:30:00Z',
} as const;

/** Answers every field the way a careful person would, so random steps start from a likely accept. */
export function answerPlausibly(model: Question): void {
  for (const field of model.form.fields) {
    switch (field.kind) {
      case 'text':
        model.setValue(
          field.name,
          field.format
            ? FORMAT_EXAMPLES[field.format]
            : 'x'.repeat(Math.min(Math.max(field.minLength ?? 1, 1), field.maxLength ?? 1_000)),
        );
        break;
      case 'number':
      case 'integer': {
        const low = field.minimum ?? field.maximum ?? 1;
        model.setValue(field.name, String(field.kind === 'integer' ? Math.ceil(low) : low));
        break;
      }
      case 'boolean':
        model.setValue(field.name, false);
        break;
      case 'select':
        model.setValue(field.name, field.options[0]?.value ?? '');
        break;
      case 'multiselect':
        for (const option of field.options.slice(0, Math.max(field.minItems ?? 1, 1)))
          model.toggleOption(field.name, option.value);
        break;
      case 'unsupported':
        break;
    }
  }
}

const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Every code a schema can produce. A Record keyed by the union makes tsc fail when core adds a
// code this list does not know yet; 'internal-error' is a bug, so it is never expected here.
const EXPECTED_CODES: Record<Exclude<DiagnosticCode, 'internal-error'>, true> = {
  'not-an-object': true,
  'missing-message': true,
  'missing-schema': true,
  'schema-not-object': true,
  'no-properties': true,
  'empty-form': true,
  'ignored-keyword': true,
  'ref-inlined': true,
  'ref-unresolved': true,
  'nullable-collapsed': true,
  'type-inferred': true,
  'enum-names-mismatch': true,
  'duplicate-option': true,
  'invalid-option': true,
  'invalid-default': true,
  'invalid-constraint': true,
  'unsupported-property': true,
  'required-unsupported': true,
  'required-unknown': true,
  'unsafe-key': true,
  'secret-requested': true,
  'unknown-mode': true,
  'url-blocked': true,
  'unsupported-dialect': true,
  'too-large': true,
};
const CODES = new Set<DiagnosticCode>(Object.keys(EXPECTED_CODES) as DiagnosticCode[]);
const KINDS = new Set([
  'text',
  'number',
  'integer',
  'boolean',
  'select',
  'multiselect',
  'unsupported',
]);

function fail(problem: string, value?: unknown): never {
  let shown = '';
  try {
    shown = value === undefined ? '' : ` (${JSON.stringify(value)?.slice(0, 300)})`;
  } catch {
    // Unserialisable detail: the problem alone is enough.
  }
  throw new Error(`${problem}${shown}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkText(text: unknown, what: string, singleLine = false): void {
  if (typeof text !== 'string') fail(`${what} is not a string`, text);
  if (UNSAFE.test(text)) fail(`${what} is not display-safe`, text);
  if (singleLine && /[\n\r]/.test(text)) fail(`${what} spans lines`, text);
}

function checkDiagnostics(list: unknown): void {
  if (!Array.isArray(list)) fail('diagnostics is not a list', list);
  for (const d of list as unknown[]) {
    if (!isPlainObject(d)) fail('a diagnostic is not an object', d);
    if (!CODES.has(d['code'] as DiagnosticCode)) fail('unknown diagnostic code', d);
    if (!['info', 'warning', 'error'].includes(d['severity'] as string)) fail('bad severity', d);
    if (typeof d['message'] !== 'string' || d['message'] === '')
      fail('empty diagnostic message', d);
    if (d['field'] !== undefined && typeof d['field'] !== 'string') fail('bad diagnostic field', d);
  }
}

function checkField(field: Field): void {
  if (!KINDS.has(field.kind)) fail('unknown field kind', field);
  if (typeof field.name !== 'string') fail('field name is not a string', field);
  checkText(field.label, `label of ${field.name}`, true);
  if (field.description !== undefined) checkText(field.description, `description of ${field.name}`);
  if (typeof field.required !== 'boolean') fail('required is not a boolean', field);
  checkDiagnostics(field.diagnostics);
  if (field.kind === 'unsupported') {
    if (typeof field.reason !== 'string' || !field.reason)
      fail('unsupported without a reason', field);
    if (field.default !== undefined) fail('unsupported field with a default', field);
    return;
  }
  if (field.kind === 'select' || field.kind === 'multiselect') {
    if (field.options.length === 0) fail('a choice with no options', field);
    const values = field.options.map((o) => o.value);
    if (new Set(values).size !== values.length) fail('repeated option values', field);
    for (const option of field.options) {
      if (typeof option.value !== 'string') fail('option value is not text', option);
      checkText(option.label, `option label in ${field.name}`, true);
    }
  }
  if (field.default !== undefined && !valueFits(field, field.default))
    fail(`default of ${field.name} does not fit its field`, field);
}

/** A value of the field's type and options (not its range: validateContent owns that). */
function valueFits(field: Field, value: unknown): boolean {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'select':
      return typeof value === 'string' && field.options.some((o) => o.value === value);
    case 'multiselect':
      return (
        Array.isArray(value) &&
        new Set(value).size === value.length &&
        value.every((v) => field.options.some((o) => o.value === v))
      );
    case 'unsupported':
      return false;
  }
}

export function checkForm(form: FormSchema): void {
  if (!Array.isArray(form.fields)) fail('fields is not a list', form);
  const names = form.fields.map((f) => f.name);
  if (new Set(names).size !== names.length) fail('repeated field names', names);
  form.fields.forEach(checkField);
  checkDiagnostics(form.diagnostics);
  if (typeof form.accept.enabled !== 'boolean') fail('accept.enabled is not a boolean', form);
  if (!form.accept.enabled) checkText(english.format(form.accept.reason), 'accept.reason');
}

/** The documented shape of an Elicitation, with display-safe text throughout. */
export function checkElicitation(request: Elicitation): void {
  checkText(request.message, 'message');
  checkDiagnostics(request.diagnostics);
  if (request.mode === 'form') {
    checkForm(request.form);
    return;
  }
  if (request.mode !== 'url') fail('unknown mode', request);
  const { url } = request;
  checkText(url.display, 'url.display', true);
  if (!Array.isArray(url.warnings)) fail('url.warnings is not a list', url);
  if (url.blocked !== undefined) {
    checkText(url.blocked, 'url.blocked');
    if (url.href !== undefined) fail('a blocked URL has an href', url);
  } else if (typeof url.href !== 'string' || !/^https?:\/\//.test(url.href)) {
    fail('an open-able URL is not http(s)', url);
  }
  if (request.elicitationId !== undefined && typeof request.elicitationId !== 'string')
    fail('elicitationId is not text', request);
}

export function checkOutcome(outcome: ValidationOutcome): void {
  if (typeof outcome.valid !== 'boolean') fail('valid is not a boolean', outcome);
  if (!Array.isArray(outcome.errors)) fail('errors is not a list', outcome);
  if (outcome.valid !== (outcome.errors.length === 0)) fail('valid disagrees with errors', outcome);
  for (const e of outcome.errors) {
    if (typeof e.field !== 'string' || typeof e.keyword !== 'string') fail('bad error', e);
    if (typeof e.message !== 'string' || e.message === '') fail('empty error message', e);
  }
  if (!isPlainObject(outcome.content)) fail('content is not an object', outcome);
}

/**
 * What an accept may carry: valid again when re-checked (and unchanged by it), only declared and
 * supported names as own keys, every value of its field's type, every required field present.
 */
export function checkAcceptedContent(form: FormSchema, content: unknown): void {
  if (!isPlainObject(content)) fail('accepted content is not an object', content);
  const again = validateContent(form, content);
  if (!again.valid)
    fail('accepted content fails validateContent', { content, errors: again.errors });
  if (JSON.stringify(again.content) !== JSON.stringify(content))
    fail('re-validating accepted content changed it', { content, again: again.content });
  for (const key of Object.keys(content)) {
    const field = form.fields.find((f) => f.name === key);
    if (!field || field.kind === 'unsupported')
      fail(`accepted an undeclared or unsupported key "${key}"`);
    if (!valueFits(field, content[key])) fail(`accepted a wrong-typed value for "${key}"`, content);
  }
  for (const field of form.fields)
    if (field.required && field.kind !== 'unsupported' && !Object.hasOwn(content, field.name))
      fail(`accepted without the required "${field.name}"`, content);
}
