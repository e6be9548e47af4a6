import { useEffect } from 'react';
import { useLatest } from './useLatest.js';

/** Calls `onAbort` once `signal` aborts (at once if it already has); nothing without a signal. */
export function useAbortSignal(signal: AbortSignal | undefined, onAbort: () => void): void {
  const latest = useLatest(onAbort);
  useEffect(() => {
    if (!signal) return;
    const abort = () => latest.current();
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort);
    return () => signal.removeEventListener('abort', abort);
  }, [signal, latest]);
}
