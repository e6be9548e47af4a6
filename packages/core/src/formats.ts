// The four string formats of the MCP subset, checked with ajv-formats' own definitions so that a
// value the interpreter accepts is exactly one Ajv (the opt-in engine) accepts.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import type { StringFormat } from './protocol.js';

export const STRING_FORMATS: readonly StringFormat[] = ['email', 'uri', 'date', 'date-time'];

export function isStringFormat(value: unknown): value is StringFormat {
  return typeof value === 'string' && (STRING_FORMATS as readonly string[]).includes(value);
}

export function matchesFormat(format: StringFormat, value: string): boolean {
  const def: unknown = fullFormats[format];
  if (def instanceof RegExp) return def.test(value);
  if (typeof def === 'function') return Boolean((def as (s: string) => boolean)(value));
  if (def && typeof def === 'object' && 'validate' in def) {
    const validate = (def as { validate: RegExp | ((s: string) => boolean) }).validate;
    return validate instanceof RegExp ? validate.test(value) : Boolean(validate(value));
  }
  return true;
}
