// Validation speed over the whole fixture corpus (test/fixtures/cases), code-generation-free
// interpreter against Ajv, same run: the figure that decides the default engine.
// Each form gets a spread of answers (nothing, its defaults, every probe value in every field);
// both engines must reach identical verdicts and messages on all of them first.
//   - per question: a question never seen before (its validator must be built) and each of its
//     answers checked once, summed over the corpus — what a host pays per elicitation;
//   - per check: validators built, each answer checked again (as on every keystroke after a
//     failed submit), per call.
import type { Field, FormSchema, ValidatorEngine } from '../src/index.js';
import {
  contentOf,
  createQuestion,
  normalizeRequest,
  setValidatorEngine,
  validateContent,
} from '../src/index.js';
import { loadCases } from '../../../test/fixtures/index.js';
import { median } from '../../../test/support/benchStats.js';
import { timePerCall } from './measure.js';

const PROBES: unknown[] = [
  '',
  'x',
  'x'.repeat(300),
  'ada@example.com',
  'https://ada.example/',
  '2026-07-28',
  '2026-07-28T14:30:00Z',
  '42',
  'NaN',
  0,
  -1,
  1.5,
  1e9,
  true,
  null,
  [],
  ['x', 'x'],
];

function probesFor(field: Field): unknown[] {
  const extra: unknown[] = [];
  if ('options' in field) {
    const values = field.options.map((o) => o.value);
    extra.push(values[0], values.slice(0, 2), [values[0], values[0]]);
  }
  return [...PROBES, ...extra];
}

interface CorpusForm {
  params: Record<string, unknown>;
  schema: Record<string, unknown>;
  answers: Record<string, unknown>[];
}

function corpus(): CorpusForm[] {
  const forms: CorpusForm[] = [];
  for (const fixture of loadCases()) {
    const params = fixture.params as Record<string, unknown>;
    const request = normalizeRequest(params);
    const schema = params['requestedSchema'];
    if (request.mode !== 'form' || typeof schema !== 'object' || schema === null) continue;
    const form: FormSchema = request.form;
    const answers: Record<string, unknown>[] = [
      {},
      contentOf(form, createQuestion(form).getState()),
    ];
    for (const field of form.fields)
      for (const probe of probesFor(field)) answers.push({ [field.name]: probe });
    forms.push({ params, schema: schema as Record<string, unknown>, answers });
  }
  return forms;
}

/** The form of `c` with one extra optional field no earlier call had: its validator is new. */
let unseen = 0;
function freshForm(c: CorpusForm): FormSchema {
  const properties = (c.schema['properties'] ?? {}) as Record<string, unknown>;
  const request = normalizeRequest({
    ...c.params,
    requestedSchema: {
      ...c.schema,
      properties: { ...properties, [`unseen_${unseen++}`]: { type: 'string' } },
    },
  });
  if (request.mode !== 'form') throw new Error('a corpus form stopped being a form');
  return request.form;
}

/** Runs with one engine, then back to the default one. */
export function withEngine<T>(engine: ValidatorEngine, run: () => T): T {
  setValidatorEngine(engine);
  try {
    return run();
  } finally {
    setValidatorEngine('interpreted');
  }
}

/** Milliseconds to ask every corpus question once, fresh, and check each of its answers. */
function askCorpusOnce(forms: CorpusForm[]): number {
  let total = 0;
  for (const c of forms) {
    const form = freshForm(c); // normalising is the same for both engines: not timed
    const start = performance.now();
    let last: unknown;
    for (const answer of c.answers) last = validateContent(form, answer);
    total += performance.now() - start;
    if (last === undefined) throw new Error('unreachable');
  }
  return total;
}

export interface CorpusFigures {
  forms: number;
  answers: number;
  identical: boolean;
  perQuestion: { interpreted: number; ajv: number };
  perCheck: { interpreted: number; ajv: number };
}

/** Requires the Ajv engine to be loaded (enableAjv) by the caller. */
export function measureCorpus(rounds = 15): CorpusFigures {
  const forms = corpus();
  const answers = forms.reduce((n, c) => n + c.answers.length, 0);

  const verdicts = (engine: ValidatorEngine) =>
    withEngine(engine, () =>
      forms.flatMap((c) => {
        const form = freshForm(c);
        return c.answers.map((a) => JSON.stringify(validateContent(form, a)));
      }),
    );
  const ajvVerdicts = verdicts('ajv');
  const identical = verdicts('interpreted').every((v, i) => v === ajvVerdicts[i]);

  // Alternating order, so load from elsewhere on the machine hits both engines alike.
  const question = { interpreted: [] as number[], ajv: [] as number[] };
  for (let r = 0; r < rounds + 2; r++)
    for (const engine of r % 2
      ? (['ajv', 'interpreted'] as const)
      : (['interpreted', 'ajv'] as const)) {
      const ms = withEngine(engine, () => askCorpusOnce(forms));
      if (r >= 2) question[engine].push(ms); // the first two rounds warm the JIT up
    }

  const perCheck = (engine: ValidatorEngine) =>
    withEngine(engine, () => {
      const built = forms.map((c) => ({ form: freshForm(c), answers: c.answers }));
      const all = () => {
        for (const { form, answers: list } of built)
          for (const answer of list) validateContent(form, answer);
        return built;
      };
      return (timePerCall(all, { samples: 15 }) / answers) * 1000;
    });
  const checkAjv = perCheck('ajv');
  const checkInterpreted = perCheck('interpreted');
  return {
    forms: forms.length,
    answers,
    identical,
    perQuestion: { interpreted: median(question.interpreted), ajv: median(question.ajv) },
    perCheck: { interpreted: checkInterpreted, ajv: checkAjv },
  };
}
