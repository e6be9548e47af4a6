import type { Field, SupportedField } from './field.js';
import { isSupported } from './field.js';

type JsonSchema = Record<string, unknown>;

/** The in-subset JSON Schema of one supported field: exactly what gets validated. */
export function fieldJsonSchema(field: SupportedField): JsonSchema {
  switch (field.kind) {
    case 'text':
      return {
        type: 'string',
        ...(field.minLength !== undefined && { minLength: field.minLength }),
        ...(field.maxLength !== undefined && { maxLength: field.maxLength }),
        ...(field.format !== undefined && { format: field.format }),
      };
    case 'number':
    case 'integer':
      return {
        type: field.kind,
        ...(field.minimum !== undefined && { minimum: field.minimum }),
        ...(field.maximum !== undefined && { maximum: field.maximum }),
      };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return { type: 'string', enum: field.options.map((o) => o.value) };
    case 'multiselect':
      return {
        type: 'array',
        items: { type: 'string', enum: field.options.map((o) => o.value) },
        uniqueItems: true,
        ...(field.minItems !== undefined && { minItems: field.minItems }),
        ...(field.maxItems !== undefined && { maxItems: field.maxItems }),
      };
  }
}

/**
 * The cleaned schema of a whole form: supported fields only, no extra keys allowed. Core's
 * validator checks answers against it (either engine). The web renderer draws rjsf from its own
 * mapping (`toRjsf`); a parity test holds the two to the same verdicts.
 */
export function toJsonSchema(fields: readonly Field[]): JsonSchema {
  const properties: JsonSchema = {};
  const required: string[] = [];
  for (const field of fields) {
    if (!isSupported(field)) continue;
    Object.defineProperty(properties, field.name, {
      value: fieldJsonSchema(field),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (field.required) required.push(field.name);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}
