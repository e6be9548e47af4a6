import { useEffect, useState } from 'react';

/** About as long as a browser's permission prompt waits before its buttons take a click. */
const DEFAULT_ARM_DELAY_MS = 500;

/**
 * Whether the question's answer keys act yet: false for `delayMs` after it is first drawn, so a
 * key pressed for something else (or just as it appeared) cannot answer a question not yet read.
 * 0 arms at once (a host or test that drives the prompt itself).
 */
export function useArmed(delayMs: number = DEFAULT_ARM_DELAY_MS): boolean {
  const [armed, setArmed] = useState(delayMs <= 0);
  useEffect(() => {
    if (armed) return;
    const timer = setTimeout(() => setArmed(true), delayMs);
    return () => clearTimeout(timer);
  }, [armed, delayMs]);
  return armed;
}
