import { SERVER_INFO_META_KEY, SUBSCRIPTION_ID_META_KEY } from '@modelcontextprotocol/server';
import { hasTaskClientCapabilityV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { principalOfRequest } from '../principal.js';
import { TERMINAL_STATUSES } from '../store/demoStore.js';
import type { DemoStore, TaskRecord } from '../store/demoStore.js';
import { TASKS_EXTENSION } from './taskSurface.js';
import { taskView } from './taskEngine.js';

/** More ids than this in one listen request is refused rather than polled. */
const MAX_TASK_IDS = 64;
/**
 * The store is polled, not subscribed to: every replica writes task records to the same store,
 * so polling sees a step run by any replica (Redis) as well as this process's own (memory).
 */
const POLL_MS = 200;
/** Proxies drop SSE streams that stay silent for long. */
const KEEPALIVE_MS = 15_000;

export interface TaskStatusStreamOptions {
  store: DemoStore;
  serverInfo: { name: string; version: string };
  log: (message: string) => void;
}

type ListenRequest = {
  id: string | number;
  params: { notifications: { taskIds: unknown } } & Record<string, unknown>;
};

/**
 * Whether a parsed POST body is a `subscriptions/listen` request that asks for task status
 * (`params.notifications.taskIds`, the Tasks extension's filter field). The SDK's listen router
 * knows only the core filter fields, so these are served here; any other listen goes to the SDK.
 */
export function isTaskListen(body: unknown): body is ListenRequest {
  const message = body as { method?: unknown; id?: unknown; params?: unknown } | null;
  if (typeof message !== 'object' || message === null) return false;
  if (message.method !== 'subscriptions/listen') return false;
  if (typeof message.id !== 'string' && typeof message.id !== 'number') return false;
  const notifications = (message.params as { notifications?: unknown } | undefined)?.notifications;
  return typeof notifications === 'object' && notifications !== null && 'taskIds' in notifications;
}

/**
 * Serves a task-status `subscriptions/listen` request as an SSE stream: the acknowledgement
 * (naming only the listed tasks the caller owns; another caller's task is dropped exactly like
 * an unknown id, so its existence is not leaked), then `notifications/tasks` with the task's
 * DetailedTask shape: once for the status found at subscribe time and again on every change of
 * status (or of the outstanding questions). The stream ends with the listen result once every
 * listed task is terminal or gone, or when the client closes it.
 *
 * Only `taskIds` is honoured on such a request; list-changed and resource bits are not.
 */
export async function serveTaskListen(
  message: ListenRequest,
  request: Request,
  options: TaskStatusStreamOptions,
  authInfo?: AuthInfo,
): Promise<Response> {
  const { store, log } = options;
  const headerFault = listenHeaderFault(message, request);
  if (headerFault !== undefined) return rpcError(message.id, -32020, headerFault);
  const requested = message.params.notifications.taskIds;
  if (
    !Array.isArray(requested) ||
    requested.length > MAX_TASK_IDS ||
    !requested.every((id): id is string => typeof id === 'string' && id.length > 0)
  )
    return rpcError(
      message.id,
      -32602,
      `Invalid params: notifications.taskIds must be an array of at most ${MAX_TASK_IDS} task ids`,
    );
  if (!hasTaskClientCapabilityV2(message.params))
    return rpcError(
      message.id,
      -32021,
      `subscriptions/listen for taskIds needs the ${TASKS_EXTENSION} extension, which this request did not declare`,
      { requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } } },
    );

  const principal = principalOfRequest(request.headers.get('authorization'), authInfo);
  const watched: string[] = [];
  try {
    for (const taskId of new Set(requested)) {
      const record = await store.getTask(taskId);
      if (record !== undefined && record.principal === principal) watched.push(taskId);
    }
  } catch (error) {
    return rpcError(message.id, -32603, `Store unavailable: ${(error as Error).message}`);
  }

  const subscription = { [SUBSCRIPTION_ID_META_KEY]: message.id };
  const encoder = new TextEncoder();
  const sent = new Map<string, string>();
  let closed = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (frame: string) => {
        if (!closed) controller.enqueue(encoder.encode(frame));
      };
      const send = (payload: Record<string, unknown>) =>
        write(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', ...payload })}\n\n`);
      const close = (graceful: boolean) => {
        if (closed) return;
        if (graceful)
          send({
            id: message.id,
            result: {
              resultType: 'complete',
              _meta: { ...subscription, [SERVER_INFO_META_KEY]: options.serverInfo },
            },
          });
        closed = true;
        clearTimeout(pollTimer);
        clearInterval(keepAlive);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      request.signal.addEventListener('abort', () => close(false), { once: true });

      const poll = async () => {
        for (const taskId of [...watched]) {
          let record: TaskRecord | undefined;
          try {
            record = await store.getTask(taskId);
          } catch (error) {
            // A store outage pauses the stream; the next poll tries again.
            log(`tasks listen: ${(error as Error).message}`);
            break;
          }
          if (record === undefined) {
            watched.splice(watched.indexOf(taskId), 1);
            continue;
          }
          const key = `${record.status}\n${Object.keys(record.pending).join('\n')}`;
          if (sent.get(taskId) !== key) {
            sent.set(taskId, key);
            send({
              method: 'notifications/tasks',
              params: { ...taskView(record), _meta: subscription },
            });
          }
          if (TERMINAL_STATUSES.includes(record.status)) watched.splice(watched.indexOf(taskId), 1);
        }
        if (watched.length === 0) close(true);
        else if (!closed) pollTimer = setTimeout(() => void poll(), POLL_MS);
      };

      send({
        method: 'notifications/subscriptions/acknowledged',
        params: { notifications: { taskIds: [...watched] }, _meta: subscription },
      });
      keepAlive = setInterval(() => write(': keepalive\n\n'), KEEPALIVE_MS);
      void poll();
    },
    cancel() {
      closed = true;
      clearTimeout(pollTimer);
      clearInterval(keepAlive);
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });
}

/**
 * This route bypasses the SDK's transport, so the 2026-07-28 header rules (spec: Streamable HTTP) are
 * checked here: `MCP-Protocol-Version` must be present and equal `_meta`'s protocolVersion, and
 * `Mcp-Method` must name the method in the body. Returns why the request is refused, if it is.
 */
function listenHeaderFault(message: ListenRequest, request: Request): string | undefined {
  const meta = message.params['_meta'] as Record<string, unknown> | undefined;
  const declared = meta?.['io.modelcontextprotocol/protocolVersion'];
  const version = request.headers.get('mcp-protocol-version');
  if (version === null) return 'Header mismatch: MCP-Protocol-Version header is missing';
  if (version !== declared)
    return `Header mismatch: MCP-Protocol-Version "${version}" differs from _meta protocolVersion ${JSON.stringify(declared ?? null)}`;
  const method = request.headers.get('mcp-method');
  if (method !== 'subscriptions/listen')
    return method === null
      ? 'Header mismatch: Mcp-Method header is missing'
      : `Header mismatch: Mcp-Method "${method}" differs from the body's method "subscriptions/listen"`;
  return undefined;
}

function rpcError(id: string | number, code: number, message: string, data?: unknown): Response {
  return Response.json(
    { jsonrpc: '2.0', id, error: { code, message, ...(data !== undefined && { data }) } },
    { status: code === -32603 ? 200 : 400 },
  );
}
