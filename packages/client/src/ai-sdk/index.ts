// @elicitkit/client/ai-sdk: elicitkit's questions for `@ai-sdk/mcp`'s
// `client.onElicitationRequest(ElicitationRequestSchema, handler)`. Typed by shape.
import type { ElicitationRenderer, ElicitResult } from '@elicitkit/core';
import type { ElicitationHandler } from '../createElicitationHandler.js';
import { createElicitationHandler } from '../createElicitationHandler.js';
import type { ElicitClientError } from '../errors.js';
import type { QuestionBudgetOptions } from '../questionBudget.js';
import { budgetOptions } from '../questionBudget.js';
import type { QuestionLock } from '../questionLock.js';

/** What `@ai-sdk/mcp` hands its elicitation handler. @public */
export interface AiSdkElicitationRequest {
  method: 'elicitation/create';
  params: unknown;
}

export interface AiSdkElicitationOptions extends QuestionBudgetOptions {
  serverId: string;
  serverUrl?: string;
  /** `@ai-sdk/mcp` passes no signal; abort this to withdraw open questions (answered cancel). */
  signal?: AbortSignal;
  lock?: QuestionLock;
  onError?: (error: ElicitClientError) => void;
}

export type AiSdkElicitationHandler = ((
  request: AiSdkElicitationRequest,
) => Promise<ElicitResult>) & {
  readonly handler: ElicitationHandler;
};

/**
 * `client.onElicitationRequest(ElicitationRequestSchema, aiSdkElicitation(renderer, { serverId }))`.
 * `@ai-sdk/mcp` delivers no notifications (no completion, no server cancel) and sets no request
 * timeout, so a person's answer time is never cut; its own 2026 loop is form-only and sequential.
 */
export function aiSdkElicitation(
  renderer: ElicitationRenderer,
  options: AiSdkElicitationOptions,
): AiSdkElicitationHandler {
  const handler = createElicitationHandler(renderer, {
    server: {
      trustedId: options.serverId,
      ...(options.serverUrl !== undefined && { trustedUrl: options.serverUrl }),
    },
    ...(options.lock && { lock: options.lock }),
    ...(options.onError && { onError: options.onError }),
    ...budgetOptions(options),
  });
  const answer = (request: AiSdkElicitationRequest) =>
    handler(request.params, { ...(options.signal && { signal: options.signal }) });
  return Object.defineProperty(answer, 'handler', { value: handler }) as AiSdkElicitationHandler;
}

/** @public */
export { completionFetch } from '../adapters/completionFetch.js';
/** @public */
export type { CompletionTarget, FetchLike } from '../adapters/completionFetch.js';
