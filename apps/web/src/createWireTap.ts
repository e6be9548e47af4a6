import type { ConnectOptions } from '@elicitkit/client';

type FetchLike = NonNullable<ConnectOptions['fetch']>;

/** One outgoing `tools/call` as it left the page: what the side panel reports as "sent". */
export interface SentToolCall {
  tool: string;
  /** The requestState exactly as serialised into the request body, when one was sent. */
  requestState?: string;
  /** The inputResponses sent with this leg, keyed like the round's inputRequests. */
  inputResponses?: Record<string, unknown>;
}

/** One outgoing `tasks/update`: the answers a running task was sent (MCP Tasks extension). */
export interface SentTaskUpdate {
  taskId: string;
  inputResponses: Record<string, unknown>;
}

export interface WireTap {
  /** The fetch handed to `connect()`: it forwards every request unchanged. */
  readonly fetch: FetchLike;
  /** Called for each `tools/call` POST, before it is sent. */
  onToolCall: ((sent: SentToolCall) => void) | undefined;
  /** Called for each `tasks/update` POST, before it is sent. */
  onTaskUpdate: ((sent: SentTaskUpdate) => void) | undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Watches the page's own JSON-RPC requests so the side panel can show what really went over the
 * wire (the echoed requestState, the answers), not what the loop intended to send. It only reads
 * request bodies this page wrote; responses (which may be long-lived SSE streams) are untouched.
 */
export function createWireTap(): WireTap {
  const tap: WireTap = {
    onToolCall: undefined,
    onTaskUpdate: undefined,
    fetch: (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : undefined;
      if (body !== undefined && (tap.onToolCall || tap.onTaskUpdate)) {
        let message: unknown;
        try {
          message = JSON.parse(body);
        } catch {
          message = undefined;
        }
        const rpc = record(message);
        const params = record(rpc?.['params']);
        const inputResponses = record(params?.['inputResponses']);
        if (rpc?.['method'] === 'tasks/update' && params && inputResponses) {
          tap.onTaskUpdate?.({ taskId: String(params['taskId']), inputResponses });
        }
        if (rpc?.['method'] === 'tools/call' && params && tap.onToolCall) {
          const requestState = params['requestState'];
          tap.onToolCall({
            tool: String(params['name']),
            ...(typeof requestState === 'string' && { requestState }),
            ...(inputResponses && { inputResponses }),
          });
        }
      }
      return fetch(input, init);
    },
  };
  return tap;
}
