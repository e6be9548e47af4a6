import type { ElicitationHandler } from './createElicitationHandler.js';
import { startLegTimer } from './startLegTimer.js';

/**
 * The longest timeout an SDK's setTimeout takes (2^31-1 ms, about 24.8 days); past it timers fire
 * at once. Hand it to the library as its request timeout and let `humanTime` do the counting.
 */
export const SDK_TIMEOUT_OFF = 2_147_483_647;

export interface HumanTime {
  /** Aborts once `timeoutMs` of machine time passed with no question open, or the host's signal aborts. */
  readonly signal: AbortSignal;
  /** Spread into the library's request options: its own timer off, this signal on. */
  readonly options: { signal: AbortSignal; timeout: number };
  /** The request ended: stop counting. */
  dispose(): void;
}

/**
 * A request timeout that does not run while a person is answering: `timeoutMs` counts only while
 * none of `handler`'s questions is shown or waiting, and starts again in full after each one (the
 * loop's leg timer, for a host's own client). A person's answer time is never cut by it.
 */
export function humanTime(
  handler: Pick<ElicitationHandler, 'pending' | 'subscribe'>,
  timeoutMs: number,
  signal?: AbortSignal,
): HumanTime {
  const controller = new AbortController();
  const timer = startLegTimer(timeoutMs, () =>
    controller.abort(
      new DOMException(`No answer from the server in ${timeoutMs} ms`, 'TimeoutError'),
    ),
  );
  let paused = false;
  const follow = (pending: number) => {
    if (pending > 0 && !paused) timer.pause();
    else if (pending === 0 && paused) timer.resume();
    paused = pending > 0;
  };
  follow(handler.pending);
  const unsubscribe = handler.subscribe(follow);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    options: { signal: controller.signal, timeout: SDK_TIMEOUT_OFF },
    dispose() {
      timer.clear();
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    },
  };
}
