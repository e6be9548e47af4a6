// Core bench (BENCH-CONTRACT.md): normalising and validating three forms — the 13 fields of the
// reference server-everything example, 200 generated fields of every kind, and a 1,000-option
// enum. "first validate" compiles the validator for a schema never seen before (each sample adds a
// field of its own, so core's schema-text cache cannot serve it); "repeat question" is a fresh
// FormSchema for a schema already asked (the cache serves it, as when a server asks again);
// "cached validate" is each later check of the same form, e.g. on every keystroke.
// Every validation figure is core's default engine (the code-generation-free interpreter), against
// the opt-in Ajv engine measured in the same run, after checking both engines reach identical
// verdicts and messages on a spread of answers; then the same comparison over the whole fixture
// corpus (corpus.ts). That comparison is what decides the default engine.
import type { ValidatorEngine } from '../src/index.js';
import { enableAjv } from '../src/ajv.js';
import { measureCorpus, withEngine } from './corpus.js';
import { normalizeSchema, setValidatorEngine, validateContent } from '../src/index.js';
import {
  generatedForm,
  manyOptionsForm,
  serverEverythingAnswer,
  serverEverythingSchema,
} from './benchSchemas.js';
import type { BenchFigure } from '../../../test/support/benchStats.js';
import { printBench, round3 } from '../../../test/support/benchStats.js';
import { timeFirstCall, timePerCall } from './measure.js';
import { measureFormatCost } from './formatCost.js';
import { measureSourceLines } from './sourceLines.js';

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

// Ajv is loaded for the comparisons; everything else runs on the default engine, which is what
// 'auto' resolves to when nobody called enableAjv().
enableAjv();
setValidatorEngine('interpreted');

let allIdentical = true;

for (const c of cases) {
  // A bench of the wrong path is worse than none: the answer must be valid and the form usable.
  const check = normalizeSchema(c.schema);
  const outcome = validateContent(check, c.answer);
  if (
    !check.accept.enabled ||
    !outcome.valid ||
    check.diagnostics.some((d) => d.severity !== 'info')
  ) {
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
    name: `repeat question (fresh form, validator from cache): ${c.label}`,
    value: timeFirstCall(
      () => normalizeSchema(c.schema),
      (form) => validateContent(form, c.answer),
      { samples: c.compileSamples, warmup: 5 },
    ),
    unit: 'ms',
  });

  // The default engine against Ajv in this run, after checking their verdicts agree.
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
    name: `first validate (build the validator): ${c.label}`,
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
    name: `cached validate: ${c.label}`,
    value: freeCached,
    unit: 'µs',
    target: c.targets.cachedValidate,
    baseline: { name: 'Ajv (compiled)', value: ajvCached },
  });
}

console.error('core: the fixture corpus…');
const corpus = measureCorpus();
report({
  name: `fixture corpus, per question (${corpus.forms} forms asked fresh, ${corpus.answers} answers checked once, summed): default engine (code-generation-free)`,
  value: corpus.perQuestion.interpreted,
  unit: 'ms',
  baseline: { name: 'Ajv engine', value: corpus.perQuestion.ajv },
  target: 'ratio < 1',
});
report({
  name: `fixture corpus, per check (validators built, ${corpus.answers} answers): default engine (code-generation-free)`,
  value: corpus.perCheck.interpreted,
  unit: 'µs',
  baseline: { name: 'Ajv engine', value: corpus.perCheck.ajv },
});
console.error(
  `core: fixture corpus: verdicts and messages ${corpus.identical ? 'identical' : 'DIFFER'} on ${corpus.answers} answers`,
);

// The rule: Ajv stays the default where eval is allowed unless the
// code-generation-free engine is faster with identical verdicts. "Faster" is judged per question
// — building the validator and checking the answers, what each elicitation costs — over the
// corpus; a per-check difference of a few microseconds is printed too, never hidden.
const identicalEverywhere = allIdentical && corpus.identical;
const fasterPerQuestion = corpus.perQuestion.interpreted < corpus.perQuestion.ajv;
console.error(
  `core: default engine: ${
    identicalEverywhere && fasterPerQuestion
      ? `code-generation-free is right (identical verdicts, ${round3(corpus.perQuestion.ajv / corpus.perQuestion.interpreted)}× faster per question; per check ${round3(corpus.perCheck.interpreted / corpus.perCheck.ajv)}× Ajv's time)`
      : `WRONG, Ajv should be (code-generation-free ${identicalEverywhere ? 'is slower per question' : 'verdicts differ'})`
  }`,
);
if (!identicalEverywhere) process.exitCode = 1;

// The catalogue: formatting one message under German against English, in the same run.
measureFormatCost(report);

// How thin the surfaces are beside core (non-test lines, now and where issue 47 started).
measureSourceLines(report);
