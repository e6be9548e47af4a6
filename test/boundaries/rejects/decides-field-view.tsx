// Fixture for test/boundaries: a surface outside core working out again what a field shows (its
// hint, mark, suffix and preview), as React's toRjsf, Ink's fieldLines and the web demo's
// ArgumentField did before issue 47. Never compiled: most of these left core's public face.
import type { Field, Msg, Question } from '@elicitkit/core';
import {
  allFieldsOptional,
  emptySelectionMsg,
  fieldHintMsg,
  fieldLabelSuffixMsg,
  isGenericHint,
  requiredNoteMsg,
  showsRequiredMark,
  visibleHintMsg,
} from '@elicitkit/core';

export function label(field: Field, fields: Field[], error: Msg | undefined, question: Question) {
  const hint = fieldHintMsg(field);
  return {
    hint: isGenericHint(hint) ? undefined : visibleHintMsg(field, error, hint),
    mark: showsRequiredMark(field, 'required'),
    note: requiredNoteMsg(fields, 'required'),
    suffix: fieldLabelSuffixMsg(field, allFieldsOptional(fields)),
    empty: emptySelectionMsg(field, question.getState().answers[field.name]),
  };
}
