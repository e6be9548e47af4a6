import {
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { AttachedElicitation, AttachOptions, HostCall } from '../adapters/attachment.js';
import { attached, createAttachment } from '../adapters/attachment.js';

// Typed by shape, not by the SDK's classes: whichever 1.x the host has, and no second copy.

/** The part of an SDK v1 request handler's `extra` this adapter reads. */
export interface SdkV1HandlerExtra {
  signal: AbortSignal;
  requestId: string | number;
  /** Present when the Client was built with a `taskStore` (task-augmented requests). */
  taskStore?: SdkV1TaskStore;
}

export interface SdkV1TaskStore {
  createTask(options: { ttl?: number | null; pollInterval?: number }): Promise<{ taskId: string }>;
  storeTaskResult(
    taskId: string,
    status: 'completed' | 'failed',
    result: Record<string, unknown>,
  ): Promise<void>;
}

/** The part of `@modelcontextprotocol/sdk`'s `Client` this adapter uses. */
export interface SdkV1ClientLike {
  setRequestHandler(
    schema: typeof ElicitRequestSchema,
    handler: (
      request: { params: Record<string, unknown> & { task?: { ttl?: number } } },
      extra: SdkV1HandlerExtra,
    ) => Promise<Record<string, unknown>>,
  ): void;
  setNotificationHandler(
    schema: typeof ElicitationCompleteNotificationSchema,
    handler: (notification: { params: { elicitationId: string } }) => void,
  ): void;
  removeRequestHandler(method: string): void;
  removeNotificationHandler(method: string): void;
  getServerVersion(): { name: string; version: string } | undefined;
}

export type { AttachedElicitation, AttachOptions, HostCall };

/**
 * Answers `elicitation/create` on a host's own SDK v1 Client with `renderer` — validated, asked
 * again once, one at a time, cancel on abort — and routes `notifications/elicitation/complete`.
 * Declare the capability first: `new Client(info, { capabilities: { elicitation:
 * elicitationCapabilities() } })` (the SDK refuses the handler without it).
 */
export function attachElicitation(
  client: SdkV1ClientLike,
  options: AttachOptions,
): AttachedElicitation {
  const attachment = createAttachment(options, () => client.getServerVersion());
  client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
    const { task, ...params } = request.params;
    const key = String(extra.requestId);
    if (!task) return attachment.answer(params, { signal: extra.signal, key });
    // Task-augmented (2025-11-25): the server asked for a task; the answer becomes its result,
    // fetched with tasks/result, and the request returns at once with the task.
    const store = extra.taskStore;
    if (!store) {
      throw new Error(
        'The server asked for a task-augmented elicitation, but this Client has no taskStore.',
      );
    }
    const created = await store.createTask({ ...(task.ttl !== undefined && { ttl: task.ttl }) });
    void attachment
      .answer(params, { key })
      .then((result) => store.storeTaskResult(created.taskId, 'completed', result))
      .catch(() => store.storeTaskResult(created.taskId, 'completed', { action: 'cancel' }));
    return { task: created };
  });
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, (notification) => {
    attachment.handler.complete(notification.params.elicitationId);
  });
  return attached(attachment, () => {
    client.removeRequestHandler('elicitation/create');
    client.removeNotificationHandler('notifications/elicitation/complete');
  });
}
