import type { Field } from './field.js';
import type { FormSchema } from './normalizeSchema.js';
import type { ElicitContent, ElicitContentValue, ElicitResult } from './protocol.js';
import { checkField } from './checkField.js';
import type { FieldAnswer } from './fieldAnswer.js';
import { formLookups } from './formLookups.js';
import { SHARED_ANSWERS_FROM, sharedAnswers, withSharedAnswer } from './sharedAnswers.js';
import type { FieldError, ValidateOptions } from './validateContent.js';
import { validateContent } from './validateContent.js';

export interface FormState {
  answers: Record<string, FieldAnswer>;
  /** Per-field messages, shown after the first submit attempt and kept current from then on. */
  errors: FieldError[];
  submitAttempted: boolean;
  /**
   * Fields the person changed and then left, in the order they were left: from then on their
   * errors are kept current as the person types (live feedback after the first edit).
   */
  left: readonly string[];
  /**
   * The errors on show now (docs/design-language.md §4): after a failed Accept every error, before one
   * only the left fields'. A new array only when what is shown changes, so a keystroke that shows
   * nothing new re-renders nothing that reads it.
   */
  visible: readonly FieldError[];
  /** Set once: the form is answered exactly once. */
  result?: ElicitResult;
}

export type FormAction =
  | { type: 'set'; name: string; value: ElicitContentValue }
  | { type: 'toggle'; name: string; option: string }
  | { type: 'clear'; name: string }
  | { type: 'reset'; name: string }
  /** The person left a field (focus moved out of it): its error may go on show. */
  | { type: 'leave'; name: string }
  | { type: 'submit' }
  /** The way answers are read changed (the locale): errors that can be on show are checked again. */
  | { type: 'recheck' }
  | { type: 'decline' }
  | { type: 'cancel' };

const NO_ERRORS: readonly FieldError[] = Object.freeze([]);

function initialAnswer(field: Field): FieldAnswer {
  if (field.kind !== 'unsupported' && field.default !== undefined) {
    const value = Array.isArray(field.default) ? [...field.default] : field.default;
    return { status: 'answered', value, origin: 'default' };
  }
  return { status: 'untouched' };
}

/**
 * A form's first state: each field's default, or nothing. With `given` (the person's own content
 * from an earlier showing that never reached the server), each field starts as they left it: a
 * value given is answered as theirs, and a field with a default that `given` leaves out was
 * emptied by them, so it starts cleared rather than with its default again.
 */
export function initialFormState(
  form: FormSchema,
  given?: ElicitContent,
  draft?: FormDraft,
): FormState {
  const { fields } = form;
  const start = (field: Field) => draftAnswer(field, draft) ?? startingAnswer(field, given);
  const shared =
    fields.length >= SHARED_ANSWERS_FROM
      ? sharedAnswers(
          fields.map((f) => f.name),
          fields.map(start),
        )
      : undefined;
  const answers = shared ?? (Object.create(null) as Record<string, FieldAnswer>);
  if (!shared) for (const field of fields) answers[field.name] = start(field);
  return { answers, errors: [], submitAttempted: false, left: [], visible: NO_ERRORS };
}

/**
 * Some fields as the person left them in a draft kept unsent (the others start as they would): a
 * value answers the field as theirs, as typing it would; an empty value or `null` starts it cleared.
 */
export type FormDraft = Readonly<Record<string, ElicitContentValue | null>>;

function draftAnswer(field: Field, draft: FormDraft | undefined): FieldAnswer | undefined {
  if (!draft || field.kind === 'unsupported' || !Object.hasOwn(draft, field.name)) return undefined;
  const value = draft[field.name];
  if (value === undefined) return undefined;
  if (value === null || isEmpty(value)) return { status: 'cleared' };
  return { status: 'answered', value: Array.isArray(value) ? [...value] : value, origin: 'person' };
}

function startingAnswer(field: Field, given: ElicitContent | undefined): FieldAnswer {
  if (!given || field.kind === 'unsupported') return initialAnswer(field);
  const value = Object.hasOwn(given, field.name) ? given[field.name] : undefined;
  if (value !== undefined)
    return {
      status: 'answered',
      value: Array.isArray(value) ? [...value] : value,
      origin: 'person',
    };
  return field.default === undefined ? { status: 'untouched' } : { status: 'cleared' };
}

/** The content an accept would carry: answered fields only; untouched and cleared ones are omitted. */
export function contentOf(form: FormSchema, state: FormState): ElicitContent {
  const content: ElicitContent = {};
  for (const field of form.fields) {
    const answer = state.answers[field.name];
    if (field.kind === 'unsupported' || answer?.status !== 'answered' || answer.value === undefined)
      continue;
    Object.defineProperty(content, field.name, {
      value: Array.isArray(answer.value) ? [...answer.value] : answer.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return content;
}

function isEmpty(value: ElicitContentValue): boolean {
  return (
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function withAnswer(state: FormState, name: string, answer: FieldAnswer): FormState {
  // A form of thousands of fields shares the answers a change leaves alone (sharedAnswers).
  const shared = withSharedAnswer(state.answers, name, answer);
  if (shared) return { ...state, answers: shared };
  // A copy per keystroke: copying own keys with for-in is about twice as fast as Object.assign
  // for a form of hundreds of fields, with the same keys in the same order.
  const answers = Object.create(null) as Record<string, FieldAnswer>;
  for (const key in state.answers)
    if (Object.hasOwn(state.answers, key)) answers[key] = state.answers[key]!;
  answers[name] = answer;
  return { ...state, answers };
}

const keyOf = (errors: readonly FieldError[]) =>
  errors.map((e) => `${e.field}\u0000${e.message}`).join('\u0001');

/** `next`, unless it shows exactly what `shown` shows: then `shown`, so its identity holds. */
function sameShown(
  shown: readonly FieldError[],
  next: readonly FieldError[],
): readonly FieldError[] {
  if (next.length === 0) return NO_ERRORS;
  return shown.length === next.length && keyOf(shown) === keyOf(next) ? shown : next;
}

// The one rule for which errors are on show before any Accept (docs/design-language.md §4).

/** Leaving a field the person changed makes its error live from then on. */
function judgedFromLeaving(answer: FieldAnswer | undefined): boolean {
  // Focus passing through an untouched field, or one still holding its default, judges nothing.
  return !!answer && answer.status !== 'untouched' && answer.origin !== 'default';
}

/**
 * `errors` (in field order, at most one per field) with `name`'s entry made `error`, as a new
 * array; undefined when that changes nothing, so what reads the old one re-renders nothing.
 */
function withFieldError(
  form: FormSchema,
  errors: readonly FieldError[],
  name: string,
  error: FieldError | undefined,
): FieldError[] | undefined {
  const { order } = formLookups(form);
  const at = order.get(name) ?? -1;
  let i = 0;
  while (i < errors.length && (order.get(errors[i]!.field) ?? -1) < at) i++;
  const old = errors[i]?.field === name ? errors[i] : undefined;
  if (
    old === error ||
    (old && error && old.keyword === error.keyword && old.message === error.message)
  )
    return undefined;
  const next = [...errors];
  if (old && error) next[i] = error;
  else if (old) next.splice(i, 1);
  else if (error) next.splice(i, 0, error);
  return next;
}

const shown = (errors: readonly FieldError[]) => (errors.length === 0 ? NO_ERRORS : errors);

/**
 * Errors, and which are on show, brought up to date after `name` changed (core's one timing
 * rule). A field's verdict depends on its own answer alone (checkField), so only it is checked.
 */
function revalidate(
  form: FormSchema,
  state: FormState,
  name: string,
  options?: ValidateOptions,
): FormState {
  // Typing in a field whose error cannot be on show checks nothing: the common keystroke is free.
  if (!state.submitAttempted && !state.left.includes(name)) return state;
  const field = formLookups(form).byName.get(name);
  const error = field && checkField(form, field, state.answers[name], options);
  if (state.submitAttempted) {
    const errors = withFieldError(form, state.errors, name, error);
    return errors ? { ...state, errors, visible: shown(errors) } : state;
  }
  const visible = withFieldError(form, state.visible, name, error);
  return visible ? { ...state, visible: shown(visible) } : state;
}

function leave(
  form: FormSchema,
  state: FormState,
  name: string,
  options?: ValidateOptions,
): FormState {
  if (state.submitAttempted || state.left.includes(name)) return state;
  if (!judgedFromLeaving(state.answers[name])) return state;
  return revalidate(form, { ...state, left: [...state.left, name] }, name, options);
}

/** Pure transitions of a form's answer state. Renderers map keys and clicks to these actions. */
export function formReducer(
  form: FormSchema,
  state: FormState,
  action: FormAction,
  /** A localizer reads typed numbers the locale's way (`1,5` under German is 1.5). */
  options?: ValidateOptions,
): FormState {
  if (state.result) return state;
  const field = 'name' in action ? formLookups(form).byName.get(action.name) : undefined;
  if ('name' in action && (!field || field.kind === 'unsupported')) return state;
  switch (action.type) {
    case 'set': {
      const answer: FieldAnswer = isEmpty(action.value)
        ? { status: 'cleared' }
        : { status: 'answered', value: action.value, origin: 'person' };
      return revalidate(form, withAnswer(state, action.name, answer), action.name, options);
    }
    case 'toggle': {
      if (field?.kind !== 'multiselect' || !field.options.some((o) => o.value === action.option))
        return state;
      const current = state.answers[action.name];
      const picked = Array.isArray(current?.value) ? current.value : [];
      const next = picked.includes(action.option)
        ? picked.filter((v) => v !== action.option)
        : field.options
            .map((o) => o.value)
            .filter((v) => v === action.option || picked.includes(v));
      const answer: FieldAnswer =
        next.length === 0
          ? { status: 'cleared' }
          : { status: 'answered', value: next, origin: 'person' };
      return revalidate(form, withAnswer(state, action.name, answer), action.name, options);
    }
    case 'clear':
      return revalidate(
        form,
        withAnswer(state, action.name, { status: 'cleared' }),
        action.name,
        options,
      );
    case 'reset':
      return revalidate(
        form,
        withAnswer(state, action.name, initialAnswer(field as Field)),
        action.name,
        options,
      );
    case 'leave':
      return leave(form, state, action.name, options);
    case 'submit': {
      const outcome = validateContent(form, contentOf(form, state), options);
      if (!outcome.valid)
        return {
          ...state,
          submitAttempted: true,
          errors: outcome.errors,
          visible: sameShown(state.visible, outcome.errors),
        };
      return {
        ...state,
        submitAttempted: true,
        errors: [],
        visible: NO_ERRORS,
        result: { action: 'accept', content: outcome.content },
      };
    }
    case 'recheck': {
      const names = state.submitAttempted ? form.fields.map((f) => f.name) : state.left;
      let next = state;
      for (const name of names) next = revalidate(form, next, name, options);
      return next;
    }
    case 'decline':
      return { ...state, result: { action: 'decline' } };
    case 'cancel':
      return { ...state, result: { action: 'cancel' } };
  }
}
