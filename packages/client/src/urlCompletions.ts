/**
 * 2025-11-25 `notifications/elicitation/complete`, keyed by elicitationId. A completion reaches
 * only a URL prompt that is open at that very moment (its watch's signal aborts, and the loop
 * hands that signal to the renderer as `serverCompleted`): completions for ids never shown, for
 * prompts already closed, or repeated, are ignored, and nothing is remembered for a prompt that
 * opens later. Otherwise a server could announce "done" first and then have its URL count as
 * finished without anyone seeing it. Even an open prompt is closed by it only once the person
 * has opened the page (the renderer's consent model decides; in `review` it stays open).
 */
export interface UrlCompletions {
  watch(elicitationId: string): UrlWatch;
  complete(elicitationId: string): void;
}

interface UrlWatch {
  /** Aborts when the server reports this elicitation complete while the watch is open. */
  readonly signal: AbortSignal;
  dispose(): void;
}

export function createUrlCompletions(): UrlCompletions {
  const open = new Map<string, Set<AbortController>>();
  return {
    watch(elicitationId) {
      const controller = new AbortController();
      let set = open.get(elicitationId);
      if (!set) open.set(elicitationId, (set = new Set()));
      set.add(controller);
      return {
        signal: controller.signal,
        dispose() {
          const watching = open.get(elicitationId);
          watching?.delete(controller);
          if (watching?.size === 0) open.delete(elicitationId);
        },
      };
    },
    complete(elicitationId) {
      const set = open.get(elicitationId);
      if (!set) return;
      open.delete(elicitationId);
      for (const controller of set) controller.abort('completed');
    },
  };
}
