import type {
  Elicitation,
  ElicitationRenderer,
  ElicitResult,
  RenderContext,
} from '@elicitkit/core';
import { cancelResult } from '@elicitkit/core';

/** A request waiting for (or being shown to) the person. */
export interface PendingElicitation {
  /**
   * Unique across all queues, so a host switched to another queue cannot take a new request for
   * one it has already seen; increases in arrival order.
   */
  readonly id: number;
  readonly request: Elicitation;
  readonly context: RenderContext;
  /** Answers the request (the first answer wins) and removes it from the queue. */
  resolve(result: ElicitResult): void;
}

export interface ElicitationQueue {
  /** The renderer to hand @elicitkit/client: each call waits here until the UI answers it. */
  readonly renderer: ElicitationRenderer;
  /** For useSyncExternalStore: oldest first; a new array whenever the queue changes. */
  getSnapshot(): readonly PendingElicitation[];
  subscribe(listener: () => void): () => void;
  /** Cancels everything still pending (the UI that would answer them is going away). */
  cancelAll(): void;
}

let nextId = 1;

/**
 * A first-in, first-out queue of elicitations between the MCP loop and the UI. The loop calls
 * `renderer`; the UI (ElicitationHost) shows `getSnapshot()[0]` and resolves it. A request whose
 * `context.signal` aborts leaves the queue at once, answered cancel, whether or not it was shown.
 */
export function createElicitationQueue(): ElicitationQueue {
  let items: readonly PendingElicitation[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly PendingElicitation[]) => {
    items = next;
    for (const listener of [...listeners]) listener();
  };

  const renderer: ElicitationRenderer = (request, context) =>
    new Promise<ElicitResult>((settle) => {
      const { signal } = context;
      if (signal?.aborted) return settle(cancelResult());
      let done = false;
      const item: PendingElicitation = {
        id: nextId++,
        request,
        context,
        resolve(result) {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          publish(items.filter((i) => i !== item));
          settle(result);
        },
      };
      const onAbort = () => item.resolve(cancelResult());
      signal?.addEventListener('abort', onAbort, { once: true });
      publish([...items, item]);
    });

  return {
    renderer,
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    cancelAll() {
      for (const item of items) item.resolve(cancelResult());
    },
  };
}
