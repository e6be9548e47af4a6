import { useEffect, useState } from 'react';
import type { ElicitationQueue } from './createElicitationQueue.js';
import type {
  RemoteElicitationQueue,
  RemoteElicitationSource,
} from './createRemoteElicitationQueue.js';
import { createRemoteElicitationQueue } from './createRemoteElicitationQueue.js';
import { useLatest } from './useLatest.js';

/**
 * A queue for `<ElicitationHost>` fed by `@elicitkit/client/bridge` on the server: `events`
 * delivers the owner's envelopes, `respond` posts the answer. Subscribes once per mount; the
 * latest `respond` is always the one called. Unmounting leaves the server's questions open.
 */
export function useRemoteElicitationQueue(source: RemoteElicitationSource): ElicitationQueue {
  const latest = useLatest(source);
  const [queue, setQueue] = useState<RemoteElicitationQueue | undefined>();
  useEffect(() => {
    const next = createRemoteElicitationQueue({
      events: (listener) => latest.current.events(listener),
      respond: (id, result) => latest.current.respond(id, result),
    });
    // The queue is a subscription to the server's events, so it is made (and dropped) by the
    // effect: StrictMode's remount subscribes afresh instead of sharing a detached queue.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueue(next);
    return () => next.detach();
  }, [latest]);
  return queue ?? EMPTY;
}

const NOTHING: readonly never[] = [];
/** Before the first subscription: nothing to show, nothing to cancel. */
const EMPTY: ElicitationQueue = {
  renderer: () => Promise.reject(new Error('The remote queue is not mounted.')),
  getSnapshot: () => NOTHING,
  subscribe: () => () => undefined,
  cancelAll: () => undefined,
};
