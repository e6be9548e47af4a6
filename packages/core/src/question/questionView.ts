import type { Field } from '../field.js';
import type { FieldStatus } from '../fieldAnswer.js';
import type { Msg } from '../messages/types.js';
import type { AcceptAvailability } from '../normalizeSchema.js';
import type { ElicitContentValue, ElicitResult } from '../protocol.js';
import type { FieldMarking } from '../requiredMark.js';
import type { FieldError } from '../validateContent.js';
import type { WidgetKind } from '../widgetFor.js';

/**
 * How a surface draws, so core can decide what each field shows on it. These are facts about the
 * surface (its controls, the host's marking style), never about a field.
 */
export interface QuestionLook {
  /** `required` (default) marks required fields with `*`; `optional` suffixes optional ones. */
  marking?: FieldMarking;
  /** The date formats drawn by the browser's own controls: their hint says so, not a format. */
  nativeDateControls?: readonly ('date' | 'date-time')[];
  /** Leave out hints that only restate the kind of control ("Enter some text"). */
  omitGenericHints?: boolean;
}

/** ✔ beside a valid answer, ⚠ beside an error on show; nothing for an answer not yet judged. */
export type FieldCheck = 'valid' | 'error' | 'none';

/** One field as any surface draws it: every decision already taken by core. */
export interface QuestionField {
  name: string;
  field: Field;
  value?: ElicitContentValue;
  status: FieldStatus;
  widget: WidgetKind;
  /** The server's label, display-safe. */
  label: string;
  /** The required mark (`*`) after the label (the `required` marking). */
  requiredMark: boolean;
  /** " (optional)" after the label (the `optional` marking), if any. */
  suffix?: Msg;
  /** The hint on show: none while the error restates it, or when the look leaves it out. */
  hint?: Msg;
  /** The error on show now (core's one timing rule), if any. */
  error?: Msg;
  /** What will be sent for a value typed another way ("1,5" → "= 1.5"), while no error shows. */
  preview?: Msg;
  check: FieldCheck;
  /** An emptied optional multi-select is sent without the field: the line that says so. */
  emptyNote?: Msg;
  /** The field's warnings worth showing the person (core's notices about the server's schema). */
  notices: readonly Msg[];
}

export interface QuestionView {
  fields: readonly QuestionField[];
  /** Every error on show now, in order (field '' is about the answer as a whole): the summary. */
  errors: readonly FieldError[];
  /** The one line that says what the required mark means, when any field carries it. */
  requiredNote?: Msg;
  /** The form's one Accept rule: enabled, or disabled with the reason to show. */
  accept: AcceptAvailability;
  /** An Accept has failed: every error is on show, with the summary. */
  submitAttempted: boolean;
  /** Set once, when the question is answered; later answers are no-ops. */
  result?: ElicitResult;
}
