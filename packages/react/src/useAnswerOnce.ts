import type { ElicitResult } from '@elicitkit/core';
import { cancelResult } from '@elicitkit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from './useLatest.js';
import { useOnFinalUnmount } from './useOnFinalUnmount.js';

export interface AnswerOnce {
  /** Reports the result unless one was reported already; returns whether this call reported. */
  answer(result: ElicitResult): boolean;
  /** The result reported, once there is one (for showing what was sent). */
  result: ElicitResult | undefined;
}

const cancelUnanswered = (answer: AnswerOnce['answer']) => void answer(cancelResult());

/**
 * Every request is answered exactly once: the first of accept/decline/cancel wins, double clicks
 * and late events are ignored. An abort of `signal` and unmounting both answer cancel.
 */
export function useAnswerOnce(
  onResult: (result: ElicitResult) => void,
  signal: AbortSignal | undefined,
): AnswerOnce {
  const reported = useRef(false);
  const onResultRef = useLatest(onResult);
  const [result, setResult] = useState<ElicitResult>();

  const answer = useCallback(
    (next: ElicitResult) => {
      if (reported.current) return false;
      reported.current = true;
      setResult(next);
      onResultRef.current(next);
      return true;
    },
    [onResultRef],
  );

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => answer(cancelResult());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal, answer]);

  // Unmounting unanswered means the person can no longer answer: cancel.
  useOnFinalUnmount(answer, cancelUnanswered);

  return { answer, result };
}
