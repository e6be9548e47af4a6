// The kit's one state holder: a question, a URL consent, a tool call, a queue of questions, the
// notices — each is a value that changes and a set of listeners told after every change.

/** A read-only state holder: the shape React's useSyncExternalStore and Ink hooks consume. */
export interface ReadableStore<T> {
  getState(): T;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: (state: T) => void): () => void;
}

export interface WritableStore<T> extends ReadableStore<T> {
  set(next: T): void;
}

export function createStore<T>(initial: T): WritableStore<T> {
  let state = initial;
  const listeners = new Set<(state: T) => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      if (next === state) return;
      state = next;
      // A listener that throws must not stop the others or the loop that changed the state.
      for (const listener of [...listeners]) {
        try {
          listener(state);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
