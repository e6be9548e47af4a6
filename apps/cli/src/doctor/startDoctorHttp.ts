import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  hostHeaderValidationResponse,
  isJsonContentType,
  isLegacyRequest,
  localhostAllowedHostnames,
} from '@modelcontextprotocol/server';
import type { McpHttpHandler } from '@modelcontextprotocol/server';
import type { DoctorLinks } from './doctorLinks.js';
import type { DoctorRecord } from './doctorRecord.js';
import { buildReport } from './doctorReport.js';
import type { LegacySessions } from './legacySessions.js';
import type { DoctorLocalizer } from './messages/DoctorLocalizer.js';
import { REPORT_CSS, REPORT_JS, linkPage, reportCard, reportPage } from './reportPage.js';

export interface DoctorHttpOptions {
  readonly port: number;
  readonly words: DoctorLocalizer;
  readonly record: DoctorRecord;
  readonly links: DoctorLinks;
  /** Absent under --stdio: the listener then serves only the report card and link pages. */
  readonly mcp?: { readonly modern: McpHttpHandler; readonly legacy: LegacySessions };
  readonly onError: (error: unknown) => void;
}

export interface DoctorHttp {
  readonly origin: string;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
// Only this machine's pages may call /mcp from a browser (the web demo runs on another port).
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/;
const CORS_ALLOW =
  'content-type, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id';
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'";

const html = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PAGE_CSP,
      'cache-control': 'no-store',
    },
  });

/**
 * The doctor's listener on 127.0.0.1: /mcp (2026-07-28 per request, 2025-11-25 per session), the
 * live report card (/, /card, /events, /report.json) and the link pages of URL questions, whose
 * every request is recorded.
 */
export async function startDoctorHttp(options: DoctorHttpOptions): Promise<DoctorHttp> {
  const { words, record, links, mcp } = options;
  let origin = '';
  const endpoint = () => (mcp ? `${origin}/mcp` : 'stdio');
  const report = () => buildReport(record.state.getState(), words);
  const streams = new Set<ServerResponse>();
  const unsubscribe = record.state.subscribe(() => {
    for (const res of streams) res.write('event: change\ndata: \n\n');
  });

  const route = async (
    request: Request,
    body: Buffer,
    res: ServerResponse,
  ): Promise<Response | undefined> => {
    const hostRejected = hostHeaderValidationResponse(request, localhostAllowedHostnames());
    if (hostRejected) return hostRejected;
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/mcp' && mcp) return serveMcp(request, body, mcp);
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (path === '/') return html(reportPage(report(), words, endpoint()));
      if (path === '/card') return html(reportCard(report(), words, endpoint()));
      if (path === '/report.json')
        return new Response(`${JSON.stringify(report(), null, 2)}\n`, {
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
          },
        });
      if (path === '/report.css')
        return new Response(REPORT_CSS, { headers: { 'content-type': 'text/css; charset=utf-8' } });
      if (path === '/report.js')
        return new Response(REPORT_JS, {
          headers: { 'content-type': 'text/javascript; charset=utf-8' },
        });
      if (path === '/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        res.write(': elicitkit doctor\n\n');
        streams.add(res);
        res.on('close', () => streams.delete(res));
        return undefined;
      }
    }
    const link = /^\/link\/([0-9a-f]{24})(\/done)?$/.exec(path);
    if (link?.[1] !== undefined) {
      const id = link[1];
      if (!links.has(id)) return html(linkPage(words, id, 'unknown'), 404);
      if (link[2] === undefined) {
        links.visit(id, request.method, request.headers.get('user-agent') ?? '');
        return html(linkPage(words, id, links.isDone(id) ? 'finished' : 'open'));
      }
      // Done is the page's own form: another site cannot press it for the person.
      const from = request.headers.get('origin');
      if (request.method !== 'POST' || (from !== null && from !== origin))
        return new Response('Forbidden\n', { status: 403 });
      links.finish(id);
      return html(linkPage(words, id, 'finished'));
    }
    return new Response('Not found\n', { status: 404 });
  };

  const onRequest = async (req: IncomingMessage, res: ServerResponse) => {
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    try {
      const body = await readBody(req);
      const request = toWebRequest(req, body, origin, abort.signal);
      const response = await route(request, body, res);
      if (response) await sendWebResponse(res, response, corsFor(request));
    } catch (error) {
      if (!res.headersSent)
        res.writeHead(error instanceof TooLarge ? 413 : 500, { 'content-type': 'text/plain' });
      res.end();
      if (!(error instanceof TooLarge)) options.onError(error);
    }
  };

  const server = createServer((req, res) => void onRequest(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  origin = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    async close() {
      unsubscribe();
      for (const res of streams) res.end();
      await mcp?.legacy.closeAll();
      await mcp?.modern.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

async function serveMcp(
  request: Request,
  body: Buffer,
  mcp: NonNullable<DoctorHttpOptions['mcp']>,
): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
  const from = request.headers.get('origin');
  if (from !== null && !LOOPBACK_ORIGIN.test(from))
    return new Response('Forbidden origin\n', { status: 403 });
  let parsedBody: unknown;
  if (request.method === 'POST') {
    if (!isJsonContentType(request.headers.get('content-type')))
      return new Response('Unsupported Media Type\n', { status: 415 });
    try {
      parsedBody = JSON.parse(body.toString('utf8'));
    } catch {
      return Response.json(
        { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null },
        { status: 400 },
      );
    }
  }
  return (await isLegacyRequest(request, parsedBody))
    ? mcp.legacy.handle(request, parsedBody)
    : mcp.modern.fetch(request, parsedBody === undefined ? {} : { parsedBody });
}

function corsFor(request: Request): Record<string, string> {
  const from = request.headers.get('origin');
  if (from === null || !LOOPBACK_ORIGIN.test(from) || new URL(request.url).pathname !== '/mcp')
    return {};
  return {
    'access-control-allow-origin': from,
    'access-control-expose-headers': 'mcp-session-id',
    vary: 'Origin',
    ...(request.method === 'OPTIONS' && {
      'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
      'access-control-allow-headers': [CORS_ALLOW, ...mcpParamHeaders(request)].join(', '),
      'access-control-max-age': '600',
    }),
  };
}

/** A preflight's own `Mcp-Param-*` header names, echoed back (no fixed list can hold them). */
const mcpParamHeaders = (request: Request): string[] =>
  (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => /^mcp-param-[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name));

class TooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > DEFAULT_MAX_REQUEST_BODY_SIZE) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toWebRequest(
  req: IncomingMessage,
  body: Buffer,
  origin: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    signal,
  });
}

/** Streams the body: a 2025 tool call's SSE stream stays open while its questions are pushed. */
async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, { ...headers, ...extra });
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  res.on('close', stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The client went away mid-stream.
  } finally {
    res.off('close', stop);
    res.end();
  }
}
