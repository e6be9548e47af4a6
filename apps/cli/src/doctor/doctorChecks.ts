import type { DoctorMessageKey } from './messages/DoctorLocalizer.js';

// Every check the doctor grades, in report order. A check's name is `doctor.check.<id>` in the
// catalogue; `spec` names the public specification's section it follows (docs/spec-references.md).
export type DoctorArea =
  'capabilities' | 'schema' | 'validation' | 'actions' | 'url' | 'rounds' | 'tasks' | 'safety';
export type DoctorEra = '2025-11-25' | '2026-07-28';

/** A check's id: its name's key in the catalogue is `doctor.check.<id>`. */
export type CheckId = DoctorMessageKey extends infer K
  ? K extends `doctor.check.${infer Id}`
    ? Id
    : never
  : never;

export interface DoctorCheck {
  readonly id: CheckId;
  readonly area: DoctorArea;
  /** The tool that exercises it (the driver-level checks name the tool that shows them best). */
  readonly tool: string;
  readonly spec: { readonly section: string; readonly url: string };
  /** Set when the check exists in one era only. */
  readonly onlyIn?: DoctorEra;
}

const ELICITATION = 'https://modelcontextprotocol.io/specification/2026-07-28/client/elicitation';
const SPEC = {
  capabilities: { section: 'Elicitation › Capabilities', url: `${ELICITATION}#capabilities` },
  envelope: {
    section: 'Base protocol › Per-request protocol fields',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic',
  },
  schema: { section: 'Elicitation › Requested schema', url: `${ELICITATION}#requested-schema` },
  defaults: {
    section: 'Elicitation › Requested schema (defaults, SEP-1034)',
    url: `${ELICITATION}#requested-schema`,
  },
  security: {
    section: 'Elicitation › Security considerations',
    url: `${ELICITATION}#security-considerations`,
  },
  actions: { section: 'Elicitation › Response actions', url: `${ELICITATION}#response-actions` },
  url: { section: 'Elicitation › URL mode', url: `${ELICITATION}#url-mode-elicitation` },
  urlRequired: {
    section: '2025-11-25 Elicitation › URL elicitation required error',
    url: 'https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation',
  },
  tasks: {
    section: 'Tasks extension › Input required',
    url: 'https://modelcontextprotocol.io/extensions/tasks/overview',
  },
  mrtr: {
    section: 'Multi round-trip requests › Client requirements',
    url: 'https://modelcontextprotocol.io/specification/2026-07-28/basic/patterns/mrtr',
  },
} as const;

const check = (
  id: CheckId,
  area: DoctorArea,
  tool: string,
  spec: DoctorCheck['spec'],
  onlyIn?: DoctorEra,
): DoctorCheck => Object.freeze({ id, area, tool, spec, ...(onlyIn && { onlyIn }) });

export const DOCTOR_CHECKS: readonly DoctorCheck[] = Object.freeze([
  check('caps.form', 'capabilities', 'doctor_text', SPEC.capabilities),
  check('caps.url', 'capabilities', 'doctor_url_open', SPEC.capabilities),
  check('caps.perRequest', 'capabilities', 'doctor_rounds', SPEC.envelope, '2026-07-28'),
  check('schema.text', 'schema', 'doctor_text', SPEC.schema),
  check('schema.number', 'schema', 'doctor_numbers', SPEC.schema),
  check('schema.boolean', 'schema', 'doctor_boolean', SPEC.schema),
  check('schema.singleSelect', 'schema', 'doctor_choices', SPEC.schema),
  check('schema.multiSelect', 'schema', 'doctor_multi', SPEC.schema),
  check('schema.defaults', 'schema', 'doctor_text', SPEC.defaults),
  check('validation.length', 'validation', 'doctor_too_long', SPEC.security),
  check('validation.range', 'validation', 'doctor_out_of_range', SPEC.security),
  check('validation.required', 'validation', 'doctor_required', SPEC.security),
  check('actions.decline', 'actions', 'doctor_decline', SPEC.actions),
  check('actions.cancel', 'actions', 'doctor_cancel', SPEC.actions),
  check('url.consent', 'url', 'doctor_url_decline', SPEC.url),
  check('url.open', 'url', 'doctor_url_open', SPEC.url),
  check('url.required', 'url', 'doctor_url_required', SPEC.urlRequired, '2025-11-25'),
  check('rounds.state', 'rounds', 'doctor_rounds', SPEC.mrtr, '2026-07-28'),
  check('rounds.newId', 'rounds', 'doctor_rounds', SPEC.mrtr, '2026-07-28'),
  check('rounds.keys', 'rounds', 'doctor_rounds', SPEC.mrtr, '2026-07-28'),
  check('rounds.several', 'rounds', 'doctor_rounds', SPEC.mrtr),
  check('rounds.multi', 'rounds', 'doctor_rounds', SPEC.mrtr),
  check('tasks.question', 'tasks', 'doctor_task', SPEC.tasks, '2026-07-28'),
  check('safety.nested', 'safety', 'doctor_nested', SPEC.schema),
  check('safety.markdown', 'safety', 'doctor_words', SPEC.security),
  check('safety.link', 'safety', 'doctor_words', SPEC.security),
  check('safety.bidi', 'safety', 'doctor_words', SPEC.security),
  check('safety.control', 'safety', 'doctor_words', SPEC.security),
  check('safety.burst', 'safety', 'doctor_burst', SPEC.security),
]);

export const DOCTOR_AREAS: readonly DoctorArea[] = Object.freeze([
  'capabilities',
  'schema',
  'validation',
  'actions',
  'url',
  'rounds',
  'tasks',
  'safety',
]);
