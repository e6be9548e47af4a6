import type { AttachedElicitation, AttachOptions, HostCall } from '../adapters/attachment.js';
import { attached, createAttachment } from '../adapters/attachment.js';

// Typed by shape, not by the SDK's class: any 2.x the host has (Mastra and OpenAI Agents pin
// 2.0.0), and no second copy of the SDK.

/** The part of an SDK v2 handler context this adapter reads. */
export interface SdkV2HandlerContext {
  mcpReq: { id: string | number; signal: AbortSignal };
}

/** The part of `@modelcontextprotocol/client`'s `Client` this adapter uses. */
export interface SdkV2ClientLike {
  setRequestHandler(
    method: 'elicitation/create',
    handler: (
      request: { params: Record<string, unknown> },
      ctx: SdkV2HandlerContext,
    ) => Promise<{ action: 'accept' | 'decline' | 'cancel' }>,
  ): void;
  setNotificationHandler(
    method: 'notifications/elicitation/complete',
    handler: (notification: { params: { elicitationId: string } }) => void,
  ): void;
  removeRequestHandler(method: string): void;
  removeNotificationHandler(method: string): void;
  getServerVersion(): { name: string; version: string } | undefined;
  getNegotiatedProtocolVersion(): string | undefined;
}

export type { AttachedElicitation, AttachOptions, HostCall };

/**
 * Answers `elicitation/create` on a host's own SDK v2 Client with `renderer` — 2025 pushes and,
 * under the SDK's `inputRequired` auto driver, 2026-07-28 rounds (the driver asks a round's
 * questions in parallel; they are shown one at a time) — and routes
 * `notifications/elicitation/complete`. Declare `capabilities: { elicitation:
 * elicitationCapabilities() }` in the Client's options (the SDK refuses the handler without it).
 */
export function attachElicitation(
  client: SdkV2ClientLike,
  options: AttachOptions,
): AttachedElicitation {
  const attachment = createAttachment(
    options,
    () => client.getServerVersion(),
    () => (client.getNegotiatedProtocolVersion() === '2026-07-28' ? '2026-07-28' : '2025-11-25'),
  );
  client.setRequestHandler('elicitation/create', (request, ctx) =>
    attachment.answer(request.params, {
      signal: ctx.mcpReq.signal,
      key: String(ctx.mcpReq.id),
    }),
  );
  client.setNotificationHandler('notifications/elicitation/complete', (notification) => {
    attachment.handler.complete(notification.params.elicitationId);
  });
  return attached(attachment, () => {
    client.removeRequestHandler('elicitation/create');
    client.removeNotificationHandler('notifications/elicitation/complete');
  });
}
