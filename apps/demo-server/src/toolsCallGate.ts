import { ProtocolError } from '@modelcontextprotocol/server';
import type { McpServer, ServerContext } from '@modelcontextprotocol/server';
import { storeFailure } from './store/demoStore.js';

type Handler = (request: { params: { name: string } }, ctx: ServerContext) => Promise<unknown>;

const escalated = new WeakMap<object, ProtocolError>();

/**
 * Makes a tool's request fail with a JSON-RPC error instead of a tool result. McpServer turns
 * anything a tool throws into an `isError` result; some failures are not the tool's to report
 * (the shared store is down, a task-only tool without the Tasks extension), so the error is
 * parked on the request context and rethrown by the gate below once McpServer returns.
 */
function escalate(ctx: ServerContext, error: ProtocolError): never {
  escalated.set(ctx, error);
  throw error;
}

/** For a tool's `.catch`: a store failure fails the request with a JSON-RPC error. */
export function failRequestOn(ctx: ServerContext): (error: unknown) => never {
  return (error) => {
    try {
      storeFailure(error);
    } catch (mapped) {
      if (mapped instanceof ProtocolError) escalate(ctx, mapped);
      throw mapped;
    }
  };
}

/**
 * Wraps the tools/call handler McpServer installs with `check`, run before any tool, and with
 * the rethrow of escalated errors. Must run before McpServer installs its handler: before the
 * first `registerTool`, on a server constructed without `capabilities.tools`.
 */
export function installToolsCallGate(
  server: McpServer,
  check: (toolName: string, ctx: ServerContext) => void,
): void {
  // Throws if McpServer already installed its handler (it does so in its constructor when given
  // the tools capability): the gate would silently not apply.
  server.server.assertCanSetRequestHandler('tools/call');
  const low = server.server as unknown as { setRequestHandler: (...args: unknown[]) => void };
  const original = low.setRequestHandler.bind(low);
  low.setRequestHandler = (method: unknown, ...rest: unknown[]) => {
    const inner = rest[0];
    if (method === 'tools/call' && typeof inner === 'function') {
      const gated: Handler = async (request, ctx) => {
        check(request.params.name, ctx);
        const result = await (inner as Handler)(request, ctx);
        const error = escalated.get(ctx);
        if (error) throw error;
        return result;
      };
      rest[0] = gated;
    }
    original(method, ...rest);
  };
}
