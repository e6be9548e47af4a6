import type { Field } from './field.js';
import type { Msg } from './messages/types.js';

/**
 * How a form says which answers it needs (design-language.md §2): `required` (the default) puts a
 * mark after each required field's label and states its meaning once; `optional` puts
 * "(optional)" after each optional one instead (fieldLabelSuffixMsg).
 */
export type FieldMarking = 'required' | 'optional';

/** Whether a field's label carries the required mark (`*`) under `marking`. */
export function showsRequiredMark(field: Field, marking: FieldMarking): boolean {
  return marking === 'required' && field.required;
}

const REQUIRED_NOTE: Msg = Object.freeze({ key: 'form.requiredNote' });

/** The one line that says what the mark means, when any field carries it (one object: a view can compare it). */
export function requiredNoteMsg(fields: readonly Field[], marking: FieldMarking): Msg | undefined {
  return fields.some((f) => showsRequiredMark(f, marking)) ? REQUIRED_NOTE : undefined;
}
