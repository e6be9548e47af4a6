import type { Transport } from '@modelcontextprotocol/client';

type MessageHandler = NonNullable<Transport['onmessage']>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON-RPC response whose result carries no `resultType` gets `resultType: "complete"`.
 *
 * The spec (2026-07-28, "ResultType") says a client MUST read an absent resultType as complete;
 * the SDK rejects such a result as invalid instead. Rejecting it would turn a tool that already
 * ran into a failed call, and a host that retries it would run the tool twice. The bridge sits
 * where the transport hands parsed messages to the SDK, so every transport (HTTP, stdio) and
 * every request gets it, and the bytes on the wire are left as they were. On 2025-11-25 the SDK
 * strips resultType from results anyway, so the added field never reaches a host.
 */
function withResultType(message: unknown): unknown {
  if (!isPlainObject(message) || !('id' in message) || 'method' in message) return message;
  const result = message['result'];
  if (!isPlainObject(result) || Object.hasOwn(result, 'resultType')) return message;
  return { ...message, result: { ...result, resultType: 'complete' } };
}

/**
 * Installs the bridge on a transport before the SDK connects to it (it sets `onmessage`).
 * `observe` sees every inbound message first, as received (the client notes which JSON-RPC
 * errors really came from the server).
 */
export function bridgeResultType<T extends Transport>(
  transport: T,
  observe?: (message: unknown) => void,
): T {
  // The getter hands out a wrapper bound to the handler set at that time, so a caller that
  // chains to the previous handler (the SDK does) calls that one, never itself.
  let bridged: MessageHandler | undefined;
  Object.defineProperty(transport, 'onmessage', {
    configurable: true,
    enumerable: true,
    get: () => bridged,
    set: (next: MessageHandler | undefined) => {
      bridged = next
        ? (message, extra) => {
            observe?.(message);
            next(withResultType(message) as Parameters<MessageHandler>[0], extra);
          }
        : undefined;
    },
  });
  return transport;
}
