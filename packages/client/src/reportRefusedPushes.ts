import type { Diagnostic, Msg, ServerIdentity } from '@elicitkit/core';
import { createLocalizer, normalizeRequest, refusalMsg } from '@elicitkit/core';
import type { Client, RequestId } from '@modelcontextprotocol/client';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/client';
import type { StoredRequestHandler } from './keepClientHandlers.js';

/** A question the server pushed that the SDK refused before elicitkit could show it. */
const ORDER = { error: 0, warning: 1, info: 2 } as const;

export interface RefusedQuestion {
  /** Who asked: the host's trusted identity of the server. */
  server: ServerIdentity;
  method: 'elicitation/create';
  /**
   * Why, as core reads the request (errors first, then warnings; e.g. `unsupported-property`
   * for a nested object): the SDK's own reason is a validation dump, not words for a person.
   * Empty when core finds nothing to say.
   */
  diagnostics: readonly Diagnostic[];
  /**
   * Why, in one sentence naming the field (core's `refusalMsg`, e.g. `address: nested objects are
   * not part of an elicitation schema`), for the person in their locale. Absent when core finds
   * nothing to say.
   */
  reason?: Msg;
  /** The line the server was sent (JSON-RPC -32602): `reason` in English, or a general one. */
  line: string;
}

const english = createLocalizer();
// When core finds nothing it can name, the server still learns the push left the protocol.
const GENERAL = 'elicitation/create refused: the request does not match the MCP schema';

/** What a refused push says: to the host (the reason, for the person) and to the server (the line). */
export function refusalOf(
  params: unknown,
): Pick<RefusedQuestion, 'diagnostics' | 'reason' | 'line'> {
  const request = normalizeRequest(params);
  const diagnostics = request.diagnostics
    .filter((d) => d.severity !== 'info')
    .sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  const reason = refusalMsg(request);
  return {
    diagnostics,
    ...(reason && { reason }),
    line: reason ? english.format(reason) : GENERAL,
  };
}

/**
 * The SDK checks a pushed `elicitation/create` against the protocol's schema before any handler
 * runs and answers the server with its own error, so the person never learns a question was
 * asked. The stored handler is wrapped (read where every 2.x keeps it, as keepClientHandlers
 * does): a request that fails before the loop's own handler began (its id is not in `entered`,
 * which that handler fills and this empties) is reported, then refused as before, with one line
 * for the server instead of the SDK's whole validation dump: the field and why, as invalid params
 * (-32602). The SDK's `_wrapHandler` validates `elicitation/create` however a handler is
 * registered (its public `setRequestHandler(method, schemas, handler)` too), so its private table
 * is the only place to stand; `sdkHandlerTable.test.ts` fails loudly when a release moves it.
 */
export function reportRefusedPushes(
  sdk: Client,
  entered: Set<RequestId>,
  server: () => ServerIdentity,
  report: ((refusal: RefusedQuestion) => void) | undefined,
): void {
  const table = (sdk as unknown as { _requestHandlers?: unknown })._requestHandlers;
  if (!(table instanceof Map)) return;
  const stored = table.get('elicitation/create') as StoredRequestHandler | undefined;
  if (!stored) return;
  const wrapped: StoredRequestHandler = async (request, ctx) => {
    try {
      return await stored(request, ctx);
    } catch (error) {
      if (entered.has(request.id)) throw error;
      const refusal = refusalOf(request.params);
      report?.({ server: server(), method: 'elicitation/create', ...refusal });
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, refusal.line, undefined);
    } finally {
      entered.delete(request.id);
    }
  };
  table.set('elicitation/create', wrapped);
}
