// @elicitkit/client/mastra: elicitkit's questions for `@mastra/mcp`'s MCPClient, as a server's
// `inputRequests` handler. Typed by shape: no dependency on Mastra or its pinned SDK.
import type { ElicitationRenderer, ElicitResult, ProtocolEra } from '@elicitkit/core';
import type { ElicitationHandler } from '../createElicitationHandler.js';
import { createElicitationHandler } from '../createElicitationHandler.js';
import type { ElicitClientError } from '../errors.js';
import type { QuestionBudgetOptions } from '../questionBudget.js';
import { budgetOptions } from '../questionBudget.js';
import type { QuestionLock } from '../questionLock.js';

/** What Mastra 2.x hands an `inputRequests` handler (a 2025 push or a 2026 round's request). @public */
export interface MastraInputRequest {
  key: string;
  params: unknown;
  signal?: AbortSignal;
}

export interface MastraInputRequestsOptions extends QuestionBudgetOptions {
  /** Your name for the server (its key in `servers`): shown as trusted. */
  serverId: string;
  serverUrl?: string;
  /** Mastra does not tell the handler; set it when you pin `protocolVersion` (default 2025-11-25). */
  era?: ProtocolEra;
  /**
   * Mastra aborts a tool call's request but not the server's question inside it (its handler's
   * signal aborts only when the server withdraws it): abort this to withdraw open questions
   * (answered cancel), e.g. with the agent run's own abort signal.
   */
  signal?: AbortSignal;
  lock?: QuestionLock;
  onError?: (error: ElicitClientError) => void;
}

export type MastraInputRequests = ((request: MastraInputRequest) => Promise<ElicitResult>) & {
  readonly handler: ElicitationHandler;
};

/**
 * `servers: { booking: { url, inputRequests: mastraInputRequests(renderer, { serverId: 'booking' }) } }`.
 * Mastra's SDK driver asks a 2026 round's requests in parallel: they are shown one at a time.
 * Mastra registers no completion handler: pass `fetch: completionFetch(inputRequests)` in the same
 * server's config so `notifications/elicitation/complete` closes the open URL prompt it names.
 */
export function mastraInputRequests(
  renderer: ElicitationRenderer,
  options: MastraInputRequestsOptions,
): MastraInputRequests {
  const handler = createElicitationHandler(renderer, {
    server: {
      trustedId: options.serverId,
      ...(options.serverUrl !== undefined && { trustedUrl: options.serverUrl }),
    },
    era: options.era ?? '2025-11-25',
    ...(options.lock && { lock: options.lock }),
    ...(options.onError && { onError: options.onError }),
    ...budgetOptions(options),
  });
  const answer = (request: MastraInputRequest) => {
    const signals = [request.signal, options.signal].filter((s) => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    return handler(request.params, { key: request.key, ...(signal && { signal }) });
  };
  return Object.defineProperty(answer, 'handler', { value: handler }) as MastraInputRequests;
}

/** @public */
export { completionFetch } from '../adapters/completionFetch.js';
/** @public */
export type { CompletionTarget, FetchLike } from '../adapters/completionFetch.js';
