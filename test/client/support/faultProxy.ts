import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ProxiedRequest {
  method: string;
  /** The JSON-RPC request body, parsed. */
  body: Record<string, unknown> | undefined;
  /** 0-based count of POSTs seen so far. */
  index: number;
}

/** What to do with one request: forward it, answer it with a fault, or rewrite the real answer. */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'respond'; status: number; contentType: string; body: string }
  | { kind: 'rewrite'; transform: (text: string) => string }
  | { kind: 'hang' };

export interface FaultProxy {
  readonly url: string;
  /** Each POST is matched against the rules in order; the first non-pass fault applies. */
  rules: ((request: ProxiedRequest) => Fault | undefined)[];
  close(): Promise<void>;
}

const HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** A tiny loopback HTTP proxy in front of an MCP endpoint that can inject faults per request. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let index = 0;
  const hanging = new Set<ServerResponse>();
  const proxy: FaultProxy = {
    url: '',
    rules: [],
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bodyText = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(bodyText) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    let fault: Fault = { kind: 'pass' };
    if (req.method === 'POST') {
      const seen = { method: req.method, body, index: index++ };
      for (const rule of proxy.rules) {
        const chosen = rule(seen);
        if (chosen && chosen.kind !== 'pass') {
          fault = chosen;
          break;
        }
      }
    }
    if (fault.kind === 'respond') {
      res.writeHead(fault.status, { 'content-type': fault.contentType }).end(fault.body);
      return;
    }
    if (fault.kind === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP.has(name) && typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(new URL(req.url ?? '/', target), {
      method: req.method ?? 'GET',
      headers,
      ...(req.method !== 'GET' && req.method !== 'HEAD' && { body: bodyText }),
    });
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!HOP.has(name)) out[name] = value;
    });
    if (fault.kind === 'rewrite') {
      const text = fault.transform(await upstream.text());
      res.writeHead(upstream.status, out).end(text);
      return;
    }
    res.writeHead(upstream.status, out);
    if (!upstream.body) {
      res.end();
      return;
    }
    for await (const chunk of upstream.body) res.write(chunk);
    res.end();
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const path = new URL(target).pathname;
  (proxy as { url: string }).url = `http://127.0.0.1:${port}${path}`;
  return proxy;
}
