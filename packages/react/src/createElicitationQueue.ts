import type { ElicitationRenderer, ElicitResult } from '@elicitkit/core';
import { cancelResult } from '@elicitkit/core';
import type { NoticeList } from './noticeList.js';
import { createNoticeList } from './noticeList.js';
import type { PendingElicitation } from './pendingElicitation.js';
import type { PendingList } from './pendingList.js';
import { createPendingList, nextPendingId } from './pendingList.js';

export type { AnswerDelivery, PendingElicitation } from './pendingElicitation.js';

export interface ElicitationQueue {
  /** The renderer to hand @elicitkit/client: each call waits here until the UI answers it. */
  readonly renderer: ElicitationRenderer;
  /** For useSyncExternalStore: oldest first; a new array whenever the queue changes. */
  getSnapshot(): readonly PendingElicitation[];
  subscribe(listener: () => void): () => void;
  /** Cancels everything still pending (the UI that would answer them is going away). */
  cancelAll(): void;
  /** What the loop told the person outside a question (`renderer.notify`), for the host to show. */
  readonly notices?: NoticeList;
}

/**
 * A first-in, first-out queue of elicitations between the MCP loop and the UI. The loop calls
 * `renderer`; the UI (ElicitationHost) shows `getSnapshot()[0]` and resolves it. A request whose
 * `context.signal` aborts leaves the queue at once, answered cancel, whether or not it was shown.
 */
export function createElicitationQueue(): ElicitationQueue {
  return queueOn(createPendingList());
}

/** The queue on a list another queue shares (the remote queue adds its server's requests). */
export function queueOn(list: PendingList): ElicitationQueue {
  /** This queue's own requests (the list may hold others'). */
  const own = new Set<PendingElicitation>();
  const renderer: ElicitationRenderer = (request, context) =>
    new Promise<ElicitResult>((settle) => {
      const { signal } = context;
      if (signal?.aborted) return settle(cancelResult());
      let done = false;
      const item: PendingElicitation = {
        id: nextPendingId(),
        request,
        context,
        resolve(result) {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          own.delete(item);
          list.remove(item);
          settle(result);
        },
      };
      const onAbort = () => item.resolve(cancelResult());
      signal?.addEventListener('abort', onAbort, { once: true });
      own.add(item);
      list.add(item);
    });
  const notices = createNoticeList();
  renderer.notify = notices.add;

  return {
    renderer,
    getSnapshot: list.getSnapshot,
    subscribe: list.subscribe,
    notices,
    cancelAll() {
      for (const item of [...own]) item.resolve(cancelResult());
    },
  };
}
