import type { RequestSubject, ServerIdentity } from '@elicitkit/core';
import type { CallHost } from './callHost.js';
import { CallAbortedError } from './errors.js';
import type { RunAction, RunState } from './runReducer.js';
import type { RunRequest } from './toolCall.js';

/**
 * What the effects driver and every path module share: the connection, the request, the call's
 * signal and its reducer. Paths learn things and `dispatch` them; they decide nothing the
 * reducer decides (round cap, URL loops, terminal states).
 */
export interface RunContext {
  readonly host: CallHost;
  readonly request: RunRequest;
  /** The call's signal: host abort, detach and close all abort it. */
  readonly signal: AbortSignal;
  readonly legTimeoutMs: number;
  /** Who is asking, as shown to the person (a resumed call keeps its original trusted id). */
  readonly server: ServerIdentity;
  /** What the questions belong to (the tool, prompt or resource). */
  readonly subject: RequestSubject;
  /** The tool's name for tools/call; undefined for the other methods. */
  readonly toolName: string | undefined;
  state(): RunState;
  dispatch(action: RunAction): RunState;
  /** True once the host detached: an abort then leaves the task running on the server. */
  detached(): boolean;
}

export function throwIfAborted(ctx: RunContext): void {
  if (ctx.signal.aborted) throw new CallAbortedError(ctx.signal.reason);
}

/** Dispatches, and throws the reducer's verdict when the action settled the run as failed. */
export function step(ctx: RunContext, action: RunAction): RunState {
  const next = ctx.dispatch(action);
  if (next.settled && next.view.phase === 'failed') throw next.view.error;
  return next;
}

/** A pause the call's abort cuts short (with CallAbortedError). */
export function pause(ctx: RunContext, ms: number): Promise<void> {
  const signal = ctx.signal;
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CallAbortedError(signal.reason));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
