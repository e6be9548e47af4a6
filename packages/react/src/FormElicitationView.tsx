import type {
  ElicitContent,
  FieldMarking,
  FormElicitation,
  Question,
  QuestionLook,
} from '@elicitkit/core';
import {
  cancelLosesAnswers,
  createQuestion,
  dangerMsg,
  heldForRound,
  resolveLocalizer,
} from '@elicitkit/core';
import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactNode } from 'react';
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { DiagnosticNotices } from './DiagnosticNotices.js';
import { DiscardConfirm } from './DiscardConfirm.js';
import type { ElicitationShellProps } from './ElicitationShellProps.js';
import { ErrorSummary } from './ErrorSummary.js';
import { LocalizerContext } from './localizerContext.js';
import { MsgParagraph } from './MsgParagraph.js';
import { MsgText } from './MsgText.js';
import { OutcomeText } from './OutcomeText.js';
import { rjsfValidator } from './rjsfValidator.js';
import { QuestionHeader } from './QuestionHeader.js';
import { firstFocusable } from './theme/focusable.js';
import type { RjsfTheme } from './theme/hostControlsOf.js';
import { themedFormFor } from './theme/ThemedForm.js';
import type { RjsfMapping } from './toRjsf.js';
import { QuestionBindingContext, createFieldWindow } from './theme/useBoundField.js';
import { toRjsf } from './toRjsf.js';
import { useQuestionResult } from './useQuestionResult.js';
import { armingAttributes, useArming } from './useArming.js';
import { useSafeId } from './useSafeId.js';
import { useStylesheetCheck } from './useStylesheetCheck.js';
import { submitsOnEnter } from './submitsOnEnter.js';
import { viewRootProps } from './viewRootProps.js';
import { assertSupportedReact } from './assertSupportedReact.js';

export interface FormElicitationViewProps extends ElicitationShellProps {
  request: FormElicitation;
  /** The person's own answers to start from (see ElicitationFormProps.answers). */
  answers?: ElicitContent;
}

// rjsf must never invent an answer: no empty arrays for minItems, no false for required booleans,
// no first option for titled choices. The only values it starts from are core's form data.
const NO_INVENTED_VALUES: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipDefaults',
  constAsDefaults: 'never',
  mergeDefaultsIntoFormData: 'useFormDataIfPresent',
  requiredBooleanDefault: 'skip',
  allOf: 'skipDefaults',
};

interface RjsfFormProps {
  mapping: RjsfMapping;
  idPrefix: string;
  disabled: boolean;
  onSubmit: () => void;
  rjsfTheme: RjsfTheme | undefined;
  children: ReactNode;
}

// rjsf only lays the form out: every field binds to the question itself (QuestionBindingContext),
// so a keystroke re-renders that field alone, and memo keeps rjsf's tree out of the view's own
// re-renders (errors on show, the result) unless its inputs changed.
const RjsfForm = memo(function RjsfForm(props: RjsfFormProps) {
  const ThemedForm = themedFormFor(props.rjsfTheme);
  return (
    // One component type per theme object (cached in themedFormFor), not a new type per render.
    // eslint-disable-next-line react-hooks/static-components
    <ThemedForm
      className="ek-form"
      schema={props.mapping.schema}
      uiSchema={props.mapping.uiSchema}
      formContext={props.mapping.formContext}
      validator={rjsfValidator()}
      idPrefix={props.idPrefix}
      disabled={props.disabled}
      // Validation and messages are core's (validateContent via the model); rjsf only draws.
      noValidate
      noHtml5Validate
      showErrorList={false}
      experimental_defaultFormStateBehavior={NO_INVENTED_VALUES}
      onSubmit={props.onSubmit}
      onError={() => {}}
    >
      {props.children}
    </ThemedForm>
  );
});

/**
 * How the web form draws: the host's marking, the browser's own date controls, and no hint that
 * only restates the control ("Enter some text").
 */
function webLook(marking: FieldMarking): QuestionLook {
  return { marking, nativeDateControls: ['date', 'date-time'], omitGenericHints: true };
}

/** Form mode: core's model is the answer state of record; rjsf (with our theme) draws it. */
export function FormElicitationView(props: FormElicitationViewProps) {
  assertSupportedReact();
  const { request, context, autoFocus = false, fieldMarking = 'required' } = props;
  const l = useMemo(() => resolveLocalizer(props.messages), [props.messages]);
  const server = props.server ?? context?.server;
  const { form } = request;
  // Core's controller holds the question; this view binds to it and keeps no answer state.
  const look = webLook(fieldMarking);
  const [question] = useState<Question>(() =>
    createQuestion(form, {
      localizer: l,
      look,
      ...(props.answers && { answers: props.answers }),
    }),
  );
  // A host may switch `messages` mid-question: typed numbers are read the new locale's way.
  useEffect(() => question.setLocalizer(l), [question, l]);
  useEffect(() => question.setLook(webLook(fieldMarking)), [question, fieldMarking]);
  // Not the whole state: only what is on show changes the view, so a keystroke that changes
  // nothing visible re-renders nothing but the field rjsf updates (both identity-stable).
  const shownErrors = useSyncExternalStore(question.subscribe, () => question.getState().visible);
  const submitAttempted = useSyncExternalStore(
    question.subscribe,
    () => question.getState().submitAttempted,
  );
  // Answered once: the question's own result is the record (abort and unmount cancel it).
  const { report, result } = useQuestionResult(question, props.onResult, context?.signal);
  const arming = useArming(props.armDelayMs);
  const mapping = useMemo(() => toRjsf(form), [form]);
  const binding = useMemo(
    () => ({ question, fieldByKey: mapping.fieldByKey, window: createFieldWindow() }),
    [question, mapping],
  );
  const baseId = useSafeId();
  useStylesheetCheck();
  const rootRef = useRef<HTMLElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const answered = result !== undefined;

  const accept = useCallback(() => {
    if (!form.accept.enabled) return;
    report(() => {
      if (!question.submit().ok) setFailedSubmits((n) => n + 1);
    });
  }, [form, question, report]);
  const decline = useCallback(() => report(() => question.decline()), [question, report]);
  const cancel = useCallback(() => report(() => question.cancel()), [question, report]);

  // Cancelling throws the answers away, so once the person has given any it asks once first
  // (design-language.md §12); focus comes back where it was if they keep editing.
  const [confirming, setConfirming] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const requestCancel = useCallback(() => {
    if (!cancelLosesAnswers(question.getState())) return cancel();
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setConfirming(true);
  }, [question, cancel]);
  const keepEditing = useCallback(() => {
    setConfirming(false);
    const back = returnFocus.current;
    if (back?.isConnected) back.focus();
    else rootRef.current?.querySelector<HTMLElement>('.ek-cancel')?.focus();
  }, []);

  // A press on the action row blurs the field before the click lands: an error going on show then
  // would move the buttons under the pointer and the click would hit nothing. So the fields left
  // by that press are judged once its click has run (an Accept shows every error anyway).
  const pressing = useRef<string[] | undefined>(undefined);
  const onPointerDown = useCallback(
    (event: PointerEvent) => {
      if (pressing.current || !(event.target as Element).closest?.('.ek-actions')) return;
      const left: string[] = [];
      pressing.current = left;
      const settle = () => {
        window.removeEventListener('click', afterClick, true);
        if (pressing.current !== left) return;
        pressing.current = undefined;
        for (const name of left) question.leave(name);
      };
      // After the click's own handlers: a task later than the click event.
      const afterClick = () => setTimeout(settle);
      const released = () => {
        window.removeEventListener('pointerup', released, true);
        window.removeEventListener('pointercancel', released, true);
        window.addEventListener('click', afterClick, { capture: true, once: true });
        // No click follows a press released elsewhere; a tap's click may come a task later.
        requestAnimationFrame(() => requestAnimationFrame(settle));
      };
      window.addEventListener('pointerup', released, true);
      window.addEventListener('pointercancel', released, true);
    },
    [question],
  );

  // Leaving a field (focus moving outside it, not between its own options) may show its error.
  const onBlur = useCallback(
    (event: FocusEvent) => {
      const container = (event.target as Element).closest?.('[data-ek-field]');
      const next = event.relatedTarget as Node | null;
      if (!container || (next && container.contains(next))) return;
      const field = mapping.fieldByKey.get(container.getAttribute('data-ek-field') ?? '');
      if (!field) return;
      if (pressing.current) pressing.current.push(field.name);
      else question.leave(field.name);
    },
    [mapping, question],
  );

  const focusField = useCallback(
    (name: string) => {
      const key = mapping.keyByName.get(name);
      if (key === undefined) return;
      const focus = () => {
        const container = rootRef.current?.querySelector(`[data-ek-field="${key}"]`);
        // The first control a keyboard reaches, native or not (a theme's Radix radio is a button).
        firstFocusable(container)?.focus();
      };
      // A windowed form draws the field first (WindowedFields).
      binding.window.reveal(key, focus);
    },
    [mapping, binding],
  );

  // After a failed Accept, focus goes to the first field with an error (or to the summary when the
  // problem is with the form as a whole), once React has drawn the errors.
  useEffect(() => {
    if (failedSubmits === 0) return;
    const first = question.getState().errors[0];
    if (first && first.field !== '' && mapping.keyByName.has(first.field)) focusField(first.field);
    else document.getElementById(`${baseId}-summary`)?.focus();
  }, [failedSubmits, question, mapping, focusField, baseId]);

  // The first field, else the heading: never a button of the action row, so no question (a
  // destructive one least of all) starts where one stray Enter answers it.
  useEffect(() => {
    if (!autoFocus) return;
    const root = rootRef.current;
    const control = firstFocusable(root?.querySelector('.ek-fields'));
    (control ?? root?.querySelector<HTMLElement>('.ek-heading'))?.focus();
  }, [autoFocus]);

  // A question for a tool annotated destructive (core's danger marker) is accepted by Accept
  // itself: Enter in a field does not submit it, so the autofocused field is no stray-Enter Accept.
  const danger = dangerMsg(context);

  // Esc inside a field does what the field does and nothing more: typed answers are never lost
  // to it. Elsewhere in the form it cancels (asking first when answers would be lost); while
  // that question is open it means "keep editing".
  const onKeyDown = (event: KeyboardEvent) => {
    if (danger && event.key === 'Enter' && submitsOnEnter(event.target)) {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
    if (answered) return;
    if (confirming) {
      event.preventDefault();
      keepEditing();
      return;
    }
    if ((event.target as Element).closest?.('[data-ek-field]')) return;
    event.preventDefault();
    requestCancel();
  };

  const blockedId = `${baseId}-blocked`;
  const dangerId = `${baseId}-danger`;
  // A question for a tool annotated destructive: a marker, and Accept drawn as dangerous (§7).
  const armingId = `${baseId}-arming`;
  const { armed } = arming;
  const acceptDescribedBy =
    [
      form.accept.enabled ? undefined : blockedId,
      danger ? dangerId : undefined,
      armed ? undefined : armingId,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  // While arming, the buttons say they do not act yet (they stay focusable: not `disabled`).
  const armingProps = useMemo(() => armingAttributes(armed, armingId), [armed, armingId]);
  const actions = useMemo(
    () => (
      <div className="ek-actions">
        {/* The buttons stay on one line; the key hint beside them moves below when space is short. */}
        <div className="ek-buttons">
          <button
            type="submit"
            className={`ek-button ek-button--primary${danger ? ' ek-danger' : ''}`}
            disabled={answered || !form.accept.enabled}
            {...armingProps}
            aria-describedby={acceptDescribedBy}
          >
            {l.format({ key: 'actions.accept' })}
          </button>
          <button
            type="button"
            className="ek-button"
            disabled={answered}
            onClick={decline}
            {...armingProps}
          >
            {l.format({ key: 'actions.decline' })}
          </button>
          <button
            type="button"
            className="ek-button ek-cancel"
            disabled={answered}
            onClick={requestCancel}
            {...armingProps}
          >
            {l.format({ key: 'actions.cancel' })}
          </button>
        </div>
        {!answered && (
          // The same place as the key hint, so the row does not move when the buttons arm.
          <p className="ek-key-hint" id={armed ? undefined : armingId}>
            <MsgText msg={{ key: armed ? 'form.escapeHint' : 'actions.arming' }} />
          </p>
        )}
      </div>
    ),
    [
      answered,
      form.accept.enabled,
      acceptDescribedBy,
      danger,
      decline,
      requestCancel,
      l,
      armed,
      armingId,
      armingProps,
    ],
  );

  // Once answered, the record of what happened takes focus (§8) when the person was in the form
  // (or focus fell to the page as its buttons were disabled); an abort from elsewhere leaves
  // focus where the person is.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!answered) return;
    const active = document.activeElement;
    if (!active || active === document.body || rootRef.current?.contains(active))
      outcomeRef.current?.focus();
  }, [answered]);

  const labelOf = useCallback(
    (name: string) => form.fields.find((f) => f.name === name)?.label,
    [form],
  );
  const requiredNote = useSyncExternalStore(
    question.subscribe,
    () => question.getView().requiredNote,
  );

  return (
    <LocalizerContext.Provider value={l}>
      <section
        ref={rootRef}
        {...viewRootProps(l, props, baseId)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onPointerDown={onPointerDown}
        onClickCapture={arming.onClickCapture}
        onKeyDownCapture={arming.onKeyDownCapture}
      >
        <QuestionHeader
          baseId={baseId}
          heading={{ key: 'form.heading' }}
          server={server}
          asked={{ context, message: request.message, dangerId }}
        />
        <DiagnosticNotices diagnostics={request.diagnostics} />
        <MsgParagraph msg={requiredNote} className="ek-required-note" />
        {!form.accept.enabled && (
          <p className="ek-blocked" id={blockedId}>
            <MsgText
              msg={{
                key: 'form.acceptUnavailable',
                values: { reason: l.format(form.accept.reason) },
              }}
            />
          </p>
        )}
        {submitAttempted && !answered && (
          <ErrorSummary
            id={`${baseId}-summary`}
            errors={shownErrors}
            labelOf={labelOf}
            focusField={focusField}
          />
        )}
        <QuestionBindingContext.Provider value={binding}>
          <RjsfForm
            mapping={mapping}
            idPrefix={baseId}
            disabled={answered}
            onSubmit={accept}
            rjsfTheme={props.rjsfTheme}
          >
            {confirming && !answered ? (
              <DiscardConfirm id={`${baseId}-discard`} onDiscard={cancel} onKeep={keepEditing} />
            ) : (
              actions
            )}
          </RjsfForm>
        </QuestionBindingContext.Provider>

        <p
          ref={outcomeRef}
          className={result ? 'ek-status ek-outcome' : 'ek-status'}
          role="status"
          tabIndex={result ? -1 : undefined}
        >
          {result && (
            <OutcomeText
              result={result}
              options={{
                fields: form.fields,
                who: server?.trustedId,
                held: heldForRound(context?.era),
              }}
            />
          )}
        </p>
      </section>
    </LocalizerContext.Provider>
  );
}
