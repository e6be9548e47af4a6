import type { KeyboardEvent, MouseEvent } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { submitsOnEnter } from './submitsOnEnter.js';

/** How long a question's action row ignores the person's input after it is drawn, by default. */
const ARM_DELAY_MS = 500;

export interface Arming {
  /** Whether the action row acts on the person's input yet. */
  armed: boolean;
  /** Capture handlers for the view's root: they hold the person's input while not armed. */
  onClickCapture: (event: MouseEvent) => void;
  onKeyDownCapture: (event: KeyboardEvent) => void;
}

const ACTIONS = '.ek-actions';

/** What a button of the action row carries while not armed: it says it does not act yet. */
export function armingAttributes(armed: boolean, describedBy: string) {
  // Not `disabled`: the button keeps its place in the tab order and its focus.
  return armed
    ? {}
    : { 'aria-disabled': true as const, 'aria-describedby': describedBy, 'data-ek-arming': '' };
}

/**
 * A question is answered only by what the person did after seeing it (as browsers' permission
 * prompts do): for `delayMs` after the view is drawn, a click or key on the action row and Enter
 * in a field are dropped, so a click or an Enter aimed at what was there before cannot answer it.
 * Only the person's input is held (`isTrusted`): a host or a test driving the view by script is
 * not a person reacting too fast, and is unaffected.
 */
export function useArming(delayMs: number = ARM_DELAY_MS, question?: unknown): Arming {
  // Armed for one question: a component that keeps its place across questions (the headless
  // hooks) starts each new one unarmed.
  const [armedFor, setArmedFor] = useState<{ question: unknown } | undefined>(() =>
    delayMs <= 0 ? { question } : undefined,
  );
  const armed = delayMs <= 0 || (armedFor !== undefined && Object.is(armedFor.question, question));
  useEffect(() => {
    if (delayMs <= 0) return;
    // Counted from the first effect: the view is committed and about to be painted.
    const timer = setTimeout(() => setArmedFor({ question }), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, question]);

  const hold = useCallback(
    (event: MouseEvent | KeyboardEvent, aimed: boolean) => {
      if (armed || !event.nativeEvent.isTrusted || !aimed) return;
      event.preventDefault();
      event.stopPropagation();
    },
    [armed],
  );
  const onClickCapture = useCallback(
    (event: MouseEvent) => hold(event, !!(event.target as Element).closest?.(ACTIONS)),
    [hold],
  );
  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent) => {
      const target = event.target as Element;
      const onActions = !!target.closest?.(ACTIONS);
      const aimed =
        (event.key === 'Enter' && (onActions || submitsOnEnter(target))) ||
        (event.key === ' ' && onActions);
      hold(event, aimed);
    },
    [hold],
  );
  return { armed, onClickCapture, onKeyDownCapture };
}
