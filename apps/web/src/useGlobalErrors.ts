import { useEffect, useState } from 'react';
import type { ErrorView } from './describeError.js';
import { detailOf, errorKind } from './describeError.js';

// A handful is enough to notice something is wrong; an endless stream would bury the page.
const KEEP = 3;

/** Errors nothing else caught (a rejected promise, a failing listener), shown instead of lost. */
export function useGlobalErrors(): ErrorView[] {
  const [errors, setErrors] = useState<ErrorView[]>([]);
  useEffect(() => {
    const add = (error: unknown) => {
      const detail = detailOf(error);
      setErrors((current): ErrorView[] =>
        [
          ...current,
          {
            title: { key: 'error.background' as const },
            kind: errorKind(error),
            ...(detail && { detail }),
            hints: [],
            retryable: false,
          },
        ].slice(-KEEP),
      );
    };
    const onError = (event: ErrorEvent) => add(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => add(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return errors;
}
