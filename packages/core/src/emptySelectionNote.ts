import { en } from './messages/en.js';
import type { Msg } from './messages/types.js';
import type { Field } from './field.js';
import type { FieldAnswer } from './fieldAnswer.js';

export const EMPTY_SELECTION_NOTE = en['selection.empty'];
const EMPTY_SELECTION_MSG: Msg = Object.freeze({ key: 'selection.empty' });

/**
 * The note for an optional multi-select the person emptied on purpose: it is sent without that
 * field, so say so instead of letting it vanish (design-language.md §10).
 */
export function emptySelectionMsg(field: Field, answer: FieldAnswer | undefined): Msg | undefined {
  return field.kind === 'multiselect' && !field.required && answer?.status === 'cleared'
    ? EMPTY_SELECTION_MSG
    : undefined;
}
