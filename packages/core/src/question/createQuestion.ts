import { checkField } from '../checkField.js';
import type { FormAction, FormDraft, FormState } from '../formState.js';
import { contentOf, formReducer, initialFormState } from '../formState.js';
import { formLookups } from '../formLookups.js';
import type { FormSchema } from '../normalizeSchema.js';
import { normalizeSchema } from '../normalizeSchema.js';
import type { ElicitContent, ElicitContentValue, ElicitResult } from '../protocol.js';
import { requiredNoteMsg } from '../requiredMark.js';
import { createStore } from '../store.js';
import type { FieldError, ValidateOptions, ValidationOutcome } from '../validateContent.js';
import { validateContent } from '../validateContent.js';
import type { FieldViews } from './fieldViews.js';
import { createFieldViews } from './fieldViews.js';
import type { QuestionField, QuestionLook, QuestionView } from './questionView.js';

export interface QuestionOptions<S extends object = NoSurface, A = never> {
  /** Reads and writes numbers the locale's way (`1,5` under German is 1.5; any Unicode digits). */
  localizer?: ValidateOptions['localizer'];
  /**
   * The person's own answers to start from: an accept of theirs that never reached the server,
   * shown again so nothing they typed is lost (see initialFormState).
   */
  answers?: ElicitContent;
  /** How the surface draws (its marking, its date controls), so each field's view fits it. */
  look?: QuestionLook;
  /** Some fields as the person left them in a draft kept unsent; the others start as they would. */
  draft?: FormDraft;
  /** Escape hatch (Downshift's habit): adjust the state an action produced before it is kept. */
  stateReducer?: (
    state: FormState,
    change: { action: FormAction; changes: FormState },
  ) => FormState;
  /**
   * A surface's own state beside the answers (the terminal's focus, caret, a list's highlight,
   * scrolling), held in the question's one store and moved by `act` in the same transition as the
   * answers it changes.
   */
  surface?: QuestionSurface<S, A>;
}

/** A question without a surface slot holds the answers alone. */
export type NoSurface = Record<never, never>;

/** The question's one state: a surface's own state, and the answers as `form`. */
export type QuestionState<S extends object = NoSurface> = S & { readonly form: FormState };

/**
 * Moves the answers inside a surface's transition, by the question's own rule, locale and
 * validator (the same as `dispatch`); the answers are never moved any other way.
 */
export type AnswerStep<S extends object> = (
  state: QuestionState<S>,
  action: FormAction,
) => QuestionState<S>;

export interface QuestionSurface<S extends object, A> {
  /** The surface's state when the question is shown. */
  initial: S;
  /**
   * One surface action (a key): the next state, answers included, from the newest one, so actions
   * that arrive together (keys in one chunk of input) each see what the one before produced.
   */
  reduce(state: QuestionState<S>, action: A, answer: AnswerStep<S>): QuestionState<S>;
}

/**
 * One question, owned here from the moment it is shown until it is answered: the answers, which
 * errors are on show and when, whether Accept is available and why (`form.accept`), numbers read
 * in the person's locale, and the one result. Every surface binds to this and keeps no answer
 * state of its own; a surface with state of its own (the terminal's focus and carets) gives it to
 * the question to hold (`surface`), and sends its actions through `act`.
 */
export interface Question<S extends object = NoSurface, A = never> {
  readonly form: FormSchema;
  /** The answer state of record (answers, errors on show, the result once answered). */
  getState(): FormState;
  /** The whole state: the surface's own and the answers (`form`), for a store binding. */
  getSnapshot(): QuestionState<S>;
  /** What any surface draws: every field as `fieldView` gives it, the summary, Accept, the result. */
  getView(): QuestionView;
  /**
   * One field as any surface draws it (label, mark, hint, error on show, preview, ✔/⚠): the same
   * object until something it shows changes, so a surface can bind each field on its own.
   */
  fieldView(name: string): QuestionField | undefined;
  subscribe(listener: () => void): () => void;
  dispatch(action: FormAction): FormState;
  /** A surface action, reduced with the answers it changes in one transition (see `surface`). */
  act(action: A): QuestionState<S>;
  setValue(name: string, value: ElicitContentValue): void;
  toggleOption(name: string, option: string): void;
  clear(name: string): void;
  reset(name: string): void;
  /** The person left a field (focus moved out of it): its error may go on show. */
  leave(name: string): void;
  /** Validates the current answers without submitting. */
  validate(): ValidationOutcome;
  /**
   * The error `name`'s answer has now, on show or not: what `validate` says of that field,
   * checking that field alone (a ✔ beside each of thousands of rows costs one check each).
   */
  fieldError(name: string): FieldError | undefined;
  /**
   * Reads answers another locale's way from now on (a host that switches language mid-question):
   * a typed `1,5` is read again, and the errors that can be on show are checked again.
   */
  setLocalizer(localizer: NonNullable<QuestionOptions['localizer']>): void;
  /** The surface draws another way now (a host changed its marking): every field is decided again. */
  setLook(look: QuestionLook): void;
  /** Accepts when valid; otherwise every error goes on show. Answered once: later calls keep the first result. */
  submit(): { ok: true; result: ElicitResult } | { ok: false; errors: FieldError[] };
  decline(): ElicitResult;
  cancel(): ElicitResult;
}

/** The validation options a question's every step runs with: one place the locale enters. */
function questionOptions(localizer: QuestionOptions['localizer']): ValidateOptions {
  return localizer ? { localizer } : {};
}

export function createQuestion<S extends object = NoSurface, A = never>(
  schema: FormSchema | unknown,
  options: QuestionOptions<S, A> = {},
): Question<S, A> {
  const form = isFormSchema(schema) ? schema : normalizeSchema(schema);
  let localizer = options.localizer;
  let validation = questionOptions(localizer);
  const { surface, stateReducer } = options;
  const store = createStore<QuestionState<S>>({
    ...(surface?.initial as S),
    form: initialFormState(form, options.answers, options.draft),
  });
  let look: QuestionLook = { ...options.look };
  const views: FieldViews = createFieldViews(form, validation, look);
  let view: { of: FormState; view: QuestionView } | undefined;
  // Redraws every field: what each shows was decided with the old locale or look.
  const redecide = () => {
    views.reset(validation, look);
    view = undefined;
  };

  const answer: AnswerStep<S> = (from, action) => {
    const changes = formReducer(form, from.form, action, validation);
    const next = stateReducer ? stateReducer(from.form, { action, changes }) : changes;
    return next === from.form ? from : { ...from, form: next };
  };
  const dispatch = (action: FormAction): FormState => {
    store.set(answer(store.getState(), action));
    return store.getState().form;
  };
  const current = () => store.getState().form;

  return {
    form,
    getState: current,
    getSnapshot: store.getState,
    getView() {
      const state = current();
      if (view?.of !== state) view = { of: state, view: viewOf(form, state, views, look) };
      return view.view;
    },
    fieldView(name) {
      const field = formLookups(form).byName.get(name);
      if (!field) return undefined;
      const state = current();
      return views.of(field, state.answers[name], shownErrorOf(state.visible, name));
    },
    subscribe: store.subscribe,
    dispatch,
    act(action) {
      // Without a slot there is no surface action to take (A is never).
      if (surface) store.set(surface.reduce(store.getState(), action, answer));
      return store.getState();
    },
    setValue: (name, value) => void dispatch({ type: 'set', name, value }),
    toggleOption: (name, option) => void dispatch({ type: 'toggle', name, option }),
    clear: (name) => void dispatch({ type: 'clear', name }),
    reset: (name) => void dispatch({ type: 'reset', name }),
    leave: (name) => void dispatch({ type: 'leave', name }),
    validate: () => validateContent(form, contentOf(form, current()), validation),
    fieldError(name) {
      const field = formLookups(form).byName.get(name);
      return field && checkField(form, field, current().answers[name], validation);
    },
    setLocalizer(next) {
      if (next === localizer) return;
      localizer = next;
      validation = questionOptions(next);
      redecide();
      const before = store.getState();
      dispatch({ type: 'recheck' });
      // What a typed number reads as changed even where no error did: whoever reads it is told.
      if (store.getState() === before) store.set({ ...before });
    },
    setLook(next) {
      const { marking, nativeDateControls, omitGenericHints } = look;
      if (
        next.marking === marking &&
        String(next.nativeDateControls) === String(nativeDateControls) &&
        next.omitGenericHints === omitGenericHints
      )
        return;
      look = { ...next };
      redecide();
      store.set({ ...store.getState() });
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

/**
 * Every field as a surface draws it, from the answer state: no decision is left to the surface.
 * The fields are decided when first read, so a surface that reads only the summary, Accept or the
 * required note of a 20,000-field form (on every keystroke) does not pay for every field.
 */
function viewOf(
  form: FormSchema,
  state: FormState,
  views: FieldViews,
  look: QuestionLook,
): QuestionView {
  let fields: readonly QuestionField[] | undefined;
  const requiredNote = requiredNoteMsg(form.fields, look.marking ?? 'required');
  return {
    get fields() {
      fields ??= form.fields.map((field) =>
        views.of(field, state.answers[field.name], shownErrorOf(state.visible, field.name)),
      );
      return fields;
    },
    errors: state.visible,
    ...(requiredNote && { requiredNote }),
    accept: form.accept,
    submitAttempted: state.submitAttempted,
    ...(state.result && { result: state.result }),
  };
}

// The errors on show, by field, once per state's `visible` list (a new array only when the errors
// on show change), so thousands of fields look theirs up without scanning the list.
const errorsByField = new WeakMap<readonly FieldError[], ReadonlyMap<string, FieldError>>();
function shownErrorOf(visible: readonly FieldError[], name: string): FieldError | undefined {
  if (visible.length === 0) return undefined;
  let byField = errorsByField.get(visible);
  if (!byField) {
    const map = new Map<string, FieldError>();
    for (const error of visible) if (!map.has(error.field)) map.set(error.field, error);
    errorsByField.set(visible, map);
    byField = map;
  }
  return byField.get(name);
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
