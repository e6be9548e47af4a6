import { createStore } from '@elicitkit/core';
import type { PendingElicitation } from './pendingElicitation.js';

/** The ordered requests a queue shows, as a store `<ElicitationHost>` subscribes to. */
export interface PendingList {
  getSnapshot(): readonly PendingElicitation[];
  subscribe(listener: () => void): () => void;
  /** Adds at the end, or in `before`'s place (which leaves): a request shown again keeps its turn. */
  add(item: PendingElicitation, before?: PendingElicitation): void;
  remove(item: PendingElicitation): void;
}

let nextId = 1;

/** An id unique across all queues, increasing in arrival order (see PendingElicitation.id). */
export function nextPendingId(): number {
  return nextId++;
}

export function createPendingList(): PendingList {
  const store = createStore<readonly PendingElicitation[]>([]);
  return {
    getSnapshot: store.getState,
    subscribe: store.subscribe,
    add(item, before) {
      const items = store.getState();
      const at = before === undefined ? -1 : items.indexOf(before);
      store.set(at < 0 ? [...items, item] : items.map((i) => (i === before ? item : i)));
    },
    remove(item) {
      const items = store.getState();
      if (items.includes(item)) store.set(items.filter((i) => i !== item));
    },
  };
}
