import type { Field, Msg } from '@elicitkit/core';
import { visibleHintMsg } from '@elicitkit/core';
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
 * Field warnings worth showing the person. Info diagnostics are for server authors, and an
 * unsupported field's reason is already its hint.
 */
export function fieldNotices(field: Field): Msg[] {
  return field.diagnostics
    .filter((d) => d.severity !== 'info' && d.code !== 'unsupported-property')
    .map((d) => d.msg);
}

/**
 * The hint under a field, unless the error on show is the same message (core's visibleHintMsg: it
 * compares descriptors, so the decision is the same in every language).
 */
export function shownHint(ek: EkFieldInfo): Msg | undefined {
  return ek.hint && visibleHintMsg(ek.field, ek.shownError, ek.hint);
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
  if (!ek || shownHint(ek) !== undefined) ids.push(helpId(id));
  if (ek && fieldNotices(ek.field).length > 0) ids.push(noteId(id));
  return ids.join(' ');
}
