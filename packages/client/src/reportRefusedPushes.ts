import type { Diagnostic, ServerIdentity } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import type { Client, RequestId } from '@modelcontextprotocol/client';
import type { StoredRequestHandler } from './keepClientHandlers.js';

/** A question the server pushed that the SDK refused before elicitkit could show it. */
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
}

const ORDER = { error: 0, warning: 1, info: 2 } as const;

/**
 * The SDK checks a pushed `elicitation/create` against the protocol's schema before any handler
 * runs and answers the server with its own error, so the person never learns a question was
 * asked. The stored handler is wrapped (read where every 2.x keeps it, as keepClientHandlers
 * does): a request that fails before the loop's own handler began (its id is not in `entered`,
 * which that handler fills and this empties) is reported, then refused as before, with one line
 * for the server instead of the SDK's whole validation dump.
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
      const diagnostics = normalizeRequest(request.params)
        .diagnostics.filter((d) => d.severity !== 'info')
        .sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
      report?.({ server: server(), method: 'elicitation/create', diagnostics });
      const codes = [...new Set(diagnostics.map((d) => d.code))].join(', ');
      throw new Error(
        `elicitation/create refused: the request does not match the MCP schema${codes ? ` (${codes})` : ''}`,
        { cause: error },
      );
    } finally {
      entered.delete(request.id);
    }
  };
  table.set('elicitation/create', wrapped);
}
