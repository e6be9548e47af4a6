import type { ElicitResult } from '@elicitkit/core';
import { cancelResult } from '@elicitkit/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useOnFinalUnmount } from './useOnFinalUnmount.js';

export interface AnswerOnce {
  /** Reports the result unless one was reported already; returns whether this call reported. */
  answer(result: ElicitResult): boolean;
  /** Whether this question was answered (readable from handlers, between renders). */
  isAnswered(): boolean;
  /** The result reported, once there is one (for showing what was sent). */
  result: ElicitResult | undefined;
}

const cancelUnanswered = (answer: AnswerOnce['answer']) => void answer(cancelResult());

/**
 * One per question: the token its answer is recorded under, and the key of the callback its answer
 * goes to. The callback is the question's own: once a new question replaces it, the old one's late
 * cancel goes to the old question's `onResult`, never to the new one's.
 */
interface Slot {
  question: unknown;
}

/**
 * Every request is answered exactly once: the first of accept/decline/cancel wins, double clicks
 * and late events are ignored. An abort of `signal` and unmounting both answer cancel. For URL
 * consent (whose model decides, and whose result the view reports after it) and a question too
 * large to show (which has no question to hold a result); a form question's own result is its
 * record (useQuestionResult).
 *
 * `question` (any value compared with Object.is) names the question being answered, for a caller
 * that keeps one component across questions: a different one starts a fresh answer, and the one it
 * replaced, if unanswered, is answered cancel. Components keyed by question leave it out.
 */
export function useAnswerOnce(
  onResult: (result: ElicitResult) => void,
  signal: AbortSignal | undefined,
  question?: unknown,
): AnswerOnce {
  const reportedRef = useRef(new WeakSet<Slot>());
  const reportsRef = useRef(new WeakMap<Slot, (result: ElicitResult) => void>());
  const [slot, setSlot] = useState<Slot>(() => ({ question }));
  let current = slot;
  if (!Object.is(slot.question, question)) {
    current = { question };
    setSlot(current);
  }
  // The current question follows the host's latest committed callback (written after commit, so a
  // discarded render cannot leak one); a replaced question keeps the last one it had.
  useLayoutEffect(() => {
    reportsRef.current.set(current, onResult);
  });
  const [reportedResult, setResult] = useState<{ of: Slot; result: ElicitResult }>();

  // One `answer` per question: a new one releases the old below (cancel if unanswered).
  const answer = useCallback(
    (next: ElicitResult) => {
      if (reportedRef.current.has(current)) return false;
      reportedRef.current.add(current);
      setResult({ of: current, result: next });
      reportsRef.current.get(current)?.(next);
      return true;
    },
    [current],
  );
  const isAnswered = useCallback(() => reportedRef.current.has(current), [current]);

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => answer(cancelResult());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal, answer]);

  // Unmounting unanswered (or moving to another question) means this one can no longer be
  // answered: cancel.
  useOnFinalUnmount(answer, cancelUnanswered);

  return {
    answer,
    isAnswered,
    result: reportedResult?.of === current ? reportedResult.result : undefined,
  };
}
