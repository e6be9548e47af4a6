import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

export interface WebServerOptions {
  /** The Vite build output (the folder holding index.html). */
  root: string;
  /** Default 127.0.0.1: the demo is for this machine only. */
  host?: string;
  /** Default 0 (any free port). */
  port?: number;
}

export interface RunningWebServer {
  /** e.g. http://127.0.0.1:5173 */
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

// The page talks to MCP servers itself; nothing here needs to be framed or to leak a referrer.
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** Resolves a URL path inside root, or undefined when it would escape it. */
function fileFor(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built demo: static files, with index.html for the bare path and for any path without
 * a file extension (the page keeps its state in the query string, not in routes). Hashed assets
 * are cached forever; index.html never is, so a rebuild shows at once.
 */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  const root = resolve(options.root);
  const index = join(root, 'index.html');
  if (!(await isFile(index)))
    throw new Error(`${index} does not exist: build the web demo first (vite build).`);

  const send = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...COMMON_HEADERS }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    let file = fileFor(root, pathname);
    if (file === undefined) {
      res.writeHead(400, COMMON_HEADERS).end('Bad path\n');
      return;
    }
    if (!(await isFile(file))) {
      if (extname(pathname) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain', ...COMMON_HEADERS }).end('Not found\n');
        return;
      }
      file = index;
    }
    const immutable = file !== index && file.startsWith(join(root, 'assets') + sep);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-store',
      ...COMMON_HEADERS,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };

  const server = createServer((req, res) => {
    send(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end('Internal error\n');
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    origin,
    port,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
