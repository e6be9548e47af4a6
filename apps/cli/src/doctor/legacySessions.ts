import { randomUUID } from 'node:crypto';
import {
  WebStandardStreamableHTTPServerTransport,
  isInitializeRequest,
} from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';

/**
 * 2025-11-25 over HTTP: one server instance per session on a sessionful transport, so the tool
 * call's stream stays open for pushed elicitation/create (the SDK's per-request serving cannot
 * send server-to-client requests). The oldest sessions close past a bound.
 */
export class LegacySessions {
  private readonly sessions = new Map<
    string,
    { transport: WebStandardStreamableHTTPServerTransport; server: McpServer }
  >();

  constructor(
    private readonly createServer: () => McpServer,
    private readonly maxSessions = 32,
  ) {}

  async handle(request: Request, parsedBody: unknown): Promise<Response> {
    const id = request.headers.get('mcp-session-id');
    if (id !== null) {
      const session = this.sessions.get(id);
      if (!session) return rpcError(404, -32001, 'Session not found');
      return session.transport.handleRequest(request, { parsedBody });
    }
    if (request.method !== 'POST' || !isInitializeRequest(parsedBody))
      return rpcError(400, -32000, 'Bad Request: No valid session ID provided');
    while (this.sessions.size >= this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      await this.drop(oldest);
    }
    const server = this.createServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sid) => void this.sessions.set(sid, { transport, server }),
      onsessionclosed: (sid) => void this.drop(sid),
    });
    await server.connect(transport);
    return transport.handleRequest(request, { parsedBody });
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.drop(id)));
  }

  private async drop(id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    await session.server.close().catch(() => undefined);
  }
}

function rpcError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
