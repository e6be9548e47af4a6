// Shared plumbing for the browser tests: real Debian Chromium through playwright-core (no browser
// download), a loopback static file server, and the build tools that live in packages/react
// (this test package does not depend on vite itself).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { launchChromium as launchShared } from '../support/chromium.js';

export const ROOT = resolve(import.meta.dirname, '../..');
export const REACT_DIR = join(ROOT, 'packages/react');
/** Imports a package that packages/react depends on (vite, @vitejs/plugin-react, …). */
export async function importFromReactPackage<T>(name: string): Promise<T> {
  const dir = join(REACT_DIR, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
    module?: string;
    main?: string;
  };
  const dot = pkg.exports?.['.'];
  const entry =
    typeof dot === 'string'
      ? dot
      : typeof dot === 'object' && dot !== null
        ? pickImport(dot as Record<string, unknown>)
        : (pkg.module ?? pkg.main ?? 'index.js');
  return (await import(pathToFileURL(join(dir, entry)).href)) as T;
}

function pickImport(conditions: Record<string, unknown>): string {
  for (const key of ['import', 'default', 'node']) {
    const value = conditions[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && value !== null)
      return pickImport(value as Record<string, unknown>);
  }
  throw new Error('no import entry');
}

/** A fresh profile each time (removed when the browser closes), sized for the host page. */
export function launchChromium(
  options: { timezoneId?: string; hasTouch?: boolean } = {},
): Promise<BrowserContext> {
  return launchShared({ viewport: { width: 900, height: 1000 }, ...options });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  /** Every path requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves `dir` on 127.0.0.1 at a free port; any other path answers 200 with a small page.
 * `headers` go on every response (e.g. a Content-Security-Policy).
 */
export async function serveStatic(
  dir: string,
  headers: Record<string, string> = {},
): Promise<StaticServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(req.url ?? '/');
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (file.startsWith(dir) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Landing</title><p>Landing page</p>');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
