import type { ElicitationRenderer, ServerIdentity } from '@elicitkit/core';

/** That a question waits, and who asks: never its message, fields or address. */
export interface QuestionWaiting {
  server: ServerIdentity;
  mode: 'form' | 'url';
}

/**
 * The host's renderer, telling `onQuestion` first each time a question reaches it (not again when
 * the same question is asked a second time because its answer did not fit): the hook a host uses
 * to mark its window, badge a tab or notify while the person looks elsewhere.
 */
export function announcingRenderer(
  renderer: ElicitationRenderer,
  onQuestion: ((event: QuestionWaiting) => void) | undefined,
): ElicitationRenderer {
  if (!onQuestion) return renderer;
  const announcing: ElicitationRenderer = (request, context) => {
    if ((context.attempt ?? 1) === 1) {
      try {
        onQuestion({ server: context.server, mode: request.mode });
      } catch {
        // A host's notifier failing must not cost the person the question.
      }
    }
    return renderer(request, context);
  };
  if (renderer.notify) announcing.notify = renderer.notify.bind(renderer);
  return announcing;
}
