import type { Field, SupportedField } from './field.js';
import { isSupported } from './field.js';
import { fieldHintMsg } from './fieldHint.js';
import { formLookups } from './formLookups.js';
import { issueRank } from './issueRank.js';
import { inEnglish } from './messages/english.js';
import type { Localizer, Msg } from './messages/types.js';
import type { FormSchema } from './normalizeSchema.js';
import type { ElicitContent, ElicitContentValue } from './protocol.js';
import type { SchemaCheck, SchemaIssue } from './compileSchemaCheck.js';
import { compileSchemaCheck } from './compileSchemaCheck.js';
import { toJsonSchema } from './toJsonSchema.js';
import type { ValidatorEngine } from './validatorEngine.js';
import { ajvSchemaCompiler, validatorEngine } from './validatorEngine.js';

export interface FieldError {
  /** Property name; '' for an error about the answer as a whole. */
  field: string;
  /** What the person reads, in the host's words. */
  msg: Msg;
  /** The same in English, for logs and `--json`. */
  message: string;
  /** The JSON Schema keyword that failed (or 'type' for text that is not a number). */
  keyword: string;
}

export interface ValidationOutcome {
  valid: boolean;
  /** At most one error per field, in field order. */
  errors: FieldError[];
  /** The content to send: known fields only, numbers coerced to the schema's types. */
  content: ElicitContent;
}

function compileWith(engine: ValidatorEngine, schema: object): SchemaCheck {
  return engine === 'interpreted' ? compileSchemaCheck(schema) : ajvSchemaCompiler()(schema);
}

interface Compiled {
  engine: ValidatorEngine;
  check: SchemaCheck;
}
const compiled = new WeakMap<FormSchema, Compiled>();
// Forms are normalised afresh for every request, but servers ask the same questions again and
// again; compiling costs milliseconds, so validators are also shared by schema text (bounded LRU).
const bySchemaText = new Map<string, SchemaCheck>();
const SCHEMA_CACHE_LIMIT = 128;

/**
 * The checker for a form's cleaned schema (toJsonSchema), built once per form and engine, then
 * cached: the code-generation-free interpreter, or Ajv's compiled function (validatorEngine).
 */
function compiledValidator(form: FormSchema): SchemaCheck {
  const engine = validatorEngine();
  const known = compiled.get(form);
  if (known?.engine === engine) return known.check;
  const schema = toJsonSchema(form.fields);
  const key = `${engine}\u0000${JSON.stringify(schema)}`;
  let check = bySchemaText.get(key);
  if (check) {
    bySchemaText.delete(key); // re-insert: most recently used last
  } else {
    check = compileWith(engine, schema);
    if (bySchemaText.size >= SCHEMA_CACHE_LIMIT) {
      const oldest = bySchemaText.keys().next().value;
      if (oldest !== undefined) bySchemaText.delete(oldest);
    }
  }
  bySchemaText.set(key, check);
  compiled.set(form, { engine, check });
  return check;
}

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Text typed into a number field, as a number; undefined when it is not one. */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export interface ValidateOptions {
  /**
   * Reads text typed into number fields the locale's way (`1,5` under German is 1.5; any Unicode
   * digits) and explains ambiguous text, and dates the locale's way (24.12.2026, "tomorrow").
   * Without it only the plain `1.5` form is a number and only ISO 8601 a date.
   */
  localizer?: Pick<Localizer, 'parseNumber'> & Partial<Pick<Localizer, 'parseDate'>>;
}

function coerce(
  field: SupportedField,
  value: unknown,
  options: ValidateOptions,
  refused: Map<string, Msg>,
): unknown {
  if ((field.kind === 'number' || field.kind === 'integer') && typeof value === 'string') {
    if (!options.localizer) return parseNumberText(value) ?? value;
    // The locale reading includes the plain one, and knows when the two disagree (1.500 in German).
    const read = options.localizer.parseNumber(value);
    if (read.ok) return read.value;
    if (read.msg.key !== 'number.invalid') refused.set(field.name, read.msg);
    return value;
  }
  if (field.kind === 'text' && typeof value === 'string') {
    const { format } = field;
    if ((format === 'date' || format === 'date-time') && options.localizer?.parseDate) {
      // The locale's written forms and words (24.12.2026, "tomorrow") become the ISO answer.
      const read = options.localizer.parseDate(value, format);
      return read.ok ? read.value : value;
    }
    // RFC 3339 allows a lower-case t and z; keep the person's value but normalise those.
    if (format === 'date-time' && /^\d{4}-\d{2}-\d{2}t/.test(value))
      return value.replace('t', 'T').replace(/z$/, 'Z');
  }
  return value;
}

function msgFor(field: Field, error: SchemaIssue | undefined): Msg {
  if (!isSupported(field)) return fieldHintMsg(field);
  if (!error) return fieldHintMsg(field);
  const limit = Number(error.params.limit);
  switch (error.keyword) {
    case 'required':
      if (field.kind === 'text' && !field.format && field.minLength === undefined)
        return { key: 'error.required' };
      return fieldHintMsg(field);
    case 'minItems':
      return { key: 'error.multi.atLeast', values: { min: limit } };
    case 'maxItems':
      return { key: 'error.multi.atMost', values: { max: limit } };
    case 'uniqueItems':
      return { key: 'error.multi.unique' };
    case 'minLength':
      return { key: 'error.text.atLeast', values: { min: limit } };
    case 'maxLength':
      return { key: 'error.text.atMost', values: { max: limit } };
    default:
      return fieldHintMsg(field);
  }
}

function fieldError(field: string, msg: Msg, keyword: string): FieldError {
  return { field, msg, message: inEnglish(msg), keyword };
}

function fieldOf(error: SchemaIssue): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  const match = /^\/([^/]*)/.exec(error.instancePath);
  return match?.[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The one validation path: checks content (from a form or from anywhere) against a form.
 * Text typed for number fields is coerced first; never throws.
 */
export function validateContent(
  form: FormSchema,
  input: unknown,
  options: ValidateOptions = {},
): ValidationOutcome {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      valid: false,
      errors: [fieldError('', { key: 'error.notObject' }, 'type')],
      content: {},
    };
  }
  const source = input as Record<string, unknown>;
  const { byName, order } = formLookups(form);
  const content: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  // Number text the locale reading refused as ambiguous: its own explanation beats the hint.
  const refused = new Map<string, Msg>();
  for (const key of Object.keys(source)) {
    const field = byName.get(key);
    if (field && !isSupported(field)) {
      errors.push(fieldError(key, fieldHintMsg(field), 'unsupported'));
      continue;
    }
    const value = field ? coerce(field, source[key], options, refused) : source[key];
    Object.defineProperty(content, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }

  if (!form.accept.enabled) {
    const msg: Msg = form.accept.reason;
    errors.push({
      field: '',
      msg,
      message: inEnglish(msg),
      keyword: 'blocked',
    });
  }
  let validate: SchemaCheck;
  try {
    validate = compiledValidator(form);
  } catch (error) {
    // E.g. Ajv chosen explicitly on a page whose CSP forbids code generation, or without
    // enableAjv(): refuse to accept what cannot be checked, and say why, rather than throw out of
    // a click handler.
    const detail = error instanceof Error ? error.message : String(error);
    errors.push(fieldError('', { key: 'error.uncheckable', values: { detail } }, 'unchecked'));
    return { valid: false, errors, content: content as Record<string, ElicitContentValue> };
  }
  // Ajv reads `data[name]`, so on a plain object an unanswered field named "constructor" or
  // "toString" would find Object.prototype's member; it must see own answers only.
  if (!validate(Object.assign(Object.create(null) as object, content))) {
    const best = new Map<string, SchemaIssue>();
    for (const error of validate.errors ?? []) {
      const name = fieldOf(error) ?? '';
      const previous = best.get(name);
      if (!previous || issueRank(error) < issueRank(previous)) best.set(name, error);
    }
    for (const [name, error] of best) {
      const field = byName.get(name);
      if (error.keyword === 'additionalProperties' || !field) {
        errors.push(
          fieldError(name, { key: 'error.unknownField', values: { name } }, 'additionalProperties'),
        );
      } else {
        const msg = (error.keyword === 'type' && refused.get(name)) || msgFor(field, error);
        errors.push(fieldError(name, msg, error.keyword));
      }
    }
  }
  errors.sort((a, b) => (order.get(a.field) ?? -1) - (order.get(b.field) ?? -1));
  return {
    valid: errors.length === 0,
    errors,
    content: content as Record<string, ElicitContentValue>,
  };
}
