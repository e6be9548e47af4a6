import type { Msg } from './messages/types.js';
import type { Field } from './field.js';

/** Every field is optional: then marking each one says nothing, so none is marked. */
export function allFieldsOptional(fields: readonly Field[]): boolean {
  return fields.every((f) => !f.required);
}

/**
 * What follows a field's label on every surface: " (optional)" for an optional field, nothing on a
 * required one, and nothing at all when every field is optional (design-language.md §2).
 */
export function fieldLabelSuffixMsg(field: Field, allOptional: boolean): Msg | undefined {
  return field.required || allOptional ? undefined : { key: 'form.optionalSuffix' };
}
