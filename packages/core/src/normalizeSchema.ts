import { checkDefault } from './checkDefault.js';
import type { Diagnostic, DiagnosticCode, DiagnosticSeverity } from './diagnostic.js';
import { toDisplayText } from './displayText.js';
import type {
  EnumVariant,
  Field,
  FieldOption,
  MultiSelectField,
  NumberField,
  SelectField,
  TextField,
} from './field.js';
import { diagnosticMsg } from './diagnosticMsg.js';
import { isStringFormat } from './formats.js';
import { inEnglish } from './messages/english.js';
import type { Msg, MsgValues } from './messages/types.js';
import { looksLikeSecret } from './secretField.js';

/** The form a `requestedSchema` describes, as both renderers and the validator see it. */
export interface FormSchema {
  fields: Field[];
  /** Every diagnostic, schema-level and per field, in source order. */
  diagnostics: Diagnostic[];
  /**
   * Whether a valid `accept` can be produced, and if not why (e.g. a required field we cannot
   * render). The one rule every surface reads: a blocked form always carries its reason.
   */
  accept: AcceptAvailability;
}

export type AcceptAvailability = { enabled: true } | { enabled: false; reason: Msg };

const ACCEPT_ENABLED: AcceptAvailability = Object.freeze({ enabled: true });

type Json = Record<string, unknown>;

// Keywords that only annotate; dropping them cannot make us accept a value the server rejects.
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
  '$id',
  '$schema',
  '$anchor',
  'nullable',
  'uniqueItems',
  'additionalProperties',
  'enumNames',
]);
// Keywords we understand per kind; anything else that constrains values makes the field unsupported.
const KNOWN: Record<string, Set<string>> = {
  string: new Set(['type', 'minLength', 'maxLength', 'format', 'enum', 'oneOf', 'anyOf']),
  number: new Set(['type', 'minimum', 'maximum']),
  boolean: new Set(['type']),
  array: new Set(['type', 'items', 'minItems', 'maxItems']),
};
const SCHEMA_KEYS = new Set([
  'type',
  'properties',
  'required',
  '$schema',
  '$defs',
  'definitions',
  'title',
  'description',
  'additionalProperties',
  '$id',
  '$comment',
]);

const MAX_REF_DEPTH = 8;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(object: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

class Collector {
  readonly all: Diagnostic[] = [];
  add(
    severity: DiagnosticSeverity,
    code: DiagnosticCode,
    message: string,
    field?: string,
    values?: MsgValues,
  ): Diagnostic {
    // Messages quote server text (names, keywords, values): keep them as display-safe as labels.
    message = toDisplayText(message, { singleLine: true });
    const diagnostic: Diagnostic = {
      code,
      severity,
      msg: diagnosticMsg(code === 'url-blocked' ? 'internal-error' : code, severity, values),
      message,
      ...(field !== undefined && { field }),
    };
    this.all.push(diagnostic);
    return diagnostic;
  }
}

/** Any JSON value in, a form out. Never throws. */
export function normalizeSchema(input: unknown): FormSchema {
  const out = new Collector();
  try {
    return normalizeUnsafe(input, out);
  } catch (error) {
    // Defensive: a bug here must not take the host down; the person can still decline or cancel.
    out.add('error', 'internal-error', `The form could not be read (${String(error)}).`);
    return blocked(out, { key: 'blocked.unreadable' });
  }
}

function blocked(out: Collector, msg: Msg, fields: Field[] = []): FormSchema {
  return {
    fields,
    diagnostics: out.all,
    accept: { enabled: false, reason: msg },
  };
}

function normalizeUnsafe(input: unknown, out: Collector): FormSchema {
  if (input === undefined || input === null) {
    out.add('error', 'missing-schema', 'The server sent no requestedSchema.');
    return blocked(out, { key: 'blocked.noSchema' });
  }
  if (!isObject(input)) {
    out.add('error', 'schema-not-object', 'requestedSchema must be a JSON object.');
    return blocked(out, { key: 'blocked.malformed' });
  }
  const type = own(input, 'type');
  if (type !== undefined && type !== 'object') {
    out.add(
      'error',
      'schema-not-object',
      `requestedSchema must have type "object", not ${describeValue(type, 60)}.`,
    );
    return blocked(out, { key: 'blocked.malformed' });
  }
  if (type === undefined)
    out.add('info', 'type-inferred', 'requestedSchema has no "type"; treated as "object".');
  checkDialect(own(input, '$schema'), out);
  for (const key of Object.keys(input)) {
    if (!SCHEMA_KEYS.has(key))
      out.add('info', 'ignored-keyword', `Ignored schema keyword "${key}".`).keyword =
        toDisplayText(key, { singleLine: true });
  }

  const defs = collectDefs(input);
  const rawProperties = own(input, 'properties');
  let properties: Json = {};
  if (rawProperties === undefined) {
    out.add(
      'warning',
      'no-properties',
      'requestedSchema has no "properties": shown as a confirmation with no fields.',
    );
  } else if (!isObject(rawProperties)) {
    out.add('error', 'no-properties', '"properties" must be an object.');
    return blocked(out, { key: 'blocked.malformed' });
  } else {
    properties = rawProperties;
  }

  const required = new Set<string>();
  const rawRequired = own(input, 'required');
  if (Array.isArray(rawRequired)) {
    for (const name of rawRequired) {
      if (typeof name !== 'string') continue;
      if (!Object.prototype.hasOwnProperty.call(properties, name)) {
        out.add(
          'info',
          'required-unknown',
          `"required" names "${name}", which is not a property; ignored.`,
        );
      } else required.add(name);
    }
  } else if (rawRequired !== undefined) {
    out.add('warning', 'ignored-keyword', '"required" must be an array of names; ignored.');
  }

  const fields = Object.keys(properties).map((name) =>
    normalizeProperty(name, properties[name], required.has(name), defs, out),
  );
  if (fields.length === 0) {
    out.add('info', 'empty-form', 'No fields: the person is asked to accept, decline or cancel.');
  }

  const blocking = fields.filter((f) => f.kind === 'unsupported' && f.required);
  for (const field of blocking) {
    field.diagnostics.push(
      out.add(
        'error',
        'required-unsupported',
        `Required field "${field.name}" cannot be answered here: ${field.kind === 'unsupported' ? field.reason : ''}`,
        field.name,
      ),
    );
  }
  if (blocking.length > 0) {
    const names = blocking.map((f) => `"${f.label}"`).join(', ');
    return blocked(out, { key: 'blocked.needs', values: { fields: names } }, fields);
  }
  return { fields, diagnostics: out.all, accept: ACCEPT_ENABLED };
}

// MCP form schemas are JSON Schema draft 2020-12; `$schema` may name it or be left out.
const DRAFT_2020_12 = new Set([
  'https://json-schema.org/draft/2020-12/schema',
  'https://json-schema.org/draft/2020-12/schema#',
]);

/** A `$schema` naming another dialect is read as 2020-12 anyway, and said so. */
function checkDialect(dialect: unknown, out: Collector): void {
  if (dialect === undefined || (typeof dialect === 'string' && DRAFT_2020_12.has(dialect))) return;
  out.add(
    'warning',
    'unsupported-dialect',
    `"$schema" is ${describeValue(dialect, 100)}, a dialect this client does not support; the form is read as JSON Schema draft 2020-12 (https://json-schema.org/draft/2020-12/schema).`,
  );
}

function collectDefs(schema: Json): Json {
  const defs: Json = {};
  for (const key of ['definitions', '$defs']) {
    const value = own(schema, key);
    if (isObject(value)) {
      for (const name of Object.keys(value)) defs[`#/${key}/${name}`] = value[name];
    }
  }
  return defs;
}

function resolveRefs(
  raw: Json,
  defs: Json,
  note: (ref: string, ok: boolean) => void,
): Json | undefined {
  let current = raw;
  const seen = new Set<string>();
  for (let depth = 0; depth < MAX_REF_DEPTH; depth++) {
    const ref = own(current, '$ref');
    if (typeof ref !== 'string') return current;
    const target = own(defs, ref);
    // A cycle never reaches a schema: report it once, as unresolved, rather than once per lap.
    if (!isObject(target) || seen.has(ref)) {
      note(ref, false);
      return undefined;
    }
    seen.add(ref);
    note(ref, true);
    const { $ref: _dropped, ...rest } = current;
    current = { ...target, ...rest };
  }
  note(String(own(current, '$ref')), false);
  return undefined;
}

// The person reads a whole sentence ("This field cannot be answered here: …"); `reason` keeps
// the English clause alone, as before, for check-schema and the diagnostics' author detail.
const REASON_LEAD = 'This field cannot be answered here: ';
function reasonText(msg: Msg): string {
  const text = inEnglish(msg);
  return text.startsWith(REASON_LEAD) ? text.slice(REASON_LEAD.length) : text;
}

function normalizeProperty(
  name: string,
  value: unknown,
  required: boolean,
  defs: Json,
  out: Collector,
): Field {
  const diagnostics: Diagnostic[] = [];
  const note = (
    severity: DiagnosticSeverity,
    code: DiagnosticCode,
    message: string,
    values?: MsgValues,
  ) => diagnostics.push(out.add(severity, code, message, name, values));
  const rawTitle = isObject(value) ? own(value, 'title') : undefined;
  const base = {
    name,
    label: toDisplayText(typeof rawTitle === 'string' && rawTitle.trim() ? rawTitle : name, {
      singleLine: true,
    }),
    required,
    diagnostics,
  };
  // Once the label and description are known, unsupported fields show them too: nothing is hidden.
  let shown: Base = base;
  const unsupported = (reasonMsg: Msg): Field => {
    const reason = reasonText(reasonMsg);
    note('warning', 'unsupported-property', `Field "${name}" is not supported: ${reason}`);
    return { ...shown, kind: 'unsupported', reason, reasonMsg };
  };

  if (name === '__proto__') {
    note(
      'error',
      'unsafe-key',
      'A field named "__proto__" is refused: it is unsafe to handle in JavaScript.',
    );
    const reasonMsg: Msg = { key: 'reason.unsafeName' };
    return { ...base, kind: 'unsupported', reason: reasonText(reasonMsg), reasonMsg };
  }
  if (!isObject(value)) return unsupported({ key: 'reason.notObject' });

  let schema = resolveRefs(value, defs, (ref, ok) =>
    ok
      ? note('info', 'ref-inlined', `Inlined "${ref}".`)
      : note('warning', 'ref-unresolved', `Could not resolve "${ref}".`),
  );
  if (!schema) return unsupported({ key: 'reason.refMissing' });

  const collapsed = collapseNullable(schema, defs, (message) =>
    note('info', 'nullable-collapsed', message),
  );
  if (collapsed === undefined) return unsupported({ key: 'reason.severalTypes' });
  // The nullable mark travels beside the schema, never inside it: every key of the schema is the
  // server's, so no key name can make a required field optional.
  schema = collapsed.schema;
  // A nullable union means the server accepts "no value": that is an optional field for us.
  const effectiveRequired = required && !collapsed.nullable;
  base.required = effectiveRequired;

  const description = own(schema, 'description');
  const withDescription =
    typeof description === 'string' && description.trim()
      ? { ...base, description: toDisplayText(description) }
      : base;
  const finalTitle = own(schema, 'title');
  if (typeof finalTitle === 'string' && finalTitle.trim() && rawTitle === undefined) {
    withDescription.label = toDisplayText(finalTitle, { singleLine: true });
  }
  shown = withDescription;

  let type = own(schema, 'type');
  const oneOf = own(schema, 'oneOf') ?? own(schema, 'anyOf');
  if (type === undefined) {
    if (Array.isArray(oneOf) && oneOf.every((o) => isObject(o) && own(o, 'const') !== undefined)) {
      type = 'string';
      note('info', 'type-inferred', 'Titled options without "type": treated as a string choice.');
    } else if (Array.isArray(own(schema, 'enum'))) {
      type = 'string';
      note('info', 'type-inferred', 'Options without "type": treated as a string choice.');
    } else {
      return unsupported({ key: 'reason.noType' });
    }
  }
  if (typeof type !== 'string')
    return unsupported({ key: 'reason.badType', values: { type: describeValue(type, 60) } });

  const kindKey = type === 'integer' ? 'number' : type;
  const known = KNOWN[kindKey];
  if (!known) {
    if (type === 'object') return unsupported({ key: 'reason.nested' });
    return unsupported({ key: 'reason.typeNotInSubset', values: { type } });
  }
  for (const key of Object.keys(schema)) {
    if (known.has(key)) continue;
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) {
      if (
        key !== 'title' &&
        key !== 'description' &&
        key !== 'default' &&
        key !== 'enumNames' &&
        key !== 'uniqueItems'
      ) {
        note('info', 'ignored-keyword', `Ignored keyword "${key}".`);
      }
      continue;
    }
    return unsupported({ key: 'reason.keyword', values: { keyword: key } });
  }

  const secret = looksLikeSecret(
    name,
    typeof finalTitle === 'string' ? finalTitle : undefined,
    typeof description === 'string' ? description : undefined,
  );
  if (secret) {
    note(
      'warning',
      'secret-requested',
      `"${withDescription.label}" looks like it asks for a password, key, token or card number. Servers must not ask for secrets in a form; do not enter one unless you trust this server.`,
      { field: withDescription.label },
    );
  }

  const field = buildField(type, schema, withDescription, note, unsupported);
  if (field.kind !== 'unsupported') applyDefault(field, own(schema, 'default'), note);
  return field;
}

type Note = (severity: DiagnosticSeverity, code: DiagnosticCode, message: string) => void;
type Base = Pick<Field, 'name' | 'label' | 'description' | 'required' | 'diagnostics'>;

function buildField(
  type: string,
  schema: Json,
  base: Base,
  note: Note,
  unsupported: (reason: Msg) => Field,
): Field {
  switch (type) {
    case 'string':
      return buildStringField(schema, base, note, unsupported);
    case 'number':
    case 'integer': {
      const field: NumberField = { ...base, kind: type };
      const minimum = finiteNumber(schema, 'minimum', note);
      const maximum = finiteNumber(schema, 'maximum', note);
      if (minimum !== undefined) field.minimum = minimum;
      if (maximum !== undefined) field.maximum = maximum;
      if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
        note(
          'warning',
          'invalid-constraint',
          `minimum ${minimum} is above maximum ${maximum}: no answer can be valid.`,
        );
      }
      if (
        type === 'integer' &&
        minimum !== undefined &&
        maximum !== undefined &&
        Math.ceil(minimum) > Math.floor(maximum)
      ) {
        note('warning', 'invalid-constraint', 'No whole number lies between minimum and maximum.');
      }
      return field;
    }
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'array':
      return buildMultiSelect(schema, base, note, unsupported);
    default:
      return unsupported({ key: 'reason.typeUnsupported', values: { type } });
  }
}

function buildStringField(
  schema: Json,
  base: Base,
  note: Note,
  unsupported: (reason: Msg) => Field,
): Field {
  const oneOf = own(schema, 'oneOf') ?? own(schema, 'anyOf');
  const enumValues = own(schema, 'enum');
  if (oneOf !== undefined) {
    if (!Array.isArray(oneOf)) return unsupported({ key: 'reason.oneOfNotList' });
    const options = titledOptions(oneOf, note);
    if (options.length === 0) return unsupported({ key: 'reason.noOptions' });
    const field: SelectField = { ...base, kind: 'select', variant: 'titled', options };
    return field;
  }
  if (enumValues !== undefined) {
    if (!Array.isArray(enumValues)) return unsupported({ key: 'reason.enumNotList' });
    const names = own(schema, 'enumNames');
    let variant: EnumVariant = 'untitled';
    let labels: unknown[] = [];
    if (names !== undefined) {
      if (Array.isArray(names)) {
        variant = 'legacy';
        labels = names;
        if (names.length !== enumValues.length) {
          note(
            'warning',
            'enum-names-mismatch',
            `"enumNames" has ${names.length} labels for ${enumValues.length} options; options without a label show their value.`,
          );
        }
      } else note('warning', 'enum-names-mismatch', '"enumNames" is not a list; ignored.');
    }
    const options = untitledOptions(enumValues, labels, note);
    if (options.length === 0) return unsupported({ key: 'reason.noOptions' });
    const field: SelectField = { ...base, kind: 'select', variant, options };
    return field;
  }
  const field: TextField = { ...base, kind: 'text' };
  const format = own(schema, 'format');
  if (format !== undefined) {
    if (isStringFormat(format)) field.format = format;
    else
      note(
        'warning',
        'ignored-keyword',
        `Format ${describeValue(format, 60)} is not one of email, uri, date, date-time; the answer is not checked against it.`,
      );
  }
  const minLength = countOf(schema, 'minLength', note);
  const maxLength = countOf(schema, 'maxLength', note);
  if (minLength !== undefined) field.minLength = minLength;
  if (maxLength !== undefined) field.maxLength = maxLength;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    note(
      'warning',
      'invalid-constraint',
      `minLength ${minLength} is above maxLength ${maxLength}: no answer can be valid.`,
    );
  }
  return field;
}

function buildMultiSelect(
  schema: Json,
  base: Base,
  note: Note,
  unsupported: (reason: Msg) => Field,
): Field {
  const items = own(schema, 'items');
  if (!isObject(items)) return unsupported({ key: 'reason.listsMultipleChoice' });
  const titled = own(items, 'anyOf') ?? own(items, 'oneOf');
  const untitled = own(items, 'enum');
  let field: MultiSelectField;
  if (Array.isArray(titled)) {
    const options = titledOptions(titled, note);
    if (options.length === 0) return unsupported({ key: 'reason.noOptions' });
    field = { ...base, kind: 'multiselect', variant: 'titled', options };
  } else if (Array.isArray(untitled)) {
    const itemType = own(items, 'type');
    if (itemType !== undefined && itemType !== 'string')
      return unsupported({ key: 'reason.textOptionsOnly' });
    const options = untitledOptions(untitled, [], note);
    if (options.length === 0) return unsupported({ key: 'reason.noOptions' });
    field = { ...base, kind: 'multiselect', variant: 'untitled', options };
  } else {
    return unsupported({ key: 'reason.listsMultipleChoice' });
  }
  const minItems = countOf(schema, 'minItems', note);
  const maxItems = countOf(schema, 'maxItems', note);
  if (minItems !== undefined) field.minItems = minItems;
  if (maxItems !== undefined) field.maxItems = maxItems;
  if (minItems !== undefined && minItems > field.options.length) {
    note(
      'warning',
      'invalid-constraint',
      `minItems ${minItems} is more than the ${field.options.length} options offered.`,
    );
  }
  if (minItems !== undefined && maxItems !== undefined && minItems > maxItems) {
    note(
      'warning',
      'invalid-constraint',
      `minItems ${minItems} is above maxItems ${maxItems}: no answer can be valid.`,
    );
  }
  return field;
}

function titledOptions(list: unknown[], note: Note): FieldOption[] {
  const options: FieldOption[] = [];
  const seen = new Set<string>();
  for (const entry of list) {
    const value = isObject(entry) ? own(entry, 'const') : undefined;
    if (typeof value !== 'string') {
      note(
        'warning',
        'invalid-option',
        `Option ${describeValue(entry, 60)} has no text "const"; skipped.`,
      );
      continue;
    }
    if (seen.has(value)) {
      note(
        'warning',
        'duplicate-option',
        `Option "${toDisplayText(value, { maxLength: 60 })}" appears more than once; shown once.`,
      );
      continue;
    }
    seen.add(value);
    const title = isObject(entry) ? own(entry, 'title') : undefined;
    options.push({
      value,
      label: toDisplayText(typeof title === 'string' && title.trim() ? title : value, {
        singleLine: true,
      }),
    });
  }
  return options;
}

function untitledOptions(values: unknown[], labels: unknown[], note: Note): FieldOption[] {
  const options: FieldOption[] = [];
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (typeof value !== 'string') {
      note('warning', 'invalid-option', `Option ${describeValue(value, 60)} is not text; skipped.`);
      return;
    }
    if (seen.has(value)) {
      note(
        'warning',
        'duplicate-option',
        `Option "${toDisplayText(value, { maxLength: 60 })}" appears more than once; shown once.`,
      );
      return;
    }
    seen.add(value);
    const label = labels[index];
    options.push({
      value,
      label: toDisplayText(typeof label === 'string' && label.trim() ? label : value, {
        singleLine: true,
      }),
    });
  });
  return options;
}

function finiteNumber(schema: Json, key: string, note: Note): number | undefined {
  const value = own(schema, key);
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  note('warning', 'invalid-constraint', `"${key}" must be a number; ignored.`);
  return undefined;
}

function countOf(schema: Json, key: string, note: Note): number | undefined {
  const value = own(schema, key);
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  note('warning', 'invalid-constraint', `"${key}" must be a whole number of at least 0; ignored.`);
  return undefined;
}

/**
 * `anyOf/oneOf: [X, {type: "null"}]` and `type: [T, "null"]` become X, marked nullable (optional).
 * Returns undefined for genuine unions we cannot render.
 */
function collapseNullable(
  schema: Json,
  defs: Json,
  note: (m: string) => void,
): { schema: Json; nullable: boolean } | undefined {
  const type = own(schema, 'type');
  if (Array.isArray(type)) {
    const nonNull = type.filter((t) => t !== 'null');
    if (nonNull.length === 1 && type.length === 2) {
      note('Collapsed a nullable type to an optional field.');
      return { schema: { ...schema, type: nonNull[0] }, nullable: true };
    }
    return undefined;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = own(schema, key);
    if (!Array.isArray(branches)) continue;
    const isNull = (b: unknown) => isObject(b) && own(b, 'type') === 'null';
    if (!branches.some(isNull)) continue;
    const rest = branches.filter((b) => !isNull(b));
    const { [key]: _dropped, ...outer } = schema;
    if (outer.default === null) delete outer.default;
    if (rest.length === 1 && isObject(rest[0])) {
      const inner = resolveRefs(rest[0], defs, () => {}) ?? rest[0];
      note('Collapsed a nullable union to an optional field.');
      return { schema: { ...inner, ...outer }, nullable: true };
    }
    // A nullable list of titled consts: keep the options, drop the null branch.
    if (rest.every((b) => isObject(b) && own(b, 'const') !== undefined)) {
      note('Collapsed a nullable choice to an optional field.');
      return { schema: { ...outer, [key]: rest }, nullable: true };
    }
    return undefined;
  }
  return { schema, nullable: false };
}

function applyDefault(
  field: Exclude<Field, { kind: 'unsupported' }>,
  value: unknown,
  note: Note,
): void {
  if (value === undefined || value === null) return;
  const problem = checkDefault(field, value);
  if (problem) {
    note(
      'warning',
      'invalid-default',
      `The default ${describeValue(value, 80)} is ignored: ${problem}.`,
    );
    return;
  }
  (field as { default?: unknown }).default = Array.isArray(value)
    ? [...(value as string[])]
    : value;
}

/** A server value quoted in a message: JSON when it can be, never throwing (deep or cyclic values). */
function describeValue(value: unknown, maxLength: number): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = Array.isArray(value) ? '[…]' : typeof value === 'object' ? '{…}' : String(value);
  }
  return toDisplayText(text, { maxLength, singleLine: true });
}
