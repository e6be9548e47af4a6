import type {
  Elicitation,
  ElicitationRenderer,
  ElicitResult,
  ProtocolEra,
  RequestSubject,
  ServerIdentity,
} from '@elicitkit/core';
import { askRenderer } from './askRenderer.js';
import type { QuestionBudget } from './questionBudget.js';
import type { QuestionLock } from './questionLock.js';
import type { QuestionSignal } from './questionSignal.js';
import type { UrlCompletions } from './urlCompletions.js';

// The one way a pushed `elicitation/create` is answered, whether elicitkit owns the connection
// (pushHandlers.ts) or a host's own SDK client does (createElicitationHandler.ts): the renderer
// asks (validated, asked again once with the errors), a URL prompt listens for its completion,
// and a 2025 task's question names its task.

export interface AnswerElicitationOptions {
  renderer: ElicitationRenderer;
  params: unknown;
  server: ServerIdentity;
  era: ProtocolEra;
  signal: AbortSignal | QuestionSignal;
  /** The connection's budget: a question past it is answered cancel before it waits its turn. */
  budget: QuestionBudget;
  /** One question on screen at a time. */
  lock?: QuestionLock;
  urlCompletions: UrlCompletions;
  subject?: RequestSubject;
  inputKey?: string;
  shownBefore?: number;
  onAttempt?: (elicitation: Elicitation, attempt: number) => void;
}

const RELATED_TASK_META_KEY = 'io.modelcontextprotocol/related-task';

/** A 2025 task's question names its task in `_meta` (related-task): renderers say a task asks. */
function relatedTask(params: unknown): { task?: { taskId: string } } {
  const meta = (params as { _meta?: Record<string, unknown> } | undefined)?._meta;
  const related = meta?.[RELATED_TASK_META_KEY] as { taskId?: unknown } | undefined;
  return typeof related?.taskId === 'string' ? { task: { taskId: related.taskId } } : {};
}

/** The URL and elicitationId of a URL-mode request, if it is one. */
function urlRequest(params: unknown): { url: string; elicitationId?: string } | undefined {
  const p = params as { mode?: unknown; url?: unknown; elicitationId?: unknown } | undefined;
  if (p?.mode !== 'url' || typeof p.url !== 'string') return undefined;
  return {
    url: p.url,
    ...(typeof p.elicitationId === 'string' && { elicitationId: p.elicitationId }),
  };
}

/**
 * Asks one pushed elicitation. Throws the loop's errors (RendererError: `invalid-content` after a
 * second bad answer, or the renderer threw): callers send cancel then, never content the form
 * refused.
 */
export async function answerElicitation(options: AnswerElicitationOptions): Promise<ElicitResult> {
  const url = urlRequest(options.params);
  // A completion notification only reaches the renderer as `serverCompleted` of a prompt that is
  // open (see urlCompletions.ts); the person's own consent is still what answers.
  const watch =
    url?.elicitationId !== undefined ? options.urlCompletions.watch(url.elicitationId) : undefined;
  try {
    return await askRenderer({
      renderer: options.renderer,
      params: options.params,
      context: {
        server: options.server,
        era: options.era,
        ...(options.subject && { subject: options.subject }),
        ...(options.inputKey !== undefined && { inputKey: options.inputKey }),
        ...(options.shownBefore !== undefined &&
          options.shownBefore > 0 && { shownBefore: options.shownBefore }),
        ...(watch && { serverCompleted: watch.signal }),
        ...relatedTask(options.params),
      },
      signal: options.signal,
      budget: options.budget,
      ...(options.lock && { lock: options.lock }),
      ...(options.onAttempt && { onAttempt: options.onAttempt }),
    });
  } finally {
    watch?.dispose();
  }
}
