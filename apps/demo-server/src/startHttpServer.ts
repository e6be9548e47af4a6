import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  hostHeaderValidationResponse,
  isJsonContentType,
  isLegacyRequest,
} from '@modelcontextprotocol/server';
import type { AuthInfo, McpHttpHandler } from '@modelcontextprotocol/server';
import type { DemoAuthServer } from './auth/demoAuthServer.js';
import type { LegacySessionLeg } from './legacySessionLeg.js';
import { linkPage } from './linkPage.js';
import type { LinkRegistry } from './linkRegistry.js';
import { BodyTooLargeError, readBody, sendWebResponse, toWebRequest } from './nodeFetchBridge.js';
import { CORS_EXPOSE_HEADERS, corsAllowHeaders } from './originPolicy.js';
import type { OriginPolicy } from './originPolicy.js';
import { isTaskListen, serveTaskListen } from './tasks/taskStatusStream.js';
import type { TaskStatusStreamOptions } from './tasks/taskStatusStream.js';
import { isSameOriginPost } from './isSameOriginPost.js';

export interface HttpServerOptions {
  host: string;
  port: number;
  /** Host header values accepted (DNS-rebinding protection), hostnames only. */
  allowedHostnames: string[];
  origins: OriginPolicy;
  links: LinkRegistry;
  /** Absent in --stdio mode, where this listener only serves the URL-mode sign-in pages. */
  mcp?: {
    modern: McpHttpHandler;
    legacy: LegacySessionLeg;
    /** Serves `subscriptions/listen` for task status, which the SDK's listen router cannot. */
    taskListen: TaskStatusStreamOptions;
  };
  log: (message: string) => void;
  /** `--auth oauth`: the authorization server on /oauth/* and the bearer gate in front of /mcp. */
  auth?: DemoAuthServer;
}

export interface RunningHttpServer {
  /** e.g. http://127.0.0.1:3939 */
  readonly origin: string;
  close(): Promise<void>;
}

export async function startHttpServer(options: HttpServerOptions): Promise<RunningHttpServer> {
  const { host, allowedHostnames, origins, links, mcp, log, auth } = options;
  let origin = '';

  const route = async (
    request: Request,
    body: Buffer,
  ): Promise<[Response, Record<string, string>]> => {
    const hostRejected = hostHeaderValidationResponse(request, allowedHostnames);
    if (hostRejected) return [hostRejected, {}];
    const path = new URL(request.url).pathname;
    if (auth) {
      const served = await auth.handle(request, body);
      if (served) return [served, {}];
    }
    if (path === '/mcp' && mcp) return serveMcp(request, body, mcp, origins, auth);
    if (path.startsWith('/link/'))
      return [await serveLink(request, path.slice('/link/'.length), links, log), {}];
    if (path === '/' && request.method === 'GET')
      return [
        new Response(`elicitkit demo-server. MCP endpoint: ${origin}/mcp\n`, {
          headers: { 'content-type': 'text/plain; charset=utf-8' },
        }),
        {},
      ];
    return [new Response('Not found\n', { status: 404 }), {}];
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const abort = new AbortController();
    // Aborts the SDK exchange when the client disconnects before the response is complete.
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      const body = await readBody(req, DEFAULT_MAX_REQUEST_BODY_SIZE);
      const request = toWebRequest(req, body, origin, abort.signal);
      const [response, extra] = await route(request, body);
      await sendWebResponse(res, response, extra);
    } catch (error) {
      if (res.headersSent) {
        res.end();
        return;
      }
      const status = error instanceof BodyTooLargeError ? 413 : 500;
      if (status === 500)
        log(`request failed: ${error instanceof Error ? error.stack : String(error)}`);
      res
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 413 ? 'Payload too large\n' : 'Internal error\n');
    }
  };

  const server = createServer((req, res) => void onRequest(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${urlHost(host)}:${port}`;
  auth?.setOrigin(origin);

  return {
    origin,
    async close() {
      await mcp?.legacy.closeAll();
      await mcp?.modern.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Open SSE streams would otherwise hold close() forever.
      server.closeAllConnections();
      await closed;
    },
  };
}

async function serveMcp(
  request: Request,
  body: Buffer,
  mcp: NonNullable<HttpServerOptions['mcp']>,
  origins: OriginPolicy,
  auth: DemoAuthServer | undefined,
): Promise<[Response, Record<string, string>]> {
  const originRejected = origins.rejection(request);
  if (originRejected) return [originRejected, {}];
  const requestOrigin = request.headers.get('origin');
  const cors: Record<string, string> = requestOrigin
    ? {
        'access-control-allow-origin': requestOrigin,
        'access-control-expose-headers': CORS_EXPOSE_HEADERS,
        vary: 'Origin',
      }
    : {};

  if (request.method === 'OPTIONS') {
    return [
      new Response(null, {
        status: 204,
        headers: {
          allow: 'GET, POST, DELETE, OPTIONS',
          ...(requestOrigin && {
            'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
            'access-control-allow-headers': corsAllowHeaders(
              request.headers.get('access-control-request-headers'),
            ),
            'access-control-max-age': '600',
          }),
        },
      }),
      cors,
    ];
  }

  let authInfo: AuthInfo | undefined;
  if (auth) {
    // 401 (no or bad token) and 403 (missing scope) carry WWW-Authenticate with the protected
    // resource metadata URL, which CORS exposes so browser clients can discover the server.
    const verdict = await auth.gate(request);
    if (verdict instanceof Response) return [verdict, cors];
    authInfo = verdict;
  }

  let parsedBody: unknown;
  if (request.method === 'POST') {
    // Both legs are hand-routed here, so the media type check is ours (isLegacyRequest docs).
    if (!isJsonContentType(request.headers.get('content-type')))
      return [
        jsonError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json'),
        cors,
      ];
    try {
      parsedBody = JSON.parse(body.toString('utf8'));
    } catch {
      return [jsonError(400, -32700, 'Parse error: Invalid JSON'), cors];
    }
  }
  if (isTaskListen(parsedBody))
    return [await serveTaskListen(parsedBody, request, mcp.taskListen, authInfo), cors];
  const legacy = await isLegacyRequest(request, parsedBody);
  const response = legacy
    ? await mcp.legacy.handle(request, parsedBody, authInfo)
    : await mcp.modern.fetch(request, {
        ...(parsedBody !== undefined && { parsedBody }),
        ...(authInfo && { authInfo }),
      });
  return [response, cors];
}

async function serveLink(
  request: Request,
  token: string,
  links: LinkRegistry,
  log: (message: string) => void,
): Promise<Response> {
  const decoded = decodePathSegment(token);
  const ticket = decoded === undefined ? undefined : links.open(decoded);
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Not no-referrer: under that policy Chromium posts the Finish form with `Origin: null`,
    // which the check below must refuse. same-origin keeps the real origin on our own post and
    // still sends no Referer (with the token in it) anywhere else.
    'referrer-policy': 'same-origin',
    // URL-mode pages must open top-level, never framed inside the client (spec, URL mode).
    'x-frame-options': 'DENY',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  };
  if (!ticket)
    return new Response('<!doctype html><p>This sign-in link is unknown or has expired.</p>\n', {
      status: 404,
      headers,
    });
  try {
    if (request.method === 'GET')
      return new Response(linkPage(ticket, await links.isComplete(ticket.nonce)), { headers });
    if (request.method === 'POST') {
      // The Finish form posts to itself; a cross-site post must not complete someone's sign-in.
      if (!isSameOriginPost(request))
        return new Response('Cross-origin form posts are refused\n', { status: 403 });
      await links.complete(ticket.nonce);
      return new Response(linkPage(ticket, true), { headers });
    }
  } catch (error) {
    // The store is down: say so, and let the user press Finish again once it is back.
    log(`sign-in page: ${(error as Error).message}`);
    return new Response(
      '<!doctype html><p>Sign-in cannot be recorded right now (the server store is unavailable). Try again shortly.</p>\n',
      { status: 503, headers: { ...headers, 'retry-after': '5' } },
    );
  }
  return new Response('Method not allowed\n', { status: 405, headers: { allow: 'GET, POST' } });
}

/** Percent-decodes a path segment; undefined for malformed escapes such as `%E0`. */
function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function jsonError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
