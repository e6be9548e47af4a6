import type { CheckId } from '../doctorChecks.js';
import { contentProblems } from '../contentProblems.js';
import type { DoctorMessageKey } from '../messages/DoctorLocalizer.js';
import type { ElicitParams, PersonScript, Probe, ProbeEnv, Received, Verdict } from '../probe.js';
import { evidenceOf, readAnswer, unanswered, withScript } from '../probe.js';

export type FormSchemaJson = Extract<ElicitParams, { mode: 'form' }>['requestedSchema'];

export const KEY = 'answer';

/** A one-question form probe: its schema is built in the doctor's words for the locale. */
export function formQuestion(
  env: ProbeEnv,
  description: DoctorMessageKey,
  requestedSchema: FormSchemaJson,
  script: PersonScript,
  key = KEY,
) {
  return {
    key,
    params: {
      mode: 'form' as const,
      message: withScript(env.words.format({ key: description }), script, env.auto),
      requestedSchema,
    },
    script,
  };
}

/** One form question under KEY, graded on what came back for it (the answer, quoted, is the evidence). */
export function formProbe(
  tool: string,
  description: DoctorMessageKey,
  schema: (env: ProbeEnv) => FormSchemaJson,
  script: PersonScript,
  judge: (received: Received | undefined, evidence: string[], env: ProbeEnv) => Verdict[],
): Probe {
  return {
    tool,
    description,
    mode: 'form',
    rounds: 1,
    ask: (_round, _done, env) => [formQuestion(env, description, schema(env), script)],
    judge(done, env) {
      const received = done[0]?.received[KEY];
      return judge(received, [evidenceOf(KEY, received)], env);
    },
  };
}

/**
 * A schema-variant probe: the person leaves every defaulted field alone and types the rest (the
 * script), so the answer must fit the schema and carry every default.
 */
export function schemaProbe(
  tool: string,
  description: DoctorMessageKey,
  check: CheckId,
  schema: (env: ProbeEnv) => FormSchemaJson,
  typed: Readonly<Record<string, unknown>>,
): Probe {
  return formProbe(
    tool,
    description,
    schema,
    { action: 'accept', type: typed },
    (received, evidence, env): Verdict[] => {
      const { action, content } = readAnswer(received);
      if (action !== 'accept') {
        const why = unanswered(received);
        return [
          { check, status: 'not-tried', why, evidence },
          { check: 'schema.defaults', status: 'not-tried', why, evidence },
        ];
      }
      const form = schema(env);
      const problems = contentProblems(form, content);
      const lost = Object.entries(form.properties)
        .filter(([, prop]) => 'default' in prop)
        .filter(([name, prop]) => {
          const sent = (content as Record<string, unknown> | null)?.[name];
          return JSON.stringify(sent) !== JSON.stringify((prop as { default: unknown }).default);
        })
        .map(([name]) => name);
      return [
        problems.length === 0
          ? { check, status: 'passed', why: { key: 'doctor.why.fits' }, evidence }
          : {
              check,
              status: 'failed',
              why: { key: 'doctor.why.doesNotFit', values: { problems: problems.join('; ') } },
              evidence,
            },
        lost.length === 0
          ? {
              check: 'schema.defaults',
              status: 'passed',
              why: { key: 'doctor.why.defaultsKept' },
              evidence,
            }
          : {
              check: 'schema.defaults',
              status: 'failed',
              why: { key: 'doctor.why.defaultsLost', values: { fields: lost.join(', ') } },
              evidence,
            },
      ];
    },
  );
}
