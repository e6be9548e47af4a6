import type { ActiveLeg } from './callHost.js';
import type { ElicitClientError } from './errors.js';
import type { LegTimer } from './startLegTimer.js';
import type { RunContext } from './runContext.js';

// 2025-11-25 pushes: the server sends `elicitation/create` (or sampling/roots) during a request.
// The connection's push handlers (pushHandlers.ts) answer it with the one renderer; what they
// see of this run is the leg registered here: its timer, its signal, and its reducer. Each push
// is a question round (`push-received`, capped with 2026 rounds); a question shown while a task
// runs is shown as that task's.

/**
 * The leg the push handlers report to while this run has a request in flight. An action that
 * settles the run as failed (a push past maxRounds) abandons the leg with that error.
 */
export function pushLeg(
  ctx: RunContext,
  timer: LegTimer,
  fail: (error: ElicitClientError) => void,
): ActiveLeg {
  return {
    timer,
    signal: ctx.signal,
    fail,
    subject: ctx.subject,
    state: () => ctx.state(),
    dispatch(action) {
      const next = ctx.dispatch(action);
      if (next.settled && next.view.phase === 'failed') fail(next.view.error);
      return next;
    },
  };
}

/** Registers a push leg with the connection for as long as `during` runs. */
export async function withPushLeg<T>(
  ctx: RunContext,
  timer: LegTimer,
  fail: (error: ElicitClientError) => void,
  during: () => Promise<T>,
): Promise<T> {
  const release = ctx.host.legStarted(pushLeg(ctx, timer, fail));
  try {
    return await during();
  } finally {
    release();
  }
}
