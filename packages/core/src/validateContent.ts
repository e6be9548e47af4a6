import type { Field, SupportedField } from './field.js';
import { isSupported } from './field.js';
import { fieldHint } from './fieldHint.js';
import type { FormSchema } from './normalizeSchema.js';
import type { ElicitContent, ElicitContentValue } from './protocol.js';
import type { SchemaCheck, SchemaIssue } from './schemaCheck.js';
import { compileSchemaCheck } from './schemaCheck.js';
import { toJsonSchema } from './toJsonSchema.js';
import type { ValidatorEngine } from './validatorEngine.js';
import { ajvSchemaCompiler, validatorEngine } from './validatorEngine.js';

export interface FieldError {
  /** Property name; '' for an error about the answer as a whole. */
  field: string;
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
export function compiledValidator(form: FormSchema): SchemaCheck {
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

interface FormLookups {
  byName: Map<string, Field>;
  order: Map<string, number>;
}
// Per-form tables, built once: validation runs on every keystroke after a failed submit.
const lookups = new WeakMap<FormSchema, FormLookups>();

function lookupsFor(form: FormSchema): FormLookups {
  let found = lookups.get(form);
  if (!found) {
    found = {
      byName: new Map(form.fields.map((f) => [f.name, f] as const)),
      order: new Map(form.fields.map((f, i) => [f.name, i] as const)),
    };
    lookups.set(form, found);
  }
  return found;
}

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Text typed into a number field, as a number; undefined when it is not one. */
export function parseNumberText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER_TEXT.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function coerce(field: SupportedField, value: unknown): unknown {
  if ((field.kind === 'number' || field.kind === 'integer') && typeof value === 'string') {
    return parseNumberText(value) ?? value;
  }
  if (field.kind === 'text' && typeof value === 'string' && field.format === 'date-time') {
    // RFC 3339 allows a lower-case t and z; keep the person's value but normalise those.
    return /^\d{4}-\d{2}-\d{2}t/.test(value) ? value.replace('t', 'T').replace(/z$/, 'Z') : value;
  }
  return value;
}

function messageFor(field: Field, error: SchemaIssue | undefined): string {
  if (!isSupported(field)) return fieldHint(field);
  if (!error) return fieldHint(field);
  switch (error.keyword) {
    case 'required':
      if (field.kind === 'text' && !field.format && field.minLength === undefined)
        return 'This is required';
      return fieldHint(field);
    case 'minItems':
      return `Choose at least ${String(error.params.limit)}`;
    case 'maxItems':
      return `Choose at most ${String(error.params.limit)}`;
    case 'uniqueItems':
      return 'Choose each option only once';
    case 'minLength': {
      const limit = Number(error.params.limit);
      return `Enter at least ${limit} character${limit === 1 ? '' : 's'}`;
    }
    case 'maxLength':
      return `Enter at most ${String(error.params.limit)} characters`;
    default:
      return fieldHint(field);
  }
}

// When a field has several failures, the one that best tells the person what to do comes first.
const PRIORITY = [
  'required',
  'type',
  'enum',
  'format',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
];

function rank(error: SchemaIssue): number {
  const index = PRIORITY.indexOf(error.keyword);
  return index === -1 ? PRIORITY.length : index;
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
export function validateContent(form: FormSchema, input: unknown): ValidationOutcome {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      valid: false,
      errors: [
        {
          field: '',
          message: 'The answer must be a JSON object of field values.',
          keyword: 'type',
        },
      ],
      content: {},
    };
  }
  const source = input as Record<string, unknown>;
  const { byName, order } = lookupsFor(form);
  const content: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const key of Object.keys(source)) {
    const field = byName.get(key);
    if (field && !isSupported(field)) {
      errors.push({ field: key, message: fieldHint(field), keyword: 'unsupported' });
      continue;
    }
    const value = field ? coerce(field, source[key]) : source[key];
    Object.defineProperty(content, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }

  if (!form.canAccept) {
    errors.push({
      field: '',
      message: form.acceptBlockedReason ?? 'This form cannot be accepted.',
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
    errors.push({
      field: '',
      message: `This answer cannot be checked here (${error instanceof Error ? error.message : String(error)}).`,
      keyword: 'unchecked',
    });
    return { valid: false, errors, content: content as Record<string, ElicitContentValue> };
  }
  // Ajv reads `data[name]`, so on a plain object an unanswered field named "constructor" or
  // "toString" would find Object.prototype's member; it must see own answers only.
  if (!validate(Object.assign(Object.create(null) as object, content))) {
    const best = new Map<string, SchemaIssue>();
    for (const error of validate.errors ?? []) {
      const name = fieldOf(error) ?? '';
      const previous = best.get(name);
      if (!previous || rank(error) < rank(previous)) best.set(name, error);
    }
    for (const [name, error] of best) {
      const field = byName.get(name);
      if (error.keyword === 'additionalProperties' || !field) {
        errors.push({
          field: name,
          message: `This form does not ask for "${name}"`,
          keyword: 'additionalProperties',
        });
      } else {
        errors.push({ field: name, message: messageFor(field, error), keyword: error.keyword });
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
