import { descriptionId, errorId, helpId } from '@rjsf/utils';
import type { EkFieldInfo } from '../toRjsf.js';

/** The id of the per-field notices (e.g. core's secret warning) under a field. */
export function noteId(id: string): string {
  return `${id}__note`;
}

/** The id of the "Nothing selected" note under an emptied multi-select. */
export function emptyNoteId(id: string): string {
  return `${id}__empty`;
}

/**
 * The `aria-describedby` list for a field: only ids of elements that are actually rendered, error
 * first so a screen reader says what is wrong before the help.
 */
export function describedBy(
  id: string,
  ek: EkFieldInfo | undefined,
  rawErrors: readonly string[] | undefined,
): string {
  const ids: string[] = [];
  if (rawErrors && rawErrors.length > 0) ids.push(errorId(id));
  if (ek?.field.description) ids.push(descriptionId(id));
  if (!ek || ek.shown?.hint !== undefined) ids.push(helpId(id));
  if (ek?.shown && ek.shown.notices.length > 0) ids.push(noteId(id));
  return ids.join(' ');
}
