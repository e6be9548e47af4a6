import type { RefObject } from 'react';
import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that holds the latest committed `value`, for callbacks and handlers that run after
 * rendering. Written in a layout effect, never during render, so a render React throws away
 * (StrictMode, a suspended or interrupted render) cannot leak its value.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
