import type { Field, FormSchema } from '@elicitkit/core';
import { isSupported, normalizeSchema } from '@elicitkit/core';

/** What an argument input holds while being edited. */
export type ArgumentValue = string | boolean | string[];

export interface ArgumentForm {
  fields: Field[];
  /** Why the form cannot express this schema (then only the JSON editor is offered). */
  jsonOnlyReason?: string;
}

/**
 * A tool's inputSchema as form fields, reusing core's reading of the elicitation schema subset:
 * flat objects of strings, numbers, booleans and enums. Anything richer (nested objects, arrays of
 * objects, unions) is left to the JSON editor rather than half-rendered.
 */
export function argumentForm(inputSchema: unknown): ArgumentForm {
  let form: FormSchema;
  try {
    form = normalizeSchema(inputSchema);
  } catch {
    return { fields: [], jsonOnlyReason: 'This schema could not be read as a form.' };
  }
  const unsupported = form.fields.filter((field) => !isSupported(field));
  if (unsupported.length > 0)
    return {
      fields: form.fields,
      jsonOnlyReason: `A form cannot express ${unsupported.map((f) => f.name).join(', ')}: edit the arguments as JSON.`,
    };
  const fatal = form.diagnostics.find((d) => d.severity === 'error');
  if (fatal) return { fields: form.fields, jsonOnlyReason: fatal.message };
  return { fields: form.fields };
}

export function valuesFromArguments(
  fields: Field[],
  args: Record<string, unknown>,
): Record<string, ArgumentValue> {
  const values: Record<string, ArgumentValue> = {};
  for (const field of fields) {
    const given = args[field.name] ?? field.default;
    if (field.kind === 'boolean') values[field.name] = given === true;
    else if (field.kind === 'multiselect')
      values[field.name] = Array.isArray(given) ? given.map(String) : [];
    else values[field.name] = given === undefined || given === null ? '' : String(given);
  }
  return values;
}

/**
 * The arguments to send. Empty optional inputs are left out (so the server's own defaults apply);
 * an unticked optional checkbox is sent only when the schema has a default to override.
 */
export function argumentsFromValues(
  fields: Field[],
  values: Record<string, ArgumentValue>,
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    switch (field.kind) {
      case 'boolean':
        if (value === true || field.required || field.default !== undefined)
          args[field.name] = value === true;
        break;
      case 'multiselect':
        if (Array.isArray(value) && (value.length > 0 || field.required)) args[field.name] = value;
        break;
      case 'number':
      case 'integer': {
        const text = typeof value === 'string' ? value.trim() : '';
        if (text !== '') args[field.name] = Number(text);
        break;
      }
      default:
        if (typeof value === 'string' && (value !== '' || field.required)) args[field.name] = value;
    }
  }
  return args;
}
