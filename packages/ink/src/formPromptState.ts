import type { EditOutcome } from './systemEditor.js';
import type { FormSchema, FormState, SupportedField } from '@elicitkit/core';
import { initialFormState, isSupported } from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import type { Notice, ViewInfo } from './promptView.js';

export type ButtonId = 'accept' | 'decline' | 'cancel';

export type FocusTarget =
  { kind: 'field'; field: SupportedField } | { kind: 'button'; id: ButtonId };

/** What the keyboard can reach: the answerable fields in order, then the action row. */
export interface FormPromptModel {
  form: FormSchema;
  targets: FocusTarget[];
}

/**
 * Everything the terminal form knows: core's answer state, where the person is, and each widget's
 * own state. One reducer owns all of it, so keys that arrive together (a paste, tmux, fast typing)
 * are applied in order to the newest state and none is lost or applied to a stale screen.
 */
export interface FormPromptState {
  form: FormState;
  /** Index into the model's targets. */
  focus: number;
  /** Each widget's own state (caret, highlight…) by field name; a widget without one has none. */
  widgets: Record<string, unknown>;
  /**
   * Fields whose error is on show before any Accept (core's showsErrorOnLeave / stillShown):
   * before any submit, and clear live once the answer is valid (never while first typing).
   */
  left: Record<string, true>;
  /** Body scroll position chosen with PgUp/PgDn; undefined means "follow the focus". */
  scrollTop?: number;
  notice?: Notice;
  /** The prompt ended with Ctrl-C: the host may want to stop too, not just cancel this question. */
  interrupted: boolean;
  /** Ctrl-G on a text field: the prompt hands this text to the person's editor, then `edited`. */
  editing?: { name: string; text: string };
}

export type FormPromptAction =
  | { type: 'key'; press: KeyPress; view?: ViewInfo }
  | { type: 'abort' }
  /** The editor opened by Ctrl-G is done: the new text, or why there is none. */
  | { type: 'edited'; name: string; outcome: EditOutcome };

export function formPromptModel(form: FormSchema): FormPromptModel {
  const targets: FocusTarget[] = form.fields
    .filter(isSupported)
    .map((field) => ({ kind: 'field', field }));
  if (form.canAccept) targets.push({ kind: 'button', id: 'accept' });
  targets.push({ kind: 'button', id: 'decline' }, { kind: 'button', id: 'cancel' });
  return { form, targets };
}

export function initialFormPromptState(model: FormPromptModel): FormPromptState {
  return {
    form: initialFormState(model.form),
    focus: 0,
    widgets: {},
    left: {},
    interrupted: false,
  };
}
