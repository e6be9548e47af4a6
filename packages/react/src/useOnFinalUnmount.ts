import { useEffect, useRef } from 'react';

/**
 * Calls `release(value)` once `value` is really gone from this component: it unmounted, or it
 * rendered again with a different `value` (the old one is released). React's StrictMode unmounts
 * and remounts once on purpose; that remount, with the same value, happens before a microtask
 * runs, so the check waits one microtask and skips a value that came back.
 */
export function useOnFinalUnmount<T>(value: T, release: (value: T) => void): void {
  const mounted = useRef<{ value: T } | undefined>(undefined);
  const releaseRef = useRef(release);
  releaseRef.current = release;
  useEffect(() => {
    mounted.current = { value };
    return () => {
      mounted.current = undefined;
      queueMicrotask(() => {
        const now = mounted.current;
        if (now === undefined || !Object.is(now.value, value)) releaseRef.current(value);
      });
    };
  }, [value]);
}
