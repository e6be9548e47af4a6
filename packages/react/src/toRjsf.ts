import type { Field, FormSchema, Msg, WidgetKind } from '@elicitkit/core';
import { allFieldsOptional, fieldHintMsg, fieldLabelSuffixMsg, widgetFor } from '@elicitkit/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** What our theme's templates and widgets read about one field. */
export interface EkFieldInfo {
  field: Field;
  widget: WidgetKind;
  /** Core's hint, shown as help (worded for the browser's own date controls), drawn in the form's locale. */
  hint: Msg;
  /** Core's " (optional)" after the label, if any (design-language.md §2). */
  suffix: Msg | undefined;
  /** The error on show at this field (set by ekInfo from the form context), to hide a hint it repeats. */
  shownError?: Msg;
}

/**
 * The form context our theme reads, by rjsf property key (a widget's `name`, a field template's
 * `fieldPathId.path[0]`). It lives here rather than in the uiSchema because on every keystroke rjsf
 * walks each property's uiSchema (option merging, deep-equal memo checks): the uiSchema carries
 * only what rjsf itself needs, so 200 fields cost what they cost raw rjsf.
 */
export interface EkFormContext {
  ekFields: Readonly<Record<string, EkFieldInfo>>;
  /** The errors on show, by rjsf property key: a new context only when they change. */
  ekErrors?: ReadonlyMap<string, Msg>;
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
 * - legacy `enumNames` become `ui:enumNames` (rjsf ignores the schema keyword);
 * - titled options stay `oneOf`/`anyOf` of `{const, title}`, which rjsf reads natively;
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
  const allOptional = allFieldsOptional(form.fields);
  form.fields.forEach((field, index) => {
    const key = `f${index}`;
    fieldByKey.set(key, field);
    keyByName.set(field.name, key);
    const widget = widgetFor(field);
    ekFields[key] = {
      field,
      widget,
      hint: fieldHintMsg(field, { nativeDateControls: true }),
      suffix: fieldLabelSuffixMsg(field, allOptional),
    };
    const ui: UiSchema = {};
    properties[key] = propertySchema(field);
    if (field.required && field.kind !== 'unsupported') required.push(key);
    if (field.kind === 'unsupported') {
      ui['ui:field'] = 'EkUnsupported';
    } else {
      ui['ui:widget'] = WIDGET[widget];
    }
    if (field.kind === 'number' || field.kind === 'integer') ui['ui:field'] = 'StringField';
    if (field.kind === 'select' && field.variant === 'legacy') {
      ui['ui:enumNames'] = field.options.map((o) => o.label);
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
      return field.variant === 'titled'
        ? {
            type: 'string',
            ...described(field),
            oneOf: field.options.map((o) => ({ const: o.value, title: o.label })),
          }
        : { type: 'string', ...described(field), enum: field.options.map((o) => o.value) };
    case 'multiselect':
      return {
        type: 'array',
        ...described(field),
        uniqueItems: true,
        items:
          field.variant === 'titled'
            ? {
                type: 'string',
                anyOf: field.options.map((o) => ({ const: o.value, title: o.label })),
              }
            : { type: 'string', enum: field.options.map((o) => o.value) },
        ...(field.minItems !== undefined && { minItems: field.minItems }),
        ...(field.maxItems !== undefined && { maxItems: field.maxItems }),
      };
    case 'unsupported':
      // Drawn by our EkUnsupported field, which shows the reason and never produces a value.
      return { type: 'null', ...described(field) };
  }
}
