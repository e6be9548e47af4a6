import type {
  ApplicationInputRequest,
  ResolvedInputExchangeContext,
  TaskEnabledSession,
} from '@modelcontextprotocol/ext-tasks/client';
import { createTaskSessionFromClient, DispatchError } from '@modelcontextprotocol/ext-tasks/client';
import type { JsonValue } from '@modelcontextprotocol/ext-tasks/core';
import type { Client, ClientCapabilities, Implementation } from '@modelcontextprotocol/client';
import type { PollBackoff } from './pollSchedule.js';
import { createPollBackoff } from './pollSchedule.js';
import type { RawChannel, RawResponse } from './rawChannel.js';

/**
 * A task's input keys that reached the server in `tasks/update`. The run's reducer keeps them
 * (they go into the snapshot); a plain Set will do elsewhere.
 */
export interface AnsweredKeys {
  has(key: string): boolean;
  add(key: string): void;
}

/** One task this connection is driving: how its questions are answered and what was sent. */
interface TaskAsker {
  /** Keys already sent in `tasks/update` (this process or, after a resume, an earlier one). */
  readonly answered: AnsweredKeys;
  /** True once the call is being cancelled: nothing more is sent for it but `tasks/cancel`. */
  stopped(): boolean;
  ask(inputKey: string, request: ApplicationInputRequest, signal: AbortSignal): Promise<unknown>;
}

export interface TaskSessions {
  /** The ext-tasks session, made on first use (it needs the server's capabilities). */
  session(): TaskEnabledSession;
  readonly endpointId: string;
  register(taskId: string, asker: TaskAsker): () => void;
}

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';

/** The wire answer to a key this client has already sent: never sent twice (see dispatch). */
function placeholder(request: ApplicationInputRequest): unknown {
  if (request.kind === 'sampling') return { role: 'assistant', content: [], model: '' };
  if (request.kind === 'roots') return { roots: [] };
  return { action: 'cancel' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * ext-tasks' requester session drives every task: polling `tasks/get` (and status
 * notifications), `tasks/update`, `tasks/cancel`, framing `_meta` with the extension declared
 * and `Mcp-Name: <taskId>`. Two rules of ours it cannot know sit in the dispatch it is given:
 * a key answered before a resume (its ledger lives in memory) is never sent again, and a call
 * being cancelled sends no answer the person did not give.
 */
export function createTaskSessions(parts: {
  sdk: Client;
  channel: RawChannel;
  endpointId: string;
  clientInfo: Implementation;
  capabilities: ClientCapabilities;
}): TaskSessions {
  const askers = new Map<string, TaskAsker>();
  let session: TaskEnabledSession | undefined;

  const dispatch = async (
    request: JsonValue,
    options?: { signal?: AbortSignal; context?: { headers?: Readonly<Record<string, string>> } },
  ) => {
    if (!isRecord(request) || typeof request['method'] !== 'string') {
      throw new DispatchError('MCP request must be a JSON object with a method');
    }
    const params = isRecord(request['params']) ? { ...request['params'] } : undefined;
    if (request['method'] === 'tasks/update' && params) {
      const asker = askers.get(String(params['taskId']));
      const responses = isRecord(params['inputResponses']) ? params['inputResponses'] : {};
      const fresh = Object.fromEntries(
        Object.entries(responses).filter(([key]) => !asker?.answered.has(key)),
      );
      if (asker?.stopped() || Object.keys(fresh).length === 0) {
        return { kind: 'result' as const, result: { resultType: 'complete' } };
      }
      params['inputResponses'] = fresh;
      const response = await parts.channel.request(
        { method: 'tasks/update', params },
        channelOptions(options),
      );
      if (response.kind === 'result')
        for (const key of Object.keys(fresh)) asker?.answered.add(key);
      return response as never;
    }
    const response = await parts.channel.request(
      { method: request['method'], ...(params && { params }) },
      channelOptions(options),
    );
    if (request['method'] === 'tasks/get') paceTask(response);
    return response as never;
  };

  // ext-tasks polls at the task's pollIntervalMs, or every second when there is none. Our
  // schedule (pollSchedule.ts) is handed to it in that field: the server's hint within bounds,
  // or a backoff that starts fresh whenever the status changes.
  const backoffs = new Map<string, PollBackoff>();
  const paceTask = (response: RawResponse) => {
    const task = response.kind === 'result' && isRecord(response.result) ? response.result : null;
    if (!task || typeof task['taskId'] !== 'string') return;
    let backoff = backoffs.get(task['taskId']);
    if (!backoff) backoffs.set(task['taskId'], (backoff = createPollBackoff()));
    const hint = typeof task['pollIntervalMs'] === 'number' ? task['pollIntervalMs'] : undefined;
    task['pollIntervalMs'] = backoff.next(String(task['status']), hint);
  };

  return {
    endpointId: parts.endpointId,
    register(taskId, asker) {
      askers.set(taskId, asker);
      return () => {
        if (askers.get(taskId) !== asker) return;
        askers.delete(taskId);
        backoffs.delete(taskId);
      };
    },
    session() {
      session ??= createTaskSessionFromClient(parts.sdk, {
        endpointId: parts.endpointId,
        rawDispatch: dispatch,
        v2RequestFraming: {
          protocolVersion: parts.sdk.getNegotiatedProtocolVersion() ?? '2026-07-28',
          clientInfo: parts.clientInfo as unknown as Record<string, JsonValue>,
          clientCapabilities: parts.capabilities as unknown as Record<string, JsonValue>,
        },
        onInputRequest: (async (
          request: ApplicationInputRequest,
          context: ResolvedInputExchangeContext,
        ) => {
          const asker = context.taskId === undefined ? undefined : askers.get(context.taskId);
          const key = context.inputId ?? '';
          if (!asker || asker.answered.has(key) || asker.stopped()) return placeholder(request);
          return asker.ask(key, request, context.signal ?? new AbortController().signal);
        }) as never,
      });
      return session;
    },
  };
}

function channelOptions(options?: {
  signal?: AbortSignal;
  context?: { headers?: Readonly<Record<string, string>> };
}): { signal?: AbortSignal; headers?: Record<string, string> } {
  return {
    ...(options?.signal && { signal: options.signal }),
    ...(options?.context?.headers && { headers: { ...options.context.headers } }),
  };
}
