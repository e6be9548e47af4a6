import type { RenderContext } from '@elicitkit/core';
import type {
  ClientCapabilities,
  ClientContext,
  CreateMessageRequestParams,
  CreateMessageResult,
  ListRootsResult,
} from '@modelcontextprotocol/client';
import { SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import type { InputHandlers } from './callHost.js';
import type { StoredRequestHandler } from './keepClientHandlers.js';

/** The embedded kinds a host answers itself, and the request each one answers. */
export const HOST_ANSWERED = {
  sampling: 'sampling/createMessage',
  roots: 'roots/list',
} as const;

export type HostAnsweredKind = keyof typeof HOST_ANSWERED;

export interface HostInputHandlers {
  /** What answers a 2026 round's sampling and roots requests. */
  handlers: InputHandlers;
  /** The handlers given to `connect({ client })`: they answer 2025 pushes too. */
  given: InputHandlers;
  /** The Client's own handlers used where none was given: they answer 2025 pushes as they are. */
  own: Partial<Record<HostAnsweredKind, StoredRequestHandler>>;
}

/**
 * `connect({ client })`: sampling and roots are answered by the host, as its Client declared
 * them. A handler given to connect wins; otherwise the one registered on the Client answers,
 * called as the SDK's own auto driver calls it. Nothing is answered that the Client does not
 * declare, and nothing the Client declares is left without an answer.
 */
export function hostInputHandlers(
  capabilities: ClientCapabilities,
  given: InputHandlers,
  own: (method: string) => StoredRequestHandler | undefined,
  sessionId: () => string | undefined,
): HostInputHandlers {
  const result: HostInputHandlers = { handlers: {}, given: {}, own: {} };
  for (const kind of Object.keys(HOST_ANSWERED) as HostAnsweredKind[]) {
    const method = HOST_ANSWERED[kind];
    const declared = capabilities[kind] !== undefined;
    if (given[kind] !== undefined && !declared) {
      throw new TypeError(
        `connect({ client }) was given a \`handlers.${kind}\`, but the Client does not declare the ${kind} capability, so no server will ask for it: construct the Client with \`capabilities: { ${kind}: {} }\`, or leave the handler out.`,
      );
    }
    if (!declared) continue;
    if (kind === 'sampling' && given.sampling) {
      result.handlers.sampling = result.given.sampling = given.sampling;
      continue;
    }
    if (kind === 'roots' && given.roots) {
      result.handlers.roots = result.given.roots = given.roots;
      continue;
    }
    const stored = own(method);
    if (!stored) {
      throw new TypeError(
        `The Client declares the ${kind} capability but has no \`${method}\` handler, so a server that asks for it would be refused: register one on the Client (\`client.setRequestHandler('${method}', …)\`) before connect({ client }), or pass \`handlers.${kind}\`.`,
      );
    }
    result.own[kind] = stored;
    if (kind === 'sampling') {
      result.handlers.sampling = async (params, context) =>
        (await dispatch(stored, method, params, context, sessionId())) as CreateMessageResult;
    } else {
      result.handlers.roots = async (context) =>
        (await dispatch(stored, method, undefined, context, sessionId())) as ListRootsResult;
    }
  }
  return result;
}

/**
 * One embedded request to the Client's stored handler, framed as the SDK's auto driver frames
 * it: the inputRequests key as the id, no related peer request to send or notify on.
 */
function dispatch(
  stored: StoredRequestHandler,
  method: string,
  params: CreateMessageRequestParams | undefined,
  context: RenderContext,
  sessionId: string | undefined,
) {
  const id = context.inputKey ?? method;
  const unavailable = (member: string) => () => {
    throw new SdkError(
      SdkErrorCode.SendFailed,
      `ctx.mcpReq.${member} is not available while answering an embedded input request: it is answered locally, with no related peer request`,
    );
  };
  const ctx: ClientContext = {
    ...(sessionId !== undefined && { sessionId }),
    mcpReq: {
      id,
      method,
      ...(params?._meta !== undefined && { _meta: params._meta }),
      requestState: () => undefined,
      signal: context.signal,
      send: unavailable('send') as ClientContext['mcpReq']['send'],
      notify: unavailable('notify') as ClientContext['mcpReq']['notify'],
    },
  };
  return stored({ jsonrpc: '2.0', id, method, ...(params !== undefined && { params }) }, ctx);
}
