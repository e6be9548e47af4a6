import type { Field, FieldOption, FormSchema, QuestionField, WidgetKind } from '@elicitkit/core';
import { widgetFor } from '@elicitkit/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** What our theme's templates and widgets read about one field. */
export interface EkFieldInfo {
  field: Field;
  widget: WidgetKind;
  /** How a radio or checkbox list is laid out (see optionsLayoutOf). */
  optionsLayout: OptionsLayout;
  /** The field as core's view shows it now (set by ekInfo from a bound widget's context). */
  shown?: QuestionField;
}

/**
 * The form context our theme reads, by rjsf property key (a widget's `name`, a field template's
 * `fieldPathId.path[0]`). It lives here rather than in the uiSchema because on every keystroke rjsf
 * walks each property's uiSchema (option merging, deep-equal memo checks): the uiSchema carries
 * only what rjsf itself needs, so 200 fields cost what they cost raw rjsf.
 */
export interface EkFormContext {
  ekFields: Readonly<Record<string, EkFieldInfo>>;
  /** A bound widget's field as core's view shows it, by rjsf property key. */
  ekShown?: ReadonlyMap<string, QuestionField>;
}

export interface RjsfMapping {
  /** The schema rjsf draws: one property per core field, in order, under a safe key. */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** rjsf property key → core field. */
  fieldByKey: ReadonlyMap<string, Field>;
  /** core field name → rjsf property key. */
  keyByName: ReadonlyMap<string, string>;
  formContext: EkFormContext;
}

// Our theme's widget names for each of core's widget kinds.
const WIDGET: Record<WidgetKind, string> = {
  text: 'EkText',
  email: 'EkText',
  url: 'EkText',
  date: 'EkText',
  'date-time': 'EkDateTime',
  number: 'EkNumber',
  integer: 'EkNumber',
  yesno: 'EkYesNo',
  radio: 'EkRadio',
  select: 'EkSelect',
  checkboxes: 'EkCheckboxes',
  unsupported: 'EkText',
};

/**
 * Maps core's form model onto an rjsf schema + uiSchema, explicitly rather than handing rjsf the
 * server's schema:
 * - property keys are `f0`, `f1`, … so that any property name (spaces, `<script>`, `constructor`)
 *   makes valid, unique element ids, and labels come from core's display-safe `label`;
 * - multi-selects carry `uniqueItems` (rjsf only draws an array as a multi-select with it);
 * - options go as a plain `enum` of their values, labelled by core's display-safe labels in
 *   `ui:enumNames` (titled, legacy `enumNames`, or values core had to clean), see `optionsOf`;
 * - number fields are drawn by rjsf's StringField so the text typed reaches core as typed, and
 *   core coerces it (rjsf's NumberField would turn "1e" into 1 behind the person's back);
 * - no `default` appears anywhere: the answer state of record is core's model, which passes its
 *   (validated) defaults in as form data, so rjsf has nothing to invent from.
 */
export function toRjsf(form: FormSchema): RjsfMapping {
  const properties: Record<string, RJSFSchema> = {};
  const required: string[] = [];
  const uiSchema: UiSchema = {};
  const fieldByKey = new Map<string, Field>();
  const keyByName = new Map<string, string>();
  const ekFields: Record<string, EkFieldInfo> = {};
  form.fields.forEach((field, index) => {
    const key = `f${index}`;
    fieldByKey.set(key, field);
    keyByName.set(field.name, key);
    const widget = widgetFor(field);
    ekFields[key] = { field, widget, optionsLayout: optionsLayoutOf(field) };
    const ui: UiSchema = {};
    properties[key] = propertySchema(field);
    if (field.required && field.kind !== 'unsupported') required.push(key);
    if (field.kind === 'unsupported') {
      ui['ui:field'] = 'EkUnsupported';
    } else {
      ui['ui:widget'] = WIDGET[widget];
    }
    if (field.kind === 'number' || field.kind === 'integer') ui['ui:field'] = 'StringField';
    if (field.kind === 'select' || field.kind === 'multiselect') {
      const enumNames = enumNamesOf(field.options);
      if (enumNames && field.kind === 'select') ui['ui:enumNames'] = enumNames;
      if (enumNames && field.kind === 'multiselect') ui['items'] = { 'ui:enumNames': enumNames };
    }
    uiSchema[key] = ui;
  });
  // rjsf renders descriptions and help as markdown (links included) when these are set; they are
  // pinned off here, in the only uiSchema rjsf ever gets, so server text stays plain text.
  uiSchema['ui:globalOptions'] = {
    enableMarkdownInDescription: false,
    enableMarkdownInHelp: false,
  };
  return {
    schema: { type: 'object', properties, required },
    uiSchema,
    fieldByKey,
    keyByName,
    formContext: { ekFields },
  };
}

/**
 * `inline`: a few short options side by side on one line (wrapping as needed); `columns`: many
 * short ones in columns; `list`: one per line, as soon as one label is long, so no sentence is
 * squeezed beside another.
 */
export type OptionsLayout = 'inline' | 'columns' | 'list';

const SHORT_OPTION_LABEL = 24;
const INLINE_MAX_OPTIONS = 8;

function optionsLayoutOf(field: Field): OptionsLayout {
  if (field.kind !== 'select' && field.kind !== 'multiselect') return 'list';
  if (field.options.some((o) => o.label.length > SHORT_OPTION_LABEL)) return 'list';
  return field.options.length <= INLINE_MAX_OPTIONS ? 'inline' : 'columns';
}

function described(field: Field): RJSFSchema {
  return {
    title: field.label,
    ...(field.description !== undefined && { description: field.description }),
  };
}

function propertySchema(field: Field): RJSFSchema {
  switch (field.kind) {
    case 'text':
      return {
        type: 'string',
        ...described(field),
        ...(field.format !== undefined && { format: field.format }),
        ...(field.minLength !== undefined && { minLength: field.minLength }),
        ...(field.maxLength !== undefined && { maxLength: field.maxLength }),
      };
    case 'number':
    case 'integer':
      return {
        type: field.kind,
        ...described(field),
        ...(field.minimum !== undefined && { minimum: field.minimum }),
        ...(field.maximum !== undefined && { maximum: field.maximum }),
      };
    case 'boolean':
      return { type: 'boolean', ...described(field) };
    case 'select':
      return { type: 'string', ...described(field), ...optionsOf(field.options) };
    case 'multiselect':
      return {
        type: 'array',
        ...described(field),
        uniqueItems: true,
        items: { type: 'string', ...optionsOf(field.options) },
        ...(field.minItems !== undefined && { minItems: field.minItems }),
        ...(field.maxItems !== undefined && { maxItems: field.maxItems }),
      };
    case 'unsupported':
      // Drawn by our EkUnsupported field, which shows the reason and never produces a value.
      return { type: 'null', ...described(field) };
  }
}

/**
 * The labels rjsf must be told, or undefined when every label is its value. rjsf shows
 * `enumNames[i] || String(value)`, so an empty label (core marks hidden characters, but a form
 * built by hand may carry one) cannot go this way: it would show the raw value; such options go
 * as `oneOf`.
 */
function enumNamesOf(options: readonly FieldOption[]): string[] | undefined {
  if (!options.some((o) => o.label !== o.value)) return undefined;
  if (!canNameAll(options)) return undefined;
  return options.map((o) => o.label);
}

function canNameAll(options: readonly FieldOption[]): boolean {
  return options.every((o) => o.label !== '' || o.value === '');
}

/**
 * Options as a plain `enum` (labels in `ui:enumNames`) rather than a `oneOf` of `{const, title}`:
 * rjsf recomputes defaults on every change of the form, and for a `oneOf`/`anyOf` that means
 * validating the value against each option to find the closest; a plain enum costs none of that.
 */
function optionsOf(options: readonly FieldOption[]): RJSFSchema {
  if (canNameAll(options)) return { enum: options.map((o) => o.value) };
  return { oneOf: options.map((o) => ({ const: o.value, title: o.label })) };
}
