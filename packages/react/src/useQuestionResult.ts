import type { ElicitResult } from '@elicitkit/core';
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useOnFinalUnmount } from './useOnFinalUnmount.js';

export interface QuestionResult {
  /**
   * Runs `act` on the question unless it is answered already, and reports the result `act` left,
   * if any, to the host; returns whether it reported. The question's own result is the one record
   * that it was answered: core keeps the first, so a double click or a late event reports nothing.
   */
  report(act: () => unknown): boolean;
  /** The question's result, once it has one (for showing what was sent). */
  result: ElicitResult | undefined;
}

/**
 * Core's holder of one question's result: a form question (createQuestion) or URL consent
 * (createUrlConsent). Its first result is kept, so it is the only "answered once" record.
 */
export interface Answerable {
  getState(): { result?: ElicitResult | undefined };
  subscribe(listener: () => void): () => void;
  cancel(): ElicitResult;
}

const resultOf = (question: Answerable) => question.getState().result;

/**
 * A question's answer, reported exactly once, to the host's callback for that question. An abort
 * of `signal` and unmounting (or a new question in its place) cancel it if unanswered: the old
 * question's late cancel goes to its own `onResult`, never to the new one's.
 */
export function useQuestionResult(
  question: Answerable,
  onResult: (result: ElicitResult) => void,
  signal: AbortSignal | undefined,
): QuestionResult {
  // Each question follows the host's latest committed callback (written after commit, so a
  // discarded render cannot leak one); a replaced question keeps the last one it had.
  const reports = useRef(new WeakMap<Answerable, (result: ElicitResult) => void>());
  useLayoutEffect(() => {
    reports.current.set(question, onResult);
  });
  const read = useCallback(() => resultOf(question), [question]);
  const result = useSyncExternalStore(question.subscribe, read, read);

  const report = useCallback(
    (act: () => unknown) => {
      if (resultOf(question)) return false;
      act();
      const answered = resultOf(question);
      if (answered) reports.current.get(question)?.(answered);
      return answered !== undefined;
    },
    [question],
  );

  useEffect(() => {
    if (!signal) return;
    const onAbort = () => report(() => question.cancel());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    return () => signal.removeEventListener('abort', onAbort);
  }, [signal, question, report]);

  // Unmounting unanswered (or moving to another question) means this one can no longer be
  // answered: cancel, reported to that question's own callback.
  useOnFinalUnmount(question, (gone) => {
    if (resultOf(gone)) return;
    reports.current.get(gone)?.(gone.cancel());
  });

  return { report, result };
}
