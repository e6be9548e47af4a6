import type { Elicitation } from '@elicitkit/core';
import { questionKey } from '@elicitkit/core';
import { useState } from 'react';

interface Held<R, T> {
  identity: string;
  request: R;
  store: T;
}

// Each ask comes with its own abort signal: the same form asked again (the next round, the next
// call) is a new question, never the old one with the old answer showing.
const signalIds = new WeakMap<AbortSignal, number>();
let nextSignalId = 0;
function signalId(signal: AbortSignal | undefined): string {
  if (!signal) return '-';
  let id = signalIds.get(signal);
  if (id === undefined) signalIds.set(signal, (id = ++nextSignalId));
  return String(id);
}

/**
 * The first request object of each question and the store made for it: a host's fresh but equal
 * request objects keep both; a different question (core's questionKey with the ask's signal, or
 * the host's `requestKey`) makes a new store.
 */
export function useHeldQuestion<R extends Elicitation, T>(
  request: R,
  requestKey: string | number | undefined,
  create: (request: R) => T,
  signal?: AbortSignal,
): { request: R; store: T } {
  const identity =
    requestKey === undefined ? `q:${questionKey(request)}:${signalId(signal)}` : `k:${requestKey}`;
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
