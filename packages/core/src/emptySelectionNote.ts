import type { Field } from './field.js';
import type { FieldAnswer } from './formState.js';

export const EMPTY_SELECTION_NOTE = 'Nothing selected — this answer will be left out';

/**
 * The note for an optional multi-select the person emptied on purpose: it is sent without that
 * field, so say so instead of letting it vanish (design-language.md §10).
 */
export function emptySelectionNote(
  field: Field,
  answer: FieldAnswer | undefined,
): string | undefined {
  return field.kind === 'multiselect' && !field.required && answer?.status === 'cleared'
    ? EMPTY_SELECTION_NOTE
    : undefined;
}
