// Core bench (BENCH-CONTRACT.md): normalising and validating three forms — the 13 fields of the
// reference server-everything example, 200 generated fields of every kind, and a 1,000-option
// enum. "first validate" compiles the validator for a schema never seen before (each sample adds a
// field of its own, so core's schema-text cache cannot serve it); "repeat question" is a fresh
// FormSchema for a schema already asked (the cache serves it, as when a server asks again);
// "cached validate" is each later check of the same form, e.g. on every keystroke.
// The figures above use Ajv (what 'auto' picks where code generation is allowed). The
// "code-generation-free" figures run the same checks on core's interpreted engine (the one used
// under a strict CSP), each against Ajv's figure measured in the same run, after checking both
// engines reach identical verdicts and messages on a spread of answers: that pair decides which
// engine is the default.
import type { ValidatorEngine } from '../src/index.js';
import {
  compiledValidator,
  normalizeSchema,
  setValidatorEngine,
  validateContent,
} from '../src/index.js';
import {
  generatedForm,
  manyOptionsForm,
  serverEverythingAnswer,
  serverEverythingSchema,
} from './benchSchemas.js';
import type { BenchFigure } from '../../../test/support/benchStats.js';
import { printBench } from '../../../test/support/benchStats.js';
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

const report = (figure: BenchFigure): void => printBench('core', figure);

/** Answers around the bench answer: each field dropped, emptied, mistyped or given a wrong option. */
function variants(answer: Record<string, unknown>): Record<string, unknown>[] {
  const list: Record<string, unknown>[] = [answer, {}, { ...answer, stray: 1 }];
  for (const key of Object.keys(answer)) {
    const { [key]: _dropped, ...rest } = answer;
    list.push(rest, { ...answer, [key]: '' }, { ...answer, [key]: 'zz' }, { ...answer, [key]: -1 });
    list.push(
      { ...answer, [key]: [] },
      { ...answer, [key]: ['zz', 'zz'] },
      { ...answer, [key]: true },
    );
  }
  return list;
}

function withEngine<T>(engine: ValidatorEngine, run: () => T): T {
  setValidatorEngine(engine);
  try {
    return run();
  } finally {
    setValidatorEngine('auto');
  }
}

let allIdentical = true;
let interpretedFaster = true;

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

  // The same checks on the code-generation-free engine, against Ajv in this run.
  const answers = variants(c.answer);
  const verdicts = (engine: ValidatorEngine) =>
    withEngine(engine, () => {
      const f = normalizeSchema(c.schema);
      return answers.map((a) => JSON.stringify(validateContent(f, a)));
    });
  const ajvVerdicts = verdicts('ajv');
  const identical = verdicts('interpreted').every((v, i) => v === ajvVerdicts[i]);
  allIdentical &&= identical;
  console.error(
    `core: ${c.label}: ${answers.length} answers, verdicts and messages ${identical ? 'identical' : 'DIFFER'}`,
  );

  const firstValidate = (engine: ValidatorEngine) =>
    withEngine(engine, () =>
      timeFirstCall(
        () => normalizeSchema(withUnseenField(c.schema, unseen++)),
        (f) => validateContent(f, c.answer),
        { samples: c.compileSamples, warmup: 5 },
      ),
    );
  const ajvFirst = firstValidate('ajv');
  const freeFirst = firstValidate('interpreted');
  report({
    name: `first validate, code-generation-free: ${c.label}`,
    value: freeFirst,
    unit: 'ms',
    baseline: { name: 'Ajv (compile)', value: ajvFirst },
  });

  const cachedValidate = (engine: ValidatorEngine) =>
    withEngine(engine, () => {
      const f = normalizeSchema(c.schema);
      validateContent(f, c.answer);
      return timePerCall(() => validateContent(f, c.answer)) * 1000;
    });
  const ajvCached = cachedValidate('ajv');
  const freeCached = cachedValidate('interpreted');
  report({
    name: `cached validate, code-generation-free: ${c.label}`,
    value: freeCached,
    unit: 'µs',
    baseline: { name: 'Ajv (compiled)', value: ajvCached },
  });
  interpretedFaster &&= freeFirst < ajvFirst && freeCached < ajvCached;
}

// The rule (issue 13): Ajv stays the default where eval is allowed unless the code-generation-free
// engine is faster with identical verdicts. Printed so the run says which way it went.
console.error(
  `core: default engine where eval is allowed: ${
    allIdentical && interpretedFaster
      ? 'code-generation-free would win (faster on every figure, identical verdicts)'
      : `Ajv (code-generation-free ${allIdentical ? 'is not faster on every figure' : 'verdicts differ'})`
  }`,
);
