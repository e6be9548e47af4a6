import type { ElicitContent, FormDraft, FormSchema, QuestionOptions } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { createQuestion, foldedMessage, isSupported } from '@elicitkit/core';
import type { FormPromptModel, FormPromptSurface } from './formPromptState.js';
import { formPromptReducer } from './formPromptReducer.js';
import type { Notice } from './promptView.js';
import type { YesNoKeys } from './widgets/inkWidget.js';

export interface FormPromptModelOptions {
  /** Reads numbers the person's way (`1,5` under German), as the prompt's words are. */
  localizer?: QuestionOptions['localizer'] & Partial<Pick<TerminalLocalizer, 'format'>>;
  /** The person's own answers to start from (an accept of theirs that never reached the server). */
  answers?: ElicitContent;
  /** What the person typed last time this question was asked, and the note saying so. */
  restored?: { draft: FormDraft; notice: Notice };
  /** The server's message: when it is folded on screen, Ctrl-O opens all of it. */
  message?: string;
  /**
   * The question is asked for a tool the server marks destructive (core's `dangerMsg`, the same
   * decision as the danger line): focus starts away from Accept, as the URL prompt's does.
   */
  destructive?: boolean;
}

/**
 * The question and what the keyboard can reach. The terminal's own state (focus, each widget's
 * caret or highlight, paging, notices) is held by the question beside the answers, and every key
 * moves both in one of its transitions (formPromptReducer).
 */
export function formPromptModel(
  form: FormSchema,
  options: FormPromptModelOptions = {},
): FormPromptModel {
  const targets: FormPromptModel['targets'] = form.fields
    .filter(isSupported)
    .map((field) => ({ kind: 'field', field }));
  if (form.accept.enabled) targets.push({ kind: 'button', id: 'accept' });
  targets.push({ kind: 'button', id: 'decline' }, { kind: 'button', id: 'cancel' });
  const messageFolded =
    options.message !== undefined && foldedMessage(options.message) !== options.message;
  const first = targets[0];
  // Focus never starts on Accept for a destructive tool's question (one stray Enter).
  const focus =
    options.destructive === true && first?.kind === 'button' && first.id === 'accept' ? 1 : 0;
  const initial: FormPromptSurface = {
    focus,
    widgets: {},
    interrupted: false,
    ...(options.restored && { notice: options.restored.notice }),
  };
  const model: FormPromptModel = {
    form,
    targets,
    messageFolded,
    question: createQuestion(form, {
      ...(options.localizer && { localizer: options.localizer }),
      ...(options.answers && { answers: options.answers }),
      ...(options.restored && { draft: options.restored.draft }),
      // A hint that says nothing the control does not already say is left out to save rows.
      look: { omitGenericHints: true },
      surface: {
        initial,
        reduce: (state, action, answer) => formPromptReducer({ ...model, answer }, state, action),
      },
    }),
  };
  return model;
}

/** The letters that answer Yes and No in the prompt's language (y and n always work too). */
export function yesNoKeysOf(l: FormPromptModelOptions['localizer']): YesNoKeys {
  if (!l?.format) return { yes: 'y', no: 'n' };
  return { yes: l.format({ key: 'terminal.yesKey' }), no: l.format({ key: 'terminal.noKey' }) };
}
