import { contentProblems } from '../contentProblems.js';
import type { DoctorMessageKey, DoctorMsg } from '../messages/DoctorLocalizer.js';
import type { CheckId } from '../doctorChecks.js';
import type { PersonScript, Probe, ProbeEnv, Received, Verdict } from '../probe.js';
import { readAnswer, unanswered } from '../probe.js';
import type { FormSchemaJson } from './formProbe.js';
import { formProbe } from './formProbe.js';

const t = (env: ProbeEnv, key: DoctorMessageKey) => env.words.format({ key });

const notTried = (check: CheckId, received: Received | undefined, evidence: string[]): Verdict => ({
  check,
  status: 'not-tried',
  why: unanswered(received),
  evidence,
});

/**
 * The person is asked to break a constraint; the check fails only when content that breaks the
 * schema arrives (spec: Elicitation › Security considerations, "validate responses").
 */
function validationProbe(
  tool: string,
  description: DoctorMessageKey,
  check: CheckId,
  schema: (env: ProbeEnv) => FormSchemaJson,
  script: PersonScript,
): Probe {
  return formProbe(tool, description, schema, script, (received, evidence, env): Verdict[] => {
    const { action, content } = readAnswer(received);
    if (action !== 'accept') return [notTried(check, received, evidence)];
    const problems = contentProblems(schema(env), content);
    return [
      problems.length > 0
        ? {
            check,
            status: 'failed',
            why: { key: 'doctor.why.invalidSent', values: { problems: problems.join('; ') } },
            evidence,
          }
        : { check, status: 'passed', why: { key: 'doctor.why.nothingInvalid' }, evidence },
    ];
  });
}

/** The person is asked for one action; the check passes when exactly that action arrives. */
function actionProbe(
  tool: string,
  description: DoctorMessageKey,
  check: CheckId,
  expected: 'decline' | 'cancel',
): Probe {
  return formProbe(
    tool,
    description,
    (env) => ({
      type: 'object',
      properties: { confirm: { type: 'boolean', title: t(env, 'doctor.field.confirm') } },
    }),
    { action: expected },
    (received, evidence): Verdict[] => {
      const { action } = readAnswer(received);
      if (received?.kind === 'error' || action !== expected) {
        const why: DoctorMsg =
          received?.kind === 'error'
            ? unanswered(received)
            : { key: 'doctor.why.actionNotAsAsked', values: { expected, action: action ?? '—' } };
        return [{ check, status: 'failed', why, evidence }];
      }
      return [
        {
          check,
          status: 'passed',
          why: { key: 'doctor.why.actionAsAsked', values: { action } },
          evidence,
        },
      ];
    },
  );
}

export const ANSWER_PROBES: readonly Probe[] = [
  validationProbe(
    'doctor_too_long',
    'doctor.tool.tooLong',
    'validation.length',
    (env) => ({
      type: 'object',
      properties: { code: { type: 'string', title: t(env, 'doctor.field.code'), maxLength: 3 } },
      required: ['code'],
    }),
    { action: 'accept', type: { code: 'ABCDE' }, ifStopped: { code: 'ABC' } },
  ),
  validationProbe(
    'doctor_out_of_range',
    'doctor.tool.outOfRange',
    'validation.range',
    (env) => ({
      type: 'object',
      properties: {
        count: { type: 'integer', title: t(env, 'doctor.field.count'), minimum: 0, maximum: 100 },
      },
      required: ['count'],
    }),
    { action: 'accept', type: { count: 500 }, ifStopped: { count: 50 } },
  ),
  validationProbe(
    'doctor_required',
    'doctor.tool.required',
    'validation.required',
    (env) => ({
      type: 'object',
      properties: { name: { type: 'string', title: t(env, 'doctor.field.name'), minLength: 1 } },
      required: ['name'],
    }),
    { action: 'accept', type: {}, ifStopped: { name: 'Ada' } },
  ),
  actionProbe('doctor_decline', 'doctor.tool.decline', 'actions.decline', 'decline'),
  actionProbe('doctor_cancel', 'doctor.tool.cancel', 'actions.cancel', 'cancel'),
  // A nested object is outside the spec's flat schema: a client cannot show it as meant, so the
  // only safe answers are decline, cancel or an error (spec: Elicitation › Requested schema).
  formProbe(
    'doctor_nested',
    'doctor.tool.nested',
    (env) => ({
      type: 'object',
      properties: {
        address: {
          type: 'object',
          title: t(env, 'doctor.field.address'),
          properties: { street: { type: 'string', title: t(env, 'doctor.field.street') } },
          required: ['street'],
        },
      },
      required: ['address'],
    }),
    { action: 'accept', type: { address: { street: 'Main Street 1' } }, ifStopped: 'decline' },
    (received, evidence): Verdict[] => {
      const check = 'safety.nested';
      const { action } = readAnswer(received);
      const how =
        received?.kind === 'error'
          ? `error ${received.text}`
          : action === 'accept'
            ? undefined
            : action;
      return how === undefined
        ? [{ check, status: 'failed', why: { key: 'doctor.why.acceptedUnsupported' }, evidence }]
        : [
            {
              check,
              status: 'passed',
              why: { key: 'doctor.why.refused', values: { how } },
              evidence,
            },
          ];
    },
  ),
];
