// @elicitkit/client/mastra: elicitkit's questions for `@mastra/mcp`'s MCPClient, as a server's
// `inputRequests` handler. Typed by shape: no dependency on Mastra or its pinned SDK.
import type { ElicitationRenderer, ElicitResult, ProtocolEra } from '@elicitkit/core';
import type { ElicitationHandler } from '../createElicitationHandler.js';
import { createElicitationHandler } from '../createElicitationHandler.js';
import type { ElicitClientError } from '../errors.js';
import type { QuestionLock } from '../questionLock.js';

/** What Mastra 2.x hands an `inputRequests` handler (a 2025 push or a 2026 round's request). */
export interface MastraInputRequest {
  key: string;
  params: unknown;
  signal?: AbortSignal;
}

export interface MastraInputRequestsOptions {
  /** Your name for the server (its key in `servers`): shown as trusted. */
  serverId: string;
  serverUrl?: string;
  /** Mastra does not tell the handler; set it when you pin `protocolVersion` (default 2025-11-25). */
  era?: ProtocolEra;
  lock?: QuestionLock;
  onError?: (error: ElicitClientError) => void;
}

export type MastraInputRequests = ((request: MastraInputRequest) => Promise<ElicitResult>) & {
  readonly handler: ElicitationHandler;
};

/**
 * `servers: { booking: { url, inputRequests: mastraInputRequests(renderer, { serverId: 'booking' }) } }`.
 * Mastra's SDK driver asks a 2026 round's requests in parallel: they are shown one at a time.
 * Mastra registers no completion handler, so a URL prompt is closed by the person only.
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
  });
  const answer = (request: MastraInputRequest) =>
    handler(request.params, {
      key: request.key,
      ...(request.signal && { signal: request.signal }),
    });
  return Object.defineProperty(answer, 'handler', { value: handler }) as MastraInputRequests;
}
