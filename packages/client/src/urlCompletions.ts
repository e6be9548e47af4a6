/**
 * 2025-11-25 `notifications/elicitation/complete`, keyed by elicitationId: an open URL prompt for
 * that id is closed (its signal aborts) and counts as done. Unknown and repeated ids are ignored,
 * as the spec requires; a completion that arrives before its prompt is remembered briefly, and a
 * repeat of one already used never completes a later prompt on its own.
 */
export interface UrlCompletions {
  watch(elicitationId: string): UrlWatch;
  complete(elicitationId: string): void;
}

export interface UrlWatch {
  /** Aborts when the server reports this elicitation complete. */
  readonly signal: AbortSignal;
  completed(): boolean;
  dispose(): void;
}

// Enough for any realistic number of URL prompts in flight; bounded so a chatty server cannot grow it.
const REMEMBERED = 64;

export function createUrlCompletions(): UrlCompletions {
  const open = new Map<string, Set<AbortController>>();
  const early: string[] = [];
  const done: string[] = [];
  const remember = (list: string[], elicitationId: string) => {
    list.push(elicitationId);
    if (list.length > REMEMBERED) list.shift();
  };
  return {
    watch(elicitationId) {
      const controller = new AbortController();
      const index = early.indexOf(elicitationId);
      if (index !== -1) {
        early.splice(index, 1);
        remember(done, elicitationId);
        controller.abort('completed');
      } else {
        let set = open.get(elicitationId);
        if (!set) open.set(elicitationId, (set = new Set()));
        set.add(controller);
      }
      return {
        signal: controller.signal,
        completed: () => controller.signal.aborted,
        dispose() {
          const set = open.get(elicitationId);
          set?.delete(controller);
          if (set?.size === 0) open.delete(elicitationId);
        },
      };
    },
    complete(elicitationId) {
      if (done.includes(elicitationId)) return;
      const set = open.get(elicitationId);
      if (set) {
        open.delete(elicitationId);
        remember(done, elicitationId);
        for (const controller of set) controller.abort('completed');
        return;
      }
      if (!early.includes(elicitationId)) remember(early, elicitationId);
    },
  };
}
