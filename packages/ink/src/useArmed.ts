import { useCallback, useEffect, useRef, useState } from 'react';

/** About as long as a browser's permission prompt waits before its buttons take a click. */
const DEFAULT_ARM_DELAY_MS = 500;

/**
 * Whether the question's answer keys act yet: not for `delayMs` after it is first drawn, so a key
 * pressed for something else (or just as it appeared) cannot answer a question not yet read.
 * 0 arms at once (a host or test that drives the prompt itself). `armed` draws the screen;
 * `armedNow()` is for the key handler, right from the moment the wait ends (the handler the
 * next render installs may come a moment after that render's frame).
 */
export function useArmed(delayMs: number = DEFAULT_ARM_DELAY_MS): {
  armed: boolean;
  armedNow: () => boolean;
} {
  const [armed, setArmed] = useState(delayMs <= 0);
  const now = useRef(armed);
  useEffect(() => {
    if (now.current) return;
    const timer = setTimeout(() => {
      now.current = true;
      setArmed(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  const armedNow = useCallback(() => now.current, []);
  return { armed, armedNow };
}
