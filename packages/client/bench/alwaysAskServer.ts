// The bench's server: the official SDK v2 server (createMcpHandler on node:http, 127.0.0.1, a
// free port) with one tool, `always_ask`, that returns input_required for `rounds` rounds and
// then completes. Its round count travels in requestState, so it keeps nothing between requests.
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

// @elicitkit/client does not depend on the server SDK; the demo server does, so the bench borrows
// that exact copy (the same @modelcontextprotocol/server the demo and its tests run).
interface ServerSdk {
  McpServer: new (
    info: { name: string; version: string },
    options: { capabilities: Record<string, unknown> },
  ) => {
    registerTool(
      name: string,
      config: { description: string; inputSchema: unknown },
      handler: (
        args: { rounds: number },
        ctx: { mcpReq: { requestState<T>(): T | undefined } },
      ) => unknown,
    ): void;
  };
  createMcpHandler(factory: () => unknown): {
    fetch(request: Request): Promise<Response>;
    close(): Promise<void>;
  };
  inputRequired: ((spec: {
    inputRequests: Record<string, unknown>;
    requestState: string;
  }) => unknown) & {
    elicit(request: { message: string; requestedSchema: Record<string, unknown> }): unknown;
  };
  fromJsonSchema(schema: Record<string, unknown>): unknown;
}

async function loadServerSdk(): Promise<ServerSdk> {
  const require = createRequire(join(root, 'apps', 'demo-server', 'package.json'));
  const entry = require.resolve('@modelcontextprotocol/server');
  // require.resolve picks the CommonJS entry; the ESM build sits next to it.
  const esm = entry.replace(/\.cjs$/, '.mjs');
  return (await import(pathToFileURL(esm).href)) as ServerSdk;
}

const QUESTION = {
  type: 'object',
  properties: { ok: { type: 'boolean', title: 'Go on?' } },
  required: ['ok'],
};

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

export async function startAlwaysAskServer(): Promise<BenchServer> {
  const sdk = await loadServerSdk();
  const handler = sdk.createMcpHandler(() => {
    const server = new sdk.McpServer(
      { name: 'elicitkit-bench', version: '0.0.0' },
      { capabilities: { tools: {} } },
    );
    server.registerTool(
      'always_ask',
      {
        description: 'Asks a yes/no question for `rounds` rounds, then completes.',
        inputSchema: sdk.fromJsonSchema({
          type: 'object',
          properties: { rounds: { type: 'integer', minimum: 0 } },
          required: ['rounds'],
        }),
      },
      ({ rounds }, ctx) => {
        const asked = Number(ctx.mcpReq.requestState<string>() ?? '0');
        if (asked >= rounds) return { content: [{ type: 'text', text: `done after ${asked}` }] };
        return sdk.inputRequired({
          inputRequests: {
            go_on: sdk.inputRequired.elicit({ message: 'Go on?', requestedSchema: QUESTION }),
          },
          requestState: String(asked + 1),
        });
      },
    );
    return server;
  });

  const http = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const response = await handler.fetch(
        new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
          method: req.method ?? 'GET',
          headers,
          ...(chunks.length > 0 && { body: Buffer.concat(chunks) }),
        }),
      );
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      res.writeHead(response.status, out);
      if (response.body) for await (const chunk of response.body) res.write(chunk);
      res.end();
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async close() {
      await handler.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
