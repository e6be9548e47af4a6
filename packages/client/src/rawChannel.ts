import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';

/** A JSON-RPC response as ext-tasks' port expects it. */
export type RawResponse =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; error: { code: number; message: string; data?: unknown } };

export interface RawChannel {
  /** The transport to hand the SDK: the real one, minus the responses to our own requests. */
  readonly transport: Transport;
  /**
   * Sends one request on a fresh id and resolves with its response. The caller frames `_meta`;
   * on HTTP the transport derives MCP-Protocol-Version, Mcp-Method and Mcp-Name from the body.
   */
  request(
    message: { method: string; params?: Record<string, unknown> },
    options?: { signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<RawResponse>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The SDK v2 client rejects `resultType: "task"` and the Tasks extension's `tasks/*` results
 * before a caller can see them, so those requests go round it, on the same connection. The
 * transport is wrapped, not replaced: every property and method stays the real one's, and only
 * responses whose id we minted are kept from the SDK.
 */
export function createRawChannel(
  inner: Transport,
  /** HTTP cancels by closing the request's stream; a shared channel (stdio) needs a notification. */
  kind: 'http' | 'stdio',
): RawChannel {
  const pending = new Map<string, (response: RawResponse) => void>();
  let sdkOnMessage: Transport['onmessage'];
  let next = 0;

  inner.onmessage = (message, extra) => {
    const id = (message as { id?: unknown }).id;
    if (typeof id === 'string' && pending.has(id) && !('method' in message)) {
      const settle = pending.get(id);
      pending.delete(id);
      const body = message as { result?: unknown; error?: unknown };
      if (isRecord(body.error)) {
        const { code, message: text, data } = body.error;
        settle?.({
          kind: 'error',
          error: {
            code: typeof code === 'number' ? code : -32603,
            message: typeof text === 'string' ? text : 'Unknown error',
            ...(data !== undefined && { data }),
          },
        });
      } else settle?.({ kind: 'result', result: body.result });
      return;
    }
    sdkOnMessage?.(message, extra);
  };

  const transport = new Proxy(inner, {
    get(target, property, receiver) {
      if (property === 'onmessage') return sdkOnMessage;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
    set(target, property, value, receiver) {
      if (property === 'onmessage') {
        sdkOnMessage = value as Transport['onmessage'];
        return true;
      }
      return Reflect.set(target, property, value, receiver);
    },
  });

  return {
    transport,
    request(message, options = {}) {
      const id = `elicitkit-${++next}`;
      const { signal } = options;
      return new Promise<RawResponse>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason);
          return;
        }
        const onAbort = () => {
          if (!pending.delete(id)) return;
          // stdio has no stream to close: the server is told, as the SDK does for its own requests.
          if (kind === 'stdio') {
            inner
              .send({
                jsonrpc: '2.0',
                method: 'notifications/cancelled',
                params: { requestId: id, reason: String(signal?.reason) },
              } as JSONRPCMessage)
              .catch(() => undefined);
          }
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, (response) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(response);
        });
        inner
          .send({ jsonrpc: '2.0', id, ...message } as JSONRPCMessage, {
            ...(signal && { requestSignal: signal }),
            ...(options.headers && { headers: options.headers }),
          })
          .catch((error: unknown) => {
            if (!pending.delete(id)) return;
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          });
      });
    },
  };
}
