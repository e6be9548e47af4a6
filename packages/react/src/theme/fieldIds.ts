import type { Field } from '@elicitkit/core';
import { descriptionId, errorId, helpId } from '@rjsf/utils';

/** The id of the per-field notices (e.g. core's secret warning) under a field. */
export function noteId(id: string): string {
  return `${id}__note`;
}

/**
 * Field warnings worth showing the person. Info diagnostics are for server authors, and an
 * unsupported field's reason is already its hint.
 */
export function fieldNotices(field: Field): string[] {
  return field.diagnostics
    .filter((d) => d.severity !== 'info' && d.code !== 'unsupported-property')
    .map((d) => d.message);
}

/**
 * The `aria-describedby` list for a field: only ids of elements that are actually rendered, error
 * first so a screen reader says what is wrong before the help.
 */
export function describedBy(id: string, field: Field | undefined, hasErrors: boolean): string {
  const ids: string[] = [];
  if (hasErrors) ids.push(errorId(id));
  if (field?.description) ids.push(descriptionId(id));
  ids.push(helpId(id));
  if (field && fieldNotices(field).length > 0) ids.push(noteId(id));
  return ids.join(' ');
}
