import { checkField } from '../checkField.js';
import { emptySelectionMsg } from '../emptySelectionNote.js';
import { fieldHintMsg } from '../fieldHint.js';
import { allFieldsOptional, fieldLabelSuffixMsg } from '../fieldLabelSuffix.js';
import type { FormAction, FormState } from '../formState.js';
import { contentOf, formReducer, initialFormState } from '../formState.js';
import { formLookups } from '../formLookups.js';
import type { Msg } from '../messages/types.js';
import type { FormSchema } from '../normalizeSchema.js';
import { normalizeSchema } from '../normalizeSchema.js';
import type { ElicitContent, ElicitContentValue, ElicitResult } from '../protocol.js';
import { sentPreview } from '../sentPreview.js';
import { createStore } from '../store.js';
import type { FieldError, ValidateOptions, ValidationOutcome } from '../validateContent.js';
import { validateContent } from '../validateContent.js';
import { widgetFor } from '../widgetFor.js';
import type { QuestionField, QuestionView } from './questionView.js';

export interface QuestionOptions {
  /** Reads and writes numbers the locale's way (`1,5` under German is 1.5; any Unicode digits). */
  localizer?: ValidateOptions['localizer'];
  /**
   * The person's own answers to start from: an accept of theirs that never reached the server,
   * or a draft they left, shown again so nothing they typed is lost (see initialFormState).
   */
  answers?: ElicitContent;
  /** Escape hatch (Downshift's habit): adjust the state an action produced before it is kept. */
  stateReducer?: (
    state: FormState,
    change: { action: FormAction; changes: FormState },
  ) => FormState;
}

/**
 * One question, owned here from the moment it is shown until it is answered: the answers, which
 * errors are on show and when, whether Accept is available and why (`form.accept`), numbers read
 * in the person's locale, and the one result. Every surface binds to this and keeps no answer
 * state of its own; the terminal, whose keys arrive in bursts, runs the question's own `step`
 * inside its reducer.
 */
export interface Question {
  readonly form: FormSchema;
  /** The answer state of record (answers, errors on show, the result once answered). */
  getState(): FormState;
  /** What any surface draws: every field with its hint, suffix and error on show. */
  getView(): QuestionView;
  subscribe(listener: () => void): () => void;
  dispatch(action: FormAction): FormState;
  /**
   * The question's transition on a given state, without keeping it: for a surface whose own
   * reducer replays keys that arrive in a burst (the terminal) against the newest state. The same
   * rule, locale and validator as `dispatch`.
   */
  step(state: FormState, action: FormAction): FormState;
  setValue(name: string, value: ElicitContentValue): void;
  toggleOption(name: string, option: string): void;
  clear(name: string): void;
  reset(name: string): void;
  /** The person left a field (focus moved out of it): its error may go on show. */
  leave(name: string): void;
  /**
   * What will be sent for a number or date typed in a non-canonical way ("1,5" → "= 1.5",
   * "morgen" → "= 7. Dezember 2026 (2026-12-07)"), so the person sees how it was read before
   * sending; undefined when the text is already that value or is not one. Of the question's own
   * state, or of `of` (a surface replaying keys with `step`).
   */
  sentPreview(name: string, of?: FormState): Msg | undefined;
  /** Validates the current answers (or those of `of`) without submitting. */
  validate(of?: FormState): ValidationOutcome;
  /**
   * The error `name`'s answer has now (or in `of`), on show or not: what `validate` says of that
   * field, checking that field alone (a ✔ beside each of thousands of rows costs one check each).
   */
  fieldError(name: string, of?: FormState): FieldError | undefined;
  /**
   * Reads answers another locale's way from now on (a host that switches language mid-question):
   * a typed `1,5` is read again, and the errors that can be on show are checked again.
   */
  setLocalizer(localizer: NonNullable<QuestionOptions['localizer']>): void;
  /** Accepts when valid; otherwise every error goes on show. Answered once: later calls keep the first result. */
  submit(): { ok: true; result: ElicitResult } | { ok: false; errors: FieldError[] };
  decline(): ElicitResult;
  cancel(): ElicitResult;
}

/** The validation options a question's every step runs with: one place the locale enters. */
function questionOptions(options: Pick<QuestionOptions, 'localizer'>): ValidateOptions {
  return options.localizer ? { localizer: options.localizer } : {};
}

export function createQuestion(
  schema: FormSchema | unknown,
  options: QuestionOptions = {},
): Question {
  const form = isFormSchema(schema) ? schema : normalizeSchema(schema);
  let localizer = options.localizer;
  let validation = questionOptions(options);
  const store = createStore(initialFormState(form, options.answers));
  let view: { of: FormState; view: QuestionView } | undefined;

  const step = (from: FormState, action: FormAction): FormState => {
    const changes = formReducer(form, from, action, validation);
    return options.stateReducer ? options.stateReducer(from, { action, changes }) : changes;
  };
  const dispatch = (action: FormAction): FormState => {
    store.set(step(store.getState(), action));
    return store.getState();
  };

  return {
    form,
    getState: store.getState,
    getView() {
      const state = store.getState();
      if (view?.of !== state) view = { of: state, view: viewOf(form, state) };
      return view.view;
    },
    subscribe: store.subscribe,
    dispatch,
    step,
    setValue: (name, value) => void dispatch({ type: 'set', name, value }),
    toggleOption: (name, option) => void dispatch({ type: 'toggle', name, option }),
    clear: (name) => void dispatch({ type: 'clear', name }),
    reset: (name) => void dispatch({ type: 'reset', name }),
    leave: (name) => void dispatch({ type: 'leave', name }),
    sentPreview(name, of = store.getState()) {
      const field = formLookups(form).byName.get(name);
      return field ? sentPreview(field, of.answers[name]?.value, localizer) : undefined;
    },
    validate: (of = store.getState()) => validateContent(form, contentOf(form, of), validation),
    fieldError(name, of = store.getState()) {
      const field = formLookups(form).byName.get(name);
      return field && checkField(form, field, of.answers[name], validation);
    },
    setLocalizer(next) {
      if (next === localizer) return;
      localizer = next;
      validation = questionOptions({ localizer: next });
      dispatch({ type: 'recheck' });
    },
    submit() {
      const next = dispatch({ type: 'submit' });
      return next.result?.action === 'accept'
        ? { ok: true, result: next.result }
        : { ok: false, errors: next.errors };
    },
    // The reducer always leaves a result here: this one, or the first one, which it keeps.
    decline: () => dispatch({ type: 'decline' }).result!,
    cancel: () => dispatch({ type: 'cancel' }).result!,
  };
}

/** Every field as a surface draws it, from the answer state: no decision is left to the surface. */
function viewOf(form: FormSchema, state: FormState): QuestionView {
  const allOptional = allFieldsOptional(form.fields);
  const fields = form.fields.map((field): QuestionField => {
    const answer = state.answers[field.name];
    const error = state.visible.find((e) => e.field === field.name);
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
  return {
    fields,
    errors: state.visible,
    accept: form.accept,
    submitAttempted: state.submitAttempted,
    ...(state.result && { result: state.result }),
  };
}

function isFormSchema(value: unknown): value is FormSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fields' in value &&
    'accept' in value &&
    Array.isArray((value as FormSchema).fields)
  );
}
