import { randomUUID } from 'node:crypto';
import {
  WebStandardStreamableHTTPServerTransport,
  isInitializeRequest,
} from '@modelcontextprotocol/server';
import type { AuthInfo, McpServer } from '@modelcontextprotocol/server';
import { principalOfRequest } from './principal.js';

interface Session {
  transport: WebStandardStreamableHTTPServerTransport;
  server: McpServer;
  /** Who opened the session; another caller's requests on it are refused. */
  principal: string | undefined;
}

/**
 * The 2025-11-25 leg. createMcpHandler's own legacy posture is stateless, and a stateless 2025
 * instance cannot send server→client requests, so every eliciting tool would fail there (SDK
 * 2.4.0: "per-request legacy serving cannot receive server-to-client requests"). Here each
 * `initialize` gets its own server instance on a sessionful transport, which keeps the
 * tools/call SSE stream open for pushed `elicitation/create`.
 */
export class LegacySessionLeg {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly createServer: () => McpServer,
    private readonly log: (message: string) => void,
    /** Oldest sessions are closed past this count: 2025 clients do not always DELETE theirs. */
    private readonly maxSessions = 64,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  async handle(request: Request, parsedBody: unknown, authInfo?: AuthInfo): Promise<Response> {
    const principal = principalOfRequest(request.headers.get('authorization'), authInfo);
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId !== null) {
      const session = this.sessions.get(sessionId);
      // Another caller gets the same answer as for an unknown session: nothing to learn.
      if (!session || (authInfo && session.principal !== principal))
        return jsonRpcError(404, -32001, 'Session not found');
      return session.transport.handleRequest(request, {
        parsedBody,
        ...(authInfo && { authInfo }),
      });
    }
    if (request.method !== 'POST' || !isInitializeRequest(parsedBody))
      return jsonRpcError(400, -32000, 'Bad Request: No valid session ID provided');

    await this.evictOverflow();
    const server = this.createServer();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        this.sessions.set(id, { transport, server, principal });
        this.log(`2025 session ${id.slice(0, 8)} opened (${this.sessions.size} open)`);
      },
      onsessionclosed: (id) => void this.drop(id),
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) this.sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    return transport.handleRequest(request, { parsedBody, ...(authInfo && { authInfo }) });
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.sessions.keys()].map((id) => this.drop(id)));
  }

  private async evictOverflow(): Promise<void> {
    while (this.sessions.size >= this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) return;
      await this.drop(oldest);
    }
  }

  private async drop(id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return;
    this.sessions.delete(id);
    await session.server.close().catch(() => undefined);
    this.log(`2025 session ${id.slice(0, 8)} closed`);
  }
}

function jsonRpcError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
