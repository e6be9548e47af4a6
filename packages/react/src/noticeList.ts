import type { RendererNotice } from '@elicitkit/core';
import { createStore } from '@elicitkit/core';

/** What the loop told the person outside a question, as a store `<ElicitationHost>` shows. */
export interface NoticeList {
  /** Oldest first; a new array whenever one is added. */
  getSnapshot(): readonly RendererNotice[];
  subscribe(listener: () => void): () => void;
  add(notice: RendererNotice): void;
}

export function createNoticeList(): NoticeList {
  const store = createStore<readonly RendererNotice[]>([]);
  return {
    getSnapshot: store.getState,
    subscribe: store.subscribe,
    add: (notice) => store.set([...store.getState(), notice]),
  };
}
