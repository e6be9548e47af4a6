// How often a running task is polled (`tasks/get`). A server's pollIntervalMs is honoured within
// bounds (a hint of 0 is not a busy-wait, a hint of an hour does not leave a person staring at a
// stale status). Without a hint the first poll comes soon and later ones back off, so a quick task
// feels quick and a long one costs few requests; a change of status starts the backoff afresh.

/** The first delay without a hint. */
const POLL_START_MS = 500;
/** Each unhinted delay is this times the one before… */
const POLL_BACKOFF = 1.5;
/** …up to this. */
const POLL_CAP_MS = 5_000;
/** A server's hint is honoured within [POLL_MIN_MS, POLL_MAX_MS]. */
const POLL_MIN_MS = 10;
const POLL_MAX_MS = 60_000;

/**
 * The delay before the next poll. `step` counts the unhinted polls since the task's status last
 * changed (0 for the first); `suggestedMs` is the server's latest pollIntervalMs, if any.
 */
export function pollDelayMs(step: number, suggestedMs?: number): number {
  if (suggestedMs !== undefined && Number.isFinite(suggestedMs))
    return Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, suggestedMs));
  return Math.min(POLL_CAP_MS, Math.round(POLL_START_MS * POLL_BACKOFF ** Math.max(0, step)));
}

/** One task's backoff: fed every status seen, it returns the delay to wait before the next poll. */
export interface PollBackoff {
  next(status: string, suggestedMs?: number): number;
}

export function createPollBackoff(): PollBackoff {
  let step = 0;
  let lastStatus: string | undefined;
  return {
    next(status, suggestedMs) {
      if (status !== lastStatus) step = 0;
      lastStatus = status;
      const delay = pollDelayMs(step, suggestedMs);
      if (suggestedMs === undefined) step++;
      return delay;
    },
  };
}
