// The redirect's landing place for a sign-in in the terminal: an HTTP listener on 127.0.0.1
// (never the name localhost, which may resolve to ::1 only), answering GET /callback once per
// sign-in. One listener serves every sign-in of a run (at connect, then a step-up mid-call).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

export interface LoopbackListener {
  readonly redirectUrl: string;
  /**
   * The query of the next GET /callback. Call it before the browser is opened: a callback that
   * comes while nobody waits is refused (404), so a stale or repeated one is never taken.
   */
  next(signal: AbortSignal): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export class CallbackPortBusyError extends Error {}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(text: string, lang: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>elicitkit</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto">
<p>${escapeHtml(text)}</p></body></html>
`;
}

/**
 * Listens on `port` (0: any free one). A pinned port that is busy is an error, never a switch.
 * `done` is the page's one sentence (the catalogue's, in the CLI's language).
 */
export async function startLoopbackListener(
  port: number,
  done: string,
  lang = 'en',
): Promise<LoopbackListener> {
  let waiting: ((params: URLSearchParams) => void) | undefined;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const deliver = waiting;
    if (req.method !== 'GET' || url.pathname !== '/callback' || !deliver) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    waiting = undefined;
    // The page echoes nothing of the query: it may carry an error text chosen by anyone.
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      .end(page(done, lang));
    deliver(url.searchParams);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new CallbackPortBusyError(`port ${port} on 127.0.0.1 is in use`)
          : error,
      ),
    );
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    redirectUrl: `http://127.0.0.1:${bound}/callback`,
    next: (signal) =>
      new Promise((resolve, reject) => {
        const onAbort = () => {
          if (waiting === deliver) waiting = undefined;
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        };
        const deliver = (params: URLSearchParams) => {
          signal.removeEventListener('abort', onAbort);
          resolve(params);
        };
        if (signal.aborted) return onAbort();
        waiting = deliver;
        signal.addEventListener('abort', onAbort, { once: true });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
