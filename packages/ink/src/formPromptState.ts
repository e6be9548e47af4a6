import type {
  AnswerStep,
  FormSchema,
  Question,
  QuestionState,
  SupportedField,
} from '@elicitkit/core';
import type { EditOutcome } from './systemEditor.js';
import type { KeyPress } from './decodeKeys.js';
import type { Notice, ViewInfo } from './promptView.js';
import type { YesNoKeys } from './widgets/inkWidget.js';

export type ButtonId = 'accept' | 'decline' | 'cancel';

type FocusTarget = { kind: 'field'; field: SupportedField } | { kind: 'button'; id: ButtonId };

/**
 * The question (core's controller: answers, errors on show, the locale's numbers, Accept, and the
 * terminal's own state beside them) and what the keyboard can reach: the answerable fields in
 * order, then the action row.
 */
export interface FormPromptModel {
  form: FormSchema;
  question: Question<FormPromptSurface, FormPromptAction>;
  targets: FocusTarget[];
  /** Whether the message is folded on screen: then Ctrl-O opens all of it to read. */
  messageFolded: boolean;
}

/** The model inside one of the question's transitions: the answers move through `answer`. */
export interface FormPromptStep extends FormPromptModel {
  answer: AnswerStep<FormPromptSurface>;
}

/**
 * What the terminal form knows besides the answers: where the person is, and each widget's own
 * state. The question holds it beside the answers and moves both in one transition per key, so
 * keys that arrive together (a paste, tmux, fast typing) are applied in order to the newest state
 * and none is lost or applied to a stale screen.
 */
export interface FormPromptSurface {
  /** Index into the model's targets. */
  focus: number;
  /** Each widget's own state (caret, highlight…) by field name; a widget without one has none. */
  widgets: Record<string, unknown>;
  /** Body scroll position chosen with PgUp/PgDn; undefined means "follow the focus". */
  scrollTop?: number;
  notice?: Notice;
  /** The prompt ended with Ctrl-C: the host may want to stop too, not just cancel this question. */
  interrupted: boolean;
  /** Esc was pressed with answers given: a second Esc cancels, any other key keeps them. */
  confirmingCancel?: boolean;
  /** Ctrl-G on a text field: the prompt hands this text to the person's editor, then `edited`. */
  editing?: { name: string; text: string };
  /** Ctrl-O on a folded message: the whole message is on screen, from this row of it. */
  reading?: { row: number };
}

/** The question's state as the terminal draws it: its own surface state, the answers as `form`. */
export type FormPromptState = QuestionState<FormPromptSurface>;

export type FormPromptAction =
  /** A key, with the screen as last drawn (paging) and the letters it names for Yes and No. */
  | { type: 'key'; press: KeyPress; view?: ViewInfo; yesNoKeys?: YesNoKeys }
  | { type: 'abort' }
  /** The editor opened by Ctrl-G is done: the new text, or why there is none. */
  | { type: 'edited'; name: string; outcome: EditOutcome };
