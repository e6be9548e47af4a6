import { useEffect, useRef } from 'react';

/** Calls `onAbort` once `signal` aborts (at once if it already has); nothing without a signal. */
export function useAbortSignal(signal: AbortSignal | undefined, onAbort: () => void): void {
  const latest = useRef(onAbort);
  latest.current = onAbort;
  useEffect(() => {
    if (!signal) return;
    const abort = () => latest.current();
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort);
    return () => signal.removeEventListener('abort', abort);
  }, [signal]);
}
