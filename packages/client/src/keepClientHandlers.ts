import type { Client, ClientContext, JSONRPCRequest, Result } from '@modelcontextprotocol/client';

/**
 * A request handler as a Client stores it: the raw request in, through the Client's own checks
 * (its `_wrapHandler`: request and result validated), the result out.
 */
export type StoredRequestHandler = (request: JSONRPCRequest, ctx: ClientContext) => Promise<Result>;

/** The handlers a host's Client held for some methods when `connect({ client })` began. */
export interface KeptClientHandlers {
  /** The Client's own handler for a request method, as it stood when kept. */
  own(method: string): StoredRequestHandler | undefined;
  /** Stands a raw handler for a method; the SDK does not wrap it again. */
  put(method: string, handler: StoredRequestHandler): void;
  /** Notes what the loop has installed, so `handBack` knows its own handlers from the host's. */
  installed(): void;
  /**
   * Puts the Client's own handlers back (or none, where it had none) wherever the loop's still
   * stand; a handler the host set in the meantime is the host's and stays.
   */
  handBack(): void;
}

type Table = Map<string, unknown>;

/**
 * The SDK has no public way to read a handler or put one back as it was (`setRequestHandler`
 * wraps again), so the Client's tables are read where every 2.x keeps them: `_requestHandlers`
 * and `_notificationHandlers`, plain Maps from method to the stored handler.
 */
export function keepClientHandlers(
  sdk: Client,
  requests: readonly string[],
  notifications: readonly string[],
): KeptClientHandlers {
  const held = sdk as unknown as { _requestHandlers?: unknown; _notificationHandlers?: unknown };
  const requestTable = held._requestHandlers;
  const notificationTable = held._notificationHandlers;
  if (!(requestTable instanceof Map) || !(notificationTable instanceof Map)) {
    throw new TypeError(
      'connect({ client }) cannot read the handlers registered on this Client; it needs @modelcontextprotocol/client 2.x.',
    );
  }
  const tables: [Table, readonly string[]][] = [
    [requestTable as Table, requests],
    [notificationTable as Table, notifications],
  ];
  const snapshot = () =>
    tables.map(([table, methods]) => new Map(methods.map((m) => [m, table.get(m)])));
  const before = snapshot();
  let loop: Map<string, unknown>[] | undefined;
  return {
    own: (method) =>
      requests.includes(method)
        ? (before[0]?.get(method) as StoredRequestHandler | undefined)
        : undefined,
    put: (method, handler) => {
      requestTable.set(method, handler);
    },
    installed: () => {
      loop = snapshot();
    },
    handBack: () => {
      tables.forEach(([table, methods], i) => {
        for (const method of methods) {
          const ours = loop?.[i]?.get(method);
          if (ours === undefined || table.get(method) !== ours) continue;
          const own = before[i]?.get(method);
          if (own === undefined) table.delete(method);
          else table.set(method, own);
        }
      });
    },
  };
}
