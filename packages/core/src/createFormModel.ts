import type { FormSchema } from './normalizeSchema.js';
import { normalizeSchema } from './normalizeSchema.js';
import type { ElicitContent, ElicitContentValue, ElicitResult } from './protocol.js';
import type { FormAction, FormState } from './formState.js';
import { contentOf, formReducer, initialFormState } from './formState.js';
import type { Localizer, Msg } from './messages/types.js';
import { sentPreview } from './sentPreview.js';
import type { ValidationOutcome } from './validateContent.js';
import { validateContent } from './validateContent.js';

/** A form's answer state as a small store: renderers subscribe and dispatch, nothing else. */
export interface FormModel {
  readonly form: FormSchema;
  getState(): FormState;
  subscribe(listener: () => void): () => void;
  dispatch(action: FormAction): FormState;
  setValue(name: string, value: ElicitContentValue): void;
  toggleOption(name: string, option: string): void;
  clear(name: string): void;
  reset(name: string): void;
  /**
   * What will be sent for a number typed in a non-canonical way ("1,5" → "= 1.5"), so the person
   * sees how it was read; undefined when the text is already the number or is not one.
   */
  sentPreview(name: string): Msg | undefined;
  /** Validates the current answers without submitting. */
  validate(): ValidationOutcome;
  /** Accepts when valid; otherwise records and returns the errors. */
  submit(): { ok: true; result: ElicitResult } | { ok: false; errors: ValidationOutcome['errors'] };
  decline(): ElicitResult;
  cancel(): ElicitResult;
}

export interface FormModelOptions {
  /** Reads typed numbers the locale's way (its separators, any Unicode digits). */
  localizer?: Localizer;
  /**
   * The person's own answers to start from: an accept of theirs that never reached the server,
   * shown again so nothing they typed is lost (see initialFormState).
   */
  answers?: ElicitContent;
}

export function createFormModel(
  schema: FormSchema | unknown,
  options: FormModelOptions = {},
): FormModel {
  const form = isFormSchema(schema) ? schema : normalizeSchema(schema);
  const validation = options.localizer ? { localizer: options.localizer } : {};
  let state = initialFormState(form, options.answers);
  const listeners = new Set<() => void>();
  const dispatch = (action: FormAction): FormState => {
    const next = formReducer(form, state, action, validation);
    if (next !== state) {
      state = next;
      for (const listener of [...listeners]) listener();
    }
    return state;
  };
  return {
    form,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    setValue: (name, value) => void dispatch({ type: 'set', name, value }),
    toggleOption: (name, option) => void dispatch({ type: 'toggle', name, option }),
    clear: (name) => void dispatch({ type: 'clear', name }),
    reset: (name) => void dispatch({ type: 'reset', name }),
    sentPreview(name) {
      const field = form.fields.find((f) => f.name === name);
      const value = state.answers[name]?.value;
      return field ? sentPreview(field, value, options.localizer) : undefined;
    },
    validate: () => validateContent(form, contentOf(form, state), validation),
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

function isFormSchema(value: unknown): value is FormSchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fields' in value &&
    'canAccept' in value &&
    Array.isArray((value as FormSchema).fields)
  );
}
