import type { FormModel } from '../createFormModel.js';
import { createFormModel } from '../createFormModel.js';
import { createShownErrors } from '../createShownErrors.js';
import { emptySelectionMsg } from '../emptySelectionNote.js';
import { fieldHintMsg } from '../fieldHint.js';
import { allFieldsOptional, fieldLabelSuffixMsg } from '../fieldLabelSuffix.js';
import type { FormAction } from '../formState.js';
import type { Localizer } from '../messages/types.js';
import type { FormSchema } from '../normalizeSchema.js';
import type { ElicitResult } from '../protocol.js';
import { widgetFor } from '../widgetFor.js';
import type { QuestionField, QuestionState } from './questionState.js';

export type QuestionAction = FormAction | { type: 'leave'; name: string };

export interface QuestionOptions {
  /** Reads typed numbers the locale's way (createFormModel's option). */
  localizer?: Localizer;
  /** Escape hatch (Downshift's habit): adjust the state an action produced before it is kept. */
  stateReducer?: (
    state: QuestionState,
    change: { type: string; changes: QuestionState },
  ) => QuestionState;
}

export interface Question {
  getState(): QuestionState;
  subscribe(listener: () => void): () => void;
  dispatch(action: QuestionAction): QuestionState;
  set(name: string, value: NonNullable<QuestionField['value']>): void;
  leave(name: string): void;
  /** Answered once: a second accept/decline/cancel returns the first result. */
  accept(): ElicitResult | undefined;
  decline(): ElicitResult;
  cancel(): ElicitResult;
}

/**
 * One headless store per form question: answers, which errors are on show, whether Accept is
 * available and why, and the result. Built on the form model and core's one error-timing rule,
 * so every surface that binds it shows the same errors at the same moments.
 */
export function createQuestion(
  schema: FormSchema | unknown,
  options: QuestionOptions = {},
): Question {
  const model: FormModel = createFormModel(
    schema,
    options.localizer ? { localizer: options.localizer } : {},
  );
  const shown = createShownErrors(model);
  const listeners = new Set<() => void>();
  const allOptional = allFieldsOptional(model.form.fields);

  const derive = (): QuestionState => {
    const formState = model.getState();
    const errors = shown.getSnapshot();
    const fields = model.form.fields.map((field): QuestionField => {
      const answer = formState.answers[field.name];
      const error = errors.errors.find((e) => e.field === field.name);
      const suffix = fieldLabelSuffixMsg(field, allOptional);
      const emptyNote = emptySelectionMsg(field, answer);
      return {
        name: field.name,
        field,
        status: answer?.status ?? 'untouched',
        widget: widgetFor(field),
        label: field.label,
        hint: fieldHintMsg(field),
        ...(answer?.value !== undefined && { value: answer.value }),
        ...(suffix && { suffix }),
        ...(error && { error: error.msg }),
        ...(emptyNote && { emptyNote }),
      };
    });
    const form = model.form;
    return {
      fields,
      errors: errors.errors,
      accept:
        form.canAccept || !form.acceptBlockedMsg
          ? { enabled: true }
          : { enabled: false, reason: form.acceptBlockedMsg },
      submitAttempted: errors.submitAttempted,
      ...(formState.result && { result: formState.result }),
    };
  };

  let state = derive();
  let lastType = 'init';
  const recompute = () => {
    const next = derive();
    state = options.stateReducer
      ? options.stateReducer(state, { type: lastType, changes: next })
      : next;
    for (const listener of [...listeners]) listener();
  };
  model.subscribe(recompute);
  shown.subscribe(recompute);

  const dispatch = (action: QuestionAction): QuestionState => {
    lastType = action.type;
    if (action.type === 'leave') shown.leave(action.name);
    else if (!model.getState().result) model.dispatch(action);
    return state;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    set: (name, value) => void dispatch({ type: 'set', name, value }),
    leave: (name) => void dispatch({ type: 'leave', name }),
    accept: () => {
      const result = dispatch({ type: 'submit' }).result;
      return result?.action === 'accept' ? result : undefined;
    },
    decline: () => dispatch({ type: 'decline' }).result!,
    cancel: () => dispatch({ type: 'cancel' }).result!,
  };
}
