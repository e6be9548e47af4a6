import type { EditOutcome } from './systemEditor.js';
import type {
  ElicitContent,
  FormSchema,
  FormState,
  Question,
  QuestionOptions,
  SupportedField,
} from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { createQuestion, foldedMessage, isSupported } from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import type { Notice, ViewInfo } from './promptView.js';
import type { YesNoKeys } from './widgets/inkWidget.js';

export type ButtonId = 'accept' | 'decline' | 'cancel';

type FocusTarget = { kind: 'field'; field: SupportedField } | { kind: 'button'; id: ButtonId };

/**
 * The question (core's controller: answers, errors on show, the locale's numbers, Accept) and what
 * the keyboard can reach: the answerable fields in order, then the action row.
 */
export interface FormPromptModel {
  form: FormSchema;
  question: Question;
  targets: FocusTarget[];
  /** The letters that answer Yes and No in the prompt's language (y and n always work too). */
  yesNoKeys: YesNoKeys;
  /** Whether the message is folded on screen: then Ctrl-O opens all of it to read. */
  messageFolded: boolean;
  /** Where focus starts: never on Accept for a destructive tool's question (one stray Enter). */
  startFocus: number;
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

export type FormPromptAction =
  | { type: 'key'; press: KeyPress; view?: ViewInfo }
  | { type: 'abort' }
  /** The editor opened by Ctrl-G is done: the new text, or why there is none. */
  | { type: 'edited'; name: string; outcome: EditOutcome };

export interface FormPromptModelOptions {
  /** Reads numbers the person's way (`1,5` under German), as the prompt's words are. */
  localizer?: QuestionOptions['localizer'] & Partial<Pick<TerminalLocalizer, 'format'>>;
  /** The person's own answers to start from (an accept of theirs that never reached the server). */
  answers?: ElicitContent;
  /** The server's message: when it is folded on screen, Ctrl-O opens all of it. */
  message?: string;
  /**
   * The question is asked for a tool the server marks destructive (core's `dangerMsg`, the same
   * decision as the danger line): focus starts away from Accept, as the URL prompt's does.
   */
  destructive?: boolean;
}

export function formPromptModel(
  form: FormSchema,
  options: FormPromptModelOptions = {},
): FormPromptModel {
  const question = createQuestion(form, options);
  const targets: FocusTarget[] = form.fields
    .filter(isSupported)
    .map((field) => ({ kind: 'field', field }));
  if (form.accept.enabled) targets.push({ kind: 'button', id: 'accept' });
  targets.push({ kind: 'button', id: 'decline' }, { kind: 'button', id: 'cancel' });
  const messageFolded =
    options.message !== undefined && foldedMessage(options.message) !== options.message;
  const first = targets[0];
  const startFocus =
    options.destructive === true && first?.kind === 'button' && first.id === 'accept' ? 1 : 0;
  return {
    form: question.form,
    question,
    targets,
    yesNoKeys: yesNoKeysOf(options.localizer),
    messageFolded,
    startFocus,
  };
}

function yesNoKeysOf(l: FormPromptModelOptions['localizer']): YesNoKeys {
  if (!l?.format) return { yes: 'y', no: 'n' };
  return { yes: l.format({ key: 'terminal.yesKey' }), no: l.format({ key: 'terminal.noKey' }) };
}

export function initialFormPromptState(model: FormPromptModel): FormPromptState {
  return {
    form: model.question.getState(),
    focus: model.startFocus,
    widgets: {},
    interrupted: false,
  };
}
