import type {
  Diagnostic,
  DiagnosticSeverity,
  ElicitContentValue,
  ElicitResult,
  Field,
  FieldError,
  FieldKind,
  FieldOption,
  FormSchema,
  Msg,
  StringFormat,
  UrlAnalysis,
  WidgetKind,
} from '@elicitkit/core';
import type { CliMsg } from './messages/CliLocalizer.js';
import {
  acceptResult,
  acceptUrlResult,
  english,
  fieldHint,
  fieldHintMsg,
  normalizeRequest,
  normalizeSchema,
  widgetFor,
} from '@elicitkit/core';
import type { DetectedInput, InputKind, InputNote } from './detectInput.js';

// The check-schema report. Its JSON form is documented field by field in apps/cli/README.md;
// change the two together.

export interface FieldReport {
  name: string;
  label: string;
  description: string | null;
  kind: FieldKind;
  /** untitled | titled | legacy for choices; null otherwise. */
  variant: string | null;
  widget: WidgetKind;
  required: boolean;
  default: ElicitContentValue | null;
  format: StringFormat | null;
  constraints: {
    minLength?: number;
    maxLength?: number;
    minimum?: number;
    maximum?: number;
    minItems?: number;
    maxItems?: number;
  };
  options: FieldOption[] | null;
  /** Why an unsupported field cannot be answered; null for supported fields. */
  reason: string | null;
  hint: string;
  diagnostics: Diagnostic[];
}

type AnswerReport = { valid: true; result: ElicitResult } | { valid: false; errors: FieldError[] };

export interface CheckReport {
  input: {
    kind: InputKind;
    description: string;
    era: string | null;
    requestKey: string | null;
    notes: Pick<InputNote, 'severity' | 'message'>[];
  };
  mode: 'form' | 'url' | null;
  message: string | null;
  fields: FieldReport[];
  url: UrlAnalysis | null;
  diagnostics: Diagnostic[];
  counts: Record<DiagnosticSeverity, number>;
  canAccept: boolean;
  acceptBlockedReason: string | null;
  answer: AnswerReport | null;
  /** True exactly when the command exits 0. */
  ok: boolean;
}

/**
 * What the human report says in the CLI's language beside the English report (the JSON output
 * is the report alone): the input's shape and notes, each field's hint, why accept is blocked.
 */
export interface ReportWords {
  input: DetectedInput;
  /** One per report field, in order. */
  hints: Msg[];
  acceptBlocked: Msg | CliMsg | null;
}

/**
 * The report and the words its human form shows; `answer` is the parsed `--answer` value, absent
 * when no answer was given.
 */
export function checkSchemaResult(
  input: DetectedInput,
  answer?: { value: unknown },
): { report: CheckReport; words: ReportWords } {
  const base = {
    input: {
      kind: input.kind,
      description: input.description,
      era: input.era,
      requestKey: input.requestKey,
      notes: input.notes.map(({ severity, message }) => ({ severity, message })),
    },
  };
  const words = (hints: Msg[], acceptBlocked: Msg | CliMsg | null): ReportWords => ({
    input,
    hints,
    acceptBlocked,
  });
  const target = input.target;

  if (target.type === 'none') {
    const answerReport: AnswerReport | null = answer
      ? {
          valid: false,
          errors: [
            {
              field: '',
              msg: { key: 'form.cannotAccept' },
              message: target.reason,
              keyword: 'blocked',
            },
          ],
        }
      : null;
    return {
      report: finish({
        ...base,
        mode: null,
        message: null,
        fields: [],
        url: null,
        diagnostics: [],
        canAccept: false,
        acceptBlockedReason: target.reason,
        answer: answerReport,
      }),
      words: words([], target.reasonMsg),
    };
  }

  if (target.type === 'schema') {
    const form = normalizeSchema(target.schema);
    return {
      report: finish({
        ...base,
        ...formPart(form, answer),
        mode: 'form',
        message: null,
        diagnostics: form.diagnostics,
      }),
      words: formWords(form),
    };
  }

  const elicitation = normalizeRequest(target.params);
  if (elicitation.mode === 'url') {
    const url = elicitation.url;
    return {
      report: finish({
        ...base,
        mode: 'url',
        message: elicitation.message,
        fields: [],
        url,
        diagnostics: elicitation.diagnostics,
        canAccept: url.blocked === undefined,
        acceptBlockedReason: url.blocked ?? null,
        answer: answer ? urlAnswer(url, answer.value) : null,
      }),
      words: words([], url.blocked === undefined ? null : (url.blockedMsg ?? null)),
    };
  }
  return {
    report: finish({
      ...base,
      ...formPart(elicitation.form, answer),
      mode: 'form',
      message: elicitation.message,
      diagnostics: elicitation.diagnostics,
    }),
    words: formWords(elicitation.form),
  };

  function formWords(form: FormSchema): ReportWords {
    return words(
      form.fields.map((field) => fieldHintMsg(field)),
      form.accept.enabled ? null : form.accept.reason,
    );
  }
}

function finish(report: Omit<CheckReport, 'counts' | 'ok'>): CheckReport {
  const counts: Record<DiagnosticSeverity, number> = { error: 0, warning: 0, info: 0 };
  for (const diagnostic of report.diagnostics) counts[diagnostic.severity]++;
  const ok = report.canAccept && (report.answer === null || report.answer.valid);
  // Spelled out so the JSON output's key order is the documented one, whatever the path here.
  return {
    input: report.input,
    mode: report.mode,
    message: report.message,
    fields: report.fields,
    url: report.url,
    diagnostics: report.diagnostics,
    counts,
    canAccept: report.canAccept,
    acceptBlockedReason: report.acceptBlockedReason,
    answer: report.answer,
    ok,
  };
}

function formPart(form: FormSchema, answer: { value: unknown } | undefined) {
  let answerReport: AnswerReport | null = null;
  if (answer) {
    const outcome = acceptResult(form, answer.value);
    answerReport = outcome.ok
      ? { valid: true, result: outcome.result }
      : { valid: false, errors: outcome.errors };
  }
  return {
    fields: form.fields.map(fieldReport),
    url: null,
    canAccept: form.accept.enabled,
    // The JSON report's reason is English for logs and scripts; the text report uses the words.
    acceptBlockedReason: form.accept.enabled ? null : english.format(form.accept.reason),
    answer: answerReport,
  };
}

// URL mode: accepting means "I consented and opened it", so the only valid answer carries nothing.
function urlAnswer(url: UrlAnalysis, value: unknown): AnswerReport {
  if (url.blocked !== undefined) {
    return {
      valid: false,
      errors: [
        {
          field: '',
          msg: url.blockedMsg ?? { key: 'url.problem.invalid' },
          message: url.blocked,
          keyword: 'blocked',
        },
      ],
    };
  }
  const empty =
    value === null ||
    (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);
  if (!empty) {
    return {
      valid: false,
      errors: [
        {
          field: '',
          msg: { key: 'error.invalidAnswer' },
          message: 'A URL-mode accept carries no content; answer with {} to check the accept.',
          keyword: 'url-mode',
        },
      ],
    };
  }
  return { valid: true, result: acceptUrlResult() };
}

function fieldReport(field: Field): FieldReport {
  const constraints: FieldReport['constraints'] = {};
  let format: StringFormat | null = null;
  let options: FieldOption[] | null = null;
  let variant: string | null = null;
  let reason: string | null = null;
  switch (field.kind) {
    case 'text':
      format = field.format ?? null;
      if (field.minLength !== undefined) constraints.minLength = field.minLength;
      if (field.maxLength !== undefined) constraints.maxLength = field.maxLength;
      break;
    case 'number':
    case 'integer':
      if (field.minimum !== undefined) constraints.minimum = field.minimum;
      if (field.maximum !== undefined) constraints.maximum = field.maximum;
      break;
    case 'select':
      options = field.options;
      variant = field.variant;
      break;
    case 'multiselect':
      options = field.options;
      variant = field.variant;
      if (field.minItems !== undefined) constraints.minItems = field.minItems;
      if (field.maxItems !== undefined) constraints.maxItems = field.maxItems;
      break;
    case 'unsupported':
      reason = field.reason;
      break;
    case 'boolean':
      break;
  }
  return {
    name: field.name,
    label: field.label,
    description: field.description ?? null,
    kind: field.kind,
    variant,
    widget: widgetFor(field),
    required: field.required,
    default: field.default ?? null,
    format,
    constraints,
    options,
    reason,
    hint: fieldHint(field),
    diagnostics: field.diagnostics,
  };
}
