// The redirect's landing place for `elicitkit login`: an HTTP listener on 127.0.0.1 (never the
// name localhost, which may resolve to ::1 only), answering GET /callback once.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

export interface LoopbackListener {
  readonly redirectUrl: string;
  /** The redirect's query, from the first GET /callback. */
  next(signal: AbortSignal): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export class CallbackPortBusyError extends Error {}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>elicitkit</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto">
<p>Done. You can close this tab and return to the terminal.</p></body></html>
`;

/** Listens on `port` (0: any free one). A pinned port that is busy is an error, never a switch. */
export async function startLoopbackListener(port: number): Promise<LoopbackListener> {
  let deliver: ((params: URLSearchParams) => void) | undefined;
  let received: URLSearchParams | undefined;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' || url.pathname !== '/callback' || received) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    received = url.searchParams;
    // The page echoes nothing of the query: it may carry an error text chosen by anyone.
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      })
      .end(PAGE);
    deliver?.(received);
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
        if (received) return resolve(received);
        const timer = setTimeout(
          () => reject(new Error('no sign-in came back within five minutes')),
          SIGN_IN_TIMEOUT_MS,
        );
        // A pasted answer may win the race; this wait must not keep the process alive then.
        timer.unref();
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        });
        deliver = (params) => {
          clearTimeout(timer);
          resolve(params);
        };
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
