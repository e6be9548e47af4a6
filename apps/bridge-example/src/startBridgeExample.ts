import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ElicitClient, ProtocolChoice, ToolCall } from '@elicitkit/client';
import { connect, resumeToolCall } from '@elicitkit/client';
import type { BridgeErrorCode, BridgeStore, ElicitationBridge } from '@elicitkit/client/bridge';
import { BridgeError, createElicitationBridge } from '@elicitkit/client/bridge';
import type { AnswerRefusal, BridgeEvent, FieldError } from '@elicitkit/core';
import { buildPage } from './buildPage.js';
import { ownerSessions } from './ownerSessions.js';
import { pageEnvelope, pageEvent } from './pageView.js';
import type { RefusalCode } from './refusalWords.js';
import { refusalWords } from './refusalWords.js';
import { readJsonBody } from './readJsonBody.js';
import type { Allowed } from './requestRefusal.js';
import { allowedFor, requestRefusal } from './requestRefusal.js';

export interface BridgeExampleOptions {
  /** The MCP server the host's client talks to. */
  mcpUrl: string;
  port?: number;
  /** How long a question waits for the person (default 10 min). */
  ttlMs?: number;
  store?: BridgeStore;
  /** The protocol the host's client speaks (default: negotiated). */
  protocol?: ProtocolChoice;
  log?: (line: string) => void;
  /**
   * The origin pages are served from when it is not this server's own loopback address (behind
   * a proxy, say `https://chat.example`): its host is answered to and its pages may POST.
   */
  origin?: string;
  /** Signs the owner ids this server issues; replicas sharing sessions share it. Default random. */
  sessionSecret?: string;
}

export interface RunningBridgeExample {
  readonly origin: string;
  /** What crossed the wire, for the bench: SSE events written and answers POSTed. */
  readonly counts: { sseEvents: number; answerPosts: number };
  /** The bridge itself (benches ask through it directly). */
  readonly bridge: ElicitationBridge;
  /** The owner a session cookie's value names, when this server issued it (benches). */
  ownerOf(cookie: string): string | undefined;
  close(): Promise<void>;
}

const COOKIE = 'ek_owner';
const MAX_BODY = 64 * 1024;

const STATUS: Record<BridgeErrorCode, number> = {
  'unknown-question': 404,
  'foreign-owner': 403,
  answered: 409,
  expired: 409,
  withdrawn: 409,
  'invalid-answer': 422,
  'holder-gone': 410,
  'resume-failed': 502,
  'no-owner': 500,
  'store-failed': 503,
};

const PAGE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>elicitkit bridge example</title><link rel="stylesheet" href="/app.css" /></head>
  <body><div id="root"></div><script type="module" src="/app.js"></script></body>
</html>`;

/** The session cookie's value as sent, whatever it holds (it is checked by ownerSessions). */
function cookieOf(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE) return value;
  }
  return undefined;
}

const sessionCookie = (value: string) => `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict`;

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** A refusal in the example's words: `{ code, message }`. */
function refuse(
  response: ServerResponse,
  status: number,
  code: RefusalCode,
  headers?: Record<string, string>,
): void {
  sendJson(response, status, { code, message: refusalWords[code] }, headers);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A web host whose MCP client runs on the server: one elicitkit connection per owner (the
 * session cookie), its questions bridged to that owner's pages over SSE, answers POSTed back and
 * validated here before the loop sends them. `POST /call` runs a tool for the owner and answers
 * with its result once the person has answered.
 */
export async function startBridgeExample(
  options: BridgeExampleOptions,
): Promise<RunningBridgeExample> {
  const log = options.log ?? (() => undefined);
  const sessions = ownerSessions(options.sessionSecret);
  const clients = new Map<string, Promise<ElicitClient>>();
  /** Results of calls this replica finished for each owner (a chat backend's history). */
  const results = new Map<string, unknown[]>();
  const finished = async (owner: string, call: ToolCall) => {
    const result = await call.result;
    results.set(owner, [...(results.get(owner) ?? []), { tool: call.tool, result }].slice(-20));
    return result;
  };
  const bridge = createElicitationBridge({
    ttlMs: options.ttlMs ?? 10 * 60_000,
    ...(options.store && { store: options.store }),
    // The replica that asked is gone: continue its 2026-07-28 call here, with the answer in it.
    resume: async (snapshot, owner) => {
      const call = resumeToolCall(await clientFor(owner), snapshot);
      finished(owner, call).catch((error: unknown) => {
        log(`bridge-example: resumed ${call.tool}: ${String(error)}`);
      });
    },
  });
  const { script, styles } = await buildPage();
  const streams = new Set<ServerResponse>();
  const counts = { sseEvents: 0, answerPosts: 0 };

  const clientFor = (owner: string) => {
    let client = clients.get(owner);
    if (!client) {
      client = connect({
        url: options.mcpUrl,
        serverId: 'demo',
        renderer: bridge.rendererFor(owner),
        ...(options.protocol && { protocol: options.protocol }),
      });
      client.catch(() => clients.delete(owner));
      clients.set(owner, client);
    }
    return client;
  };

  /**
   * Open streams by page (the `tab` a page names itself with), with the questions it answered:
   * their closed notice is not sent back to it, as it took them down itself.
   */
  const tabs = new Map<string, { owner: string; answered: Set<string> }>();

  const events = (
    request: IncomingMessage,
    response: ServerResponse,
    owner: string,
    tab: string | undefined,
  ) => {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    streams.add(response);
    const page = { owner, answered: new Set<string>() };
    if (tab) tabs.set(tab, page);
    const write = (event: BridgeEvent) => {
      // The page that answered already took the question down: one SSE event per question.
      if (event.type === 'closed' && page.answered.delete(event.id)) return;
      counts.sseEvents++;
      response.write(`data: ${JSON.stringify(pageEvent(event))}\n\n`);
    };
    // Subscribe first, then replay what is open: a question asked in between is sent twice at
    // worst, and the page shows each id once.
    const unsubscribe = bridge.subscribe(owner, write);
    void bridge.pending(owner).then((open) => {
      for (const envelope of open) write({ type: 'asked', envelope });
    });
    response.write(': open\n\n');
    request.once('close', () => {
      unsubscribe();
      streams.delete(response);
      if (tab && tabs.get(tab) === page) tabs.delete(tab);
    });
  };

  const answer = async (
    request: IncomingMessage,
    response: ServerResponse,
    owner: string,
    id: string,
    tab: string | undefined,
  ) => {
    counts.answerPosts++;
    const read = await readJsonBody(request, MAX_BODY);
    if (!read.ok) return refuse(response, read.status, read.code);
    // An ElicitResult is an object; `null` or a bare value is no answer at all.
    if (!isObject(read.value)) return refuse(response, 400, 'bad-request');
    const body = read.value;
    const from = tab === undefined ? undefined : tabs.get(tab);
    const page = from?.owner === owner ? from : undefined;
    page?.answered.add(id);
    try {
      const result = await bridge.respond(id, body, owner);
      sendJson(response, 200, { result });
    } catch (error) {
      page?.answered.delete(id);
      if (!(error instanceof BridgeError)) throw error;
      // `closed` tells the page the question is gone (it takes it down); without it, the page
      // keeps the answer on screen.
      const refusal: AnswerRefusal & { errors: readonly FieldError[] } = {
        code: error.code,
        ...(error.closed && { closed: error.closed }),
        message: error.message,
        errors: error.errors,
      };
      sendJson(response, STATUS[error.code], refusal);
    }
  };

  const call = async (request: IncomingMessage, response: ServerResponse, owner: string) => {
    const read = await readJsonBody(request, MAX_BODY);
    if (!read.ok) return refuse(response, read.status, read.code);
    const body = read.value;
    if (!isObject(body) || typeof body['tool'] !== 'string')
      return refuse(response, 400, 'bad-request');
    const client = await clientFor(owner);
    const args = isObject(body['arguments']) ? body['arguments'] : {};
    const result = await finished(owner, client.callTool(body['tool'], args));
    sendJson(response, 200, { result });
  };

  // Known once the server listens (the port is part of every allowed Host); nothing is
  // answered before that.
  let allowed: Allowed = { hosts: new Set(), origins: new Set() };
  const server = createServer((request, response) => {
    const handle = async () => {
      // Every request, the page and its script included: a rebinding page gets nothing at all.
      const refused = requestRefusal(request, allowed);
      if (refused) return refuse(response, refused.status, refused.code);
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const owner = sessions.verify(cookieOf(request));
      if (request.method === 'GET' && url.pathname === '/') {
        const headers: Record<string, string> = {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        };
        // A cookie this server did not issue is replaced, never adopted.
        if (!owner) headers['set-cookie'] = sessionCookie(sessions.issue().cookie);
        response.writeHead(200, headers);
        return void response.end(PAGE_HTML);
      }
      if (request.method === 'GET' && url.pathname === '/app.js') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        return void response.end(script);
      }
      if (request.method === 'GET' && url.pathname === '/app.css') {
        response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        return void response.end(styles);
      }
      if (!owner)
        return refuse(response, 401, 'no-session', {
          'set-cookie': sessionCookie(sessions.issue().cookie),
        });
      const tab = url.searchParams.get('tab') ?? undefined;
      if (request.method === 'GET' && url.pathname === '/events')
        return events(request, response, owner, tab);
      if (request.method === 'GET' && url.pathname === '/results')
        return sendJson(response, 200, { results: results.get(owner) ?? [] });
      if (request.method === 'GET' && url.pathname === '/pending')
        return sendJson(response, 200, {
          pending: (await bridge.pending(owner)).map(pageEnvelope),
        });
      const answerMatch = /^\/answer\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && answerMatch?.[1]) {
        let id: string;
        try {
          id = decodeURIComponent(answerMatch[1]);
        } catch {
          return refuse(response, 400, 'bad-path');
        }
        return answer(request, response, owner, id, tab);
      }
      if (request.method === 'POST' && url.pathname === '/call')
        return call(request, response, owner);
      refuse(response, 404, 'not-found');
    };
    handle().catch((error: unknown) => {
      log(`bridge-example: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) refuse(response, 500, 'failed');
      else response.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  allowed = allowedFor(port, options.origin);
  return {
    origin: `http://127.0.0.1:${port}`,
    counts,
    bridge,
    ownerOf: (cookie) => sessions.verify(cookie),
    async close() {
      for (const stream of streams) stream.end();
      await bridge.close();
      await Promise.all(
        [...clients.values()].map((client) => client.then((c) => c.close()).catch(() => undefined)),
      );
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
