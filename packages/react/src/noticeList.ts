import type { RendererNotice } from '@elicitkit/core';

/** What the loop told the person outside a question, as a store `<ElicitationHost>` shows. */
export interface NoticeList {
  /** Oldest first; a new array whenever one is added. */
  getSnapshot(): readonly RendererNotice[];
  subscribe(listener: () => void): () => void;
  add(notice: RendererNotice): void;
}

export function createNoticeList(): NoticeList {
  let notices: readonly RendererNotice[] = [];
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    add(notice) {
      notices = [...notices, notice];
      for (const listener of [...listeners]) listener();
    },
  };
}
