import { useEffect, useRef } from 'react';
import { useLatest } from './useLatest.js';

/**
 * Calls `release(value)` once `value` is really gone from this component: it unmounted, or it
 * rendered again with a different `value` (the old one is released). React's StrictMode unmounts
 * and remounts once on purpose; that remount, with the same value, happens before a microtask
 * runs, so the check waits one microtask and skips a value that came back.
 */
export function useOnFinalUnmount<T>(value: T, release: (value: T) => void): void {
  const mounted = useRef<{ value: T } | undefined>(undefined);
  const releaseRef = useLatest(release);
  useEffect(() => {
    mounted.current = { value };
    return () => {
      mounted.current = undefined;
      queueMicrotask(() => {
        const now = mounted.current;
        // The release in effect when the value goes, not when it came: the latest is meant.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        if (now === undefined || !Object.is(now.value, value)) releaseRef.current(value);
      });
    };
  }, [value, releaseRef]);
}
