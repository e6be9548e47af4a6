// Core bench (BENCH-CONTRACT.md): normalising and validating three forms — the 13 fields of the
// reference server-everything example, 200 generated fields of every kind, and a 1,000-option
// enum. "first validate" compiles the validator for a schema never seen before (each sample adds a
// field of its own, so core's schema-text cache cannot serve it); "repeat question" is a fresh
// FormSchema for a schema already asked (the cache serves it, as when a server asks again);
// "cached validate" is each later check of the same form, e.g. on every keystroke.
import { compiledValidator, normalizeSchema, validateContent } from '../src/index.js';
import {
  generatedForm,
  manyOptionsForm,
  serverEverythingAnswer,
  serverEverythingSchema,
} from './benchSchemas.js';
import { timeFirstCall, timePerCall } from './measure.js';

interface Case {
  label: string;
  schema: Record<string, unknown>;
  answer: Record<string, unknown>;
  targets: { normalise?: string; cachedValidate?: string };
  compileSamples: number;
}

const generated = generatedForm(200);
const manyOptions = manyOptionsForm(1000);
const cases: Case[] = [
  {
    label: 'server-everything (13 fields)',
    schema: serverEverythingSchema(),
    answer: serverEverythingAnswer(),
    targets: { normalise: '< 0.2 ms', cachedValidate: '< 20 µs' },
    compileSamples: 40,
  },
  {
    label: '200 fields',
    schema: generated.schema,
    answer: generated.answer,
    targets: { normalise: '< 5 ms' },
    compileSamples: 15,
  },
  {
    label: '1,000-option enum',
    schema: manyOptions.schema,
    answer: manyOptions.answer,
    targets: {},
    compileSamples: 30,
  },
];

/** The schema plus one optional field no earlier sample had, so its validator must be compiled. */
function withUnseenField(schema: Record<string, unknown>, n: number): Record<string, unknown> {
  const properties = schema['properties'] as Record<string, unknown>;
  return {
    ...schema,
    properties: { ...properties, [`unseen_${n}`]: { type: 'string', maxLength: n + 1 } },
  };
}

const round = (value: number) => Number(value.toPrecision(3));

function report(figure: {
  name: string;
  value: number;
  unit: 'ms' | 'µs';
  target?: string | undefined;
  baseline?: { name: string; value: number };
}): void {
  const line = {
    suite: 'core',
    name: figure.name,
    value: round(figure.value),
    unit: figure.unit,
    ...(figure.baseline && {
      baseline: { name: figure.baseline.name, value: round(figure.baseline.value) },
      ratio: round(figure.value / figure.baseline.value),
    }),
    ...(figure.target !== undefined && { target: figure.target }),
  };
  console.log(`BENCH ${JSON.stringify(line)}`);
}

for (const c of cases) {
  // A bench of the wrong path is worse than none: the answer must be valid and the form usable.
  const check = normalizeSchema(c.schema);
  const outcome = validateContent(check, c.answer);
  if (!check.canAccept || !outcome.valid || check.diagnostics.some((d) => d.severity !== 'info')) {
    throw new Error(
      `${c.label}: the bench form or answer is not valid: ${JSON.stringify(outcome.errors)}`,
    );
  }

  console.error(`core: ${c.label}…`);
  report({
    name: `normalise: ${c.label}`,
    value: timePerCall(() => normalizeSchema(c.schema)),
    unit: 'ms',
    target: c.targets.normalise,
  });

  let unseen = 0;
  report({
    name: `first validate (compile): ${c.label}`,
    value: timeFirstCall(
      () => normalizeSchema(withUnseenField(c.schema, unseen++)),
      (form) => validateContent(form, c.answer),
      { samples: c.compileSamples, warmup: 5 },
    ),
    unit: 'ms',
  });

  report({
    name: `repeat question (fresh form, validator from cache): ${c.label}`,
    value: timeFirstCall(
      () => normalizeSchema(c.schema),
      (form) => validateContent(form, c.answer),
      { samples: c.compileSamples, warmup: 5 },
    ),
    unit: 'ms',
  });

  const form = normalizeSchema(c.schema);
  validateContent(form, c.answer);
  const validate = compiledValidator(form);
  const coerced = validateContent(form, c.answer).content;
  report({
    name: `cached validate: ${c.label}`,
    value: timePerCall(() => validateContent(form, c.answer)) * 1000,
    unit: 'µs',
    target: c.targets.cachedValidate,
    // The same check by the compiled Ajv function alone: what the coercion and messages add.
    baseline: { name: 'Ajv validate alone', value: timePerCall(() => validate(coerced)) * 1000 },
  });
}
