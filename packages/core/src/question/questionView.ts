import type { Field } from '../field.js';
import type { FieldStatus } from '../fieldAnswer.js';
import type { Msg } from '../messages/types.js';
import type { ElicitContentValue, ElicitResult } from '../protocol.js';
import type { FieldError } from '../validateContent.js';
import type { WidgetKind } from '../widgetFor.js';
import type { AcceptAvailability } from '../normalizeSchema.js';

/** One field as any surface draws it: every decision already taken by core. */
export interface QuestionField {
  name: string;
  field: Field;
  value?: ElicitContentValue;
  status: FieldStatus;
  widget: WidgetKind;
  /** The server's label, display-safe. */
  label: string;
  suffix?: Msg;
  hint: Msg;
  /** The error on show now (core's one timing rule), if any. */
  error?: Msg;
  emptyNote?: Msg;
}

export interface QuestionView {
  fields: readonly QuestionField[];
  /** Every error on show now, in order (field '' is about the answer as a whole): the summary. */
  errors: readonly FieldError[];
  /** The form's one Accept rule: enabled, or disabled with the reason to show. */
  accept: AcceptAvailability;
  /** An Accept has failed: every error is on show, with the summary. */
  submitAttempted: boolean;
  /** Set once, when the question is answered; later answers are no-ops. */
  result?: ElicitResult;
}
