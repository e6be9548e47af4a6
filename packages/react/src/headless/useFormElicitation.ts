import type {
  Diagnostic,
  FieldMarking,
  ElicitContent,
  ElicitContentValue,
  ElicitResult,
  FormElicitation as FormElicitationRequest,
  Localizer,
  QuestionField,
} from '@elicitkit/core';
import { createQuestion, heldForRound, outcomeMsg, resolveLocalizer } from '@elicitkit/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQuestionResult } from '../useQuestionResult.js';
import type { HeadlessArming, HeadlessChrome, HeadlessOptions } from './headlessChrome.js';
import { headlessArming, headlessChrome } from './headlessChrome.js';
import { useArming } from '../useArming.js';
import { useHeldQuestion } from './useHeldQuestion.js';
import type { HeadlessText } from './headlessText.js';
import { headlessText } from './headlessText.js';
import type { HeadlessMessageFold } from './headlessMessageFold.js';
import { headlessMessageFold } from './headlessMessageFold.js';

/** Core's view of a field (QuestionField), each of its words also as text in `messages`' locale. */
export interface HeadlessField extends Omit<
  QuestionField,
  'hint' | 'suffix' | 'error' | 'emptyNote' | 'preview' | 'notices'
> {
  required: boolean;
  /** "(optional)", under `fieldMarking: 'optional'`. */
  suffix?: HeadlessText;
  /** The hint, left out while the error on show says the same thing. */
  hint?: HeadlessText;
  /** The error on show now: core's one timing rule (on leaving a changed field, or after Accept). */
  error?: HeadlessText;
  /** What will be sent for a value typed another way ("1,5" → "= 1.5"). */
  preview?: HeadlessText;
  /** A multi-select emptied by the person: what that sends. */
  emptyNote?: HeadlessText;
  /** Core's warnings about the field worth showing the person. */
  notices: readonly HeadlessText[];
}

interface HeadlessError extends HeadlessText {
  /** The field's name; '' for an error about the answer as a whole. */
  field: string;
}

export interface FormElicitationState extends HeadlessChrome, HeadlessArming {
  /** The server's message, display-safe plain text ('' when it gave none). */
  message: string;
  /** Present when the message is longer than core's fold: draw its opening and a control to read it all. */
  messageFold?: HeadlessMessageFold;
  fields: readonly HeadlessField[];
  /** What the required mark means, said once above the fields, when any field carries it. */
  requiredNote?: HeadlessText;
  /** Every error on show, in order: what an error summary lists. */
  errors: readonly HeadlessError[];
  /** An Accept has failed: every error is on show; draw the summary. */
  submitAttempted: boolean;
  /** Whether Accept can produce an answer; when not, `acceptBlocked` says why. */
  canAccept: boolean;
  acceptBlocked?: HeadlessText;
  /** Core's notices about the request (secret fields, unsupported properties, …). */
  diagnostics: readonly (HeadlessText & { diagnostic: Diagnostic })[];
  answered: boolean;
  result?: ElicitResult;
  /** The record of what was sent, once answered. */
  outcome?: HeadlessText;
  localizer: Localizer;
}

export interface FormElicitationHandlers {
  /** Typed text (numbers too: core reads them), a boolean, a choice's value, or a multi-select's values. */
  set(name: string, value: ElicitContentValue): void;
  /** Ticks or unticks one option of a multi-select. */
  toggle(name: string, option: string): void;
  /** No answer: the field sends nothing. */
  clear(name: string): void;
  /** The person left the field (focus moved out of it): its error may now show. */
  leave(name: string): void;
  /** Sends when valid and returns true; otherwise shows every error and returns false. */
  accept(): boolean;
  decline(): void;
  cancel(): void;
}

export type FormElicitation = FormElicitationState & FormElicitationHandlers;

export interface FormElicitationOptions extends HeadlessOptions {
  /**
   * The person's own answers to start from: an accept of theirs that never reached the server, or
   * a draft they left (the same seeding as `<ElicitationForm answers>`). Read when the question is
   * first held.
   */
  answers?: ElicitContent;
  /**
   * How required answers are marked (design-language.md §2): `required` (default) marks required
   * fields (`requiredMark`, `requiredNote`); `optional` gives optional ones a "(optional)" `suffix`.
   */
  fieldMarking?: FieldMarking;
}

/**
 * Headless form mode: core's question controller (createQuestion) for a host that draws every
 * pixel itself. The state is every decision already taken — answers, which errors are on show and
 * when (the same rule as `<ElicitationForm>`), whether Accept is available and why, the identity
 * line — with each word as core's descriptor and as text in `messages`' locale. The handlers are
 * stable for the question, and the question is answered exactly once: the first of accept,
 * decline and cancel wins; `context.signal` aborting, unmounting, or a different question
 * answers cancel.
 *
 * The request may be rebuilt on every render: answers survive while the question is the same.
 */
export function useFormElicitation(
  request: FormElicitationRequest,
  options: FormElicitationOptions,
): FormElicitation {
  const localizer = resolveLocalizer(options.messages);
  const marking = options.fieldMarking ?? 'required';
  const current = useHeldQuestion(
    request,
    options.requestKey,
    (r) =>
      createQuestion(r.form, {
        localizer,
        look: { marking },
        ...(options.answers && { answers: options.answers }),
      }),
    options.context?.signal,
  );
  const question = current.store;
  // A host may switch `messages` mid-question: typed numbers are read the new locale's way.
  useEffect(() => question.setLocalizer(localizer), [question, localizer]);
  useEffect(() => question.setLook({ marking }), [question, marking]);
  const state = useSyncExternalStore(question.subscribe, question.getView, question.getView);
  // Answered once: the question's own result is the record (abort, unmount and a new question
  // cancel it); nothing moves it once it has one.
  const { report, result } = useQuestionResult(question, options.onResult, options.context?.signal);
  const { armed } = useArming(options.armDelayMs, question);

  const set = useCallback(
    (name: string, value: ElicitContentValue) =>
      void question.dispatch({ type: 'set', name, value }),
    [question],
  );
  const toggle = useCallback(
    (name: string, option: string) => void question.dispatch({ type: 'toggle', name, option }),
    [question],
  );
  const clear = useCallback(
    (name: string) => void question.dispatch({ type: 'clear', name }),
    [question],
  );
  const leave = useCallback((name: string) => question.leave(name), [question]);
  const accept = useCallback(() => report(() => question.submit()), [question, report]);
  const decline = useCallback(() => void report(() => question.decline()), [question, report]);
  const cancel = useCallback(() => void report(() => question.cancel()), [question, report]);

  const form = current.request.form;
  const { context } = options;
  const server = options.server ?? context?.server;
  const words = useMemo((): FormElicitationState => {
    const text = (msg: Parameters<typeof headlessText>[1]) => headlessText(localizer, msg);
    const note = state.requiredNote;
    const fields = state.fields.map((f): HeadlessField => {
      const { hint, suffix, error, preview, emptyNote, notices, ...rest } = f;
      return {
        ...rest,
        required: f.field.required,
        notices: notices.map(text),
        ...(suffix && { suffix: text(suffix) }),
        ...(hint && { hint: text(hint) }),
        ...(error && { error: text(error) }),
        ...(preview && { preview: text(preview) }),
        ...(emptyNote && { emptyNote: text(emptyNote) }),
      };
    });
    const fold = headlessMessageFold(localizer, current.request.message);
    return {
      ...headlessChrome(localizer, server, context),
      ...headlessArming(localizer, armed),
      message: current.request.message,
      ...(fold && { messageFold: fold }),
      fields,
      ...(note && { requiredNote: text(note) }),
      errors: state.errors.map((e) => ({ field: e.field, ...text(e.msg) })),
      submitAttempted: state.submitAttempted,
      canAccept: state.accept.enabled,
      ...(!state.accept.enabled && { acceptBlocked: text(state.accept.reason) }),
      diagnostics: current.request.diagnostics.map((d) => ({ diagnostic: d, ...text(d.msg) })),
      answered: result !== undefined,
      ...(result && { result }),
      ...(result && {
        outcome: text(
          outcomeMsg(result, {
            fields: form.fields,
            who: server?.trustedId,
            held: heldForRound(context?.era),
            localizer,
          }),
        ),
      }),
      localizer,
    };
  }, [state, localizer, server, context, current.request, form, result, armed]);

  return useMemo(
    () => ({ ...words, set, toggle, clear, leave, accept, decline, cancel }),
    [words, set, toggle, clear, leave, accept, decline, cancel],
  );
}
