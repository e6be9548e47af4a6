import type { Elicitation } from '@elicitkit/core';
import { questionKey } from '@elicitkit/core';
import { useState } from 'react';

interface Held<R, T> {
  identity: string;
  request: R;
  store: T;
}

/**
 * The first request object of each question and the store made for it: a host's fresh but equal
 * request objects keep both; a different question (core's questionKey, or the host's
 * `requestKey`) makes a new store.
 */
export function useHeldQuestion<R extends Elicitation, T>(
  request: R,
  requestKey: string | number | undefined,
  create: (request: R) => T,
): { request: R; store: T } {
  const identity = requestKey === undefined ? `q:${questionKey(request)}` : `k:${requestKey}`;
  const [held, setHeld] = useState<Held<R, T>>(() => ({
    identity,
    request,
    store: create(request),
  }));
  if (held.identity === identity) return held;
  const next = { identity, request, store: create(request) };
  setHeld(next);
  return next;
}
