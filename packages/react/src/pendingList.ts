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
  let items: readonly PendingElicitation[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly PendingElicitation[]) => {
    items = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    add(item, before) {
      const at = before === undefined ? -1 : items.indexOf(before);
      publish(at < 0 ? [...items, item] : items.map((i) => (i === before ? item : i)));
    },
    remove(item) {
      if (items.includes(item)) publish(items.filter((i) => i !== item));
    },
  };
}
