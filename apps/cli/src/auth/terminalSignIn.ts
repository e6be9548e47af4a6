// A sign-in in this terminal, for `elicitkit login` and for call / tools / task when a person is
// at the terminal: the page opens in $BROWSER (or the platform opener), the redirect comes back
// to a loopback listener, and with --no-browser the person pastes the address the browser ends on.
import { createInterface } from 'node:readline';
import type { AuthorizationResponse, AuthorizeHandler } from '@elicitkit/client';
import type { CliLocalizer } from '../messages/CliLocalizer.js';
import { signInMsg } from '@elicitkit/core';
import type { CliIo } from '../command.js';
import { UsageError } from '../usageError.js';
import { line, shown } from './authWords.js';
import type { LoopbackListener } from './loopbackListener.js';
import {
  CallbackPortBusyError,
  SIGN_IN_TIMEOUT_MS,
  startLoopbackListener,
} from './loopbackListener.js';
import { openBrowser } from './openBrowser.js';

export interface TerminalSignIn {
  /** The loopback listener's redirect address (the provider's `redirectUrl`). */
  readonly redirectUrl: string;
  readonly authorize: AuthorizeHandler;
  /** A sign-in gave up after five minutes (the error it threw says only "aborted"). */
  timedOut(): boolean;
  close(): Promise<void>;
}

export interface TerminalSignInOptions {
  io: CliIo;
  words: CliLocalizer;
  /** The server, display-safe, as the person named it. */
  server: string;
  /** `--callback-port`; 0 for any free port. */
  port: number;
  noBrowser: boolean;
  stdin: NodeJS.ReadStream;
  /** Before anything is written (stops a spinner). */
  before?: () => void;
  /**
   * After a pasted address, let go of stdin entirely (login: nothing reads it again, and an
   * open stdin keeps the process alive). Otherwise stdin is only paused, for the prompt.
   */
  releaseStdin: boolean;
}

/** `--callback-port` as a port number (0 when absent). */
export function callbackPort(flag: string | boolean | undefined): number {
  if (flag === undefined) return 0;
  const port = Number(flag);
  if (typeof flag !== 'string' || !Number.isInteger(port) || port < 1 || port > 65535)
    throw new UsageError({ key: 'cli.usage.port', values: { flag: '--callback-port' } });
  return port;
}

/** One pasted line: the redirect address, or its query. */
function readPasted(
  stdin: NodeJS.ReadStream,
  release: boolean,
  words: CliLocalizer,
  signal: AbortSignal,
): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    // terminal: false keeps the terminal's own line editing and echo: the person sees the paste.
    const lines = createInterface({ input: stdin, terminal: false });
    const done = () => {
      lines.close();
      if (release) stdin.destroy();
      else stdin.pause();
    };
    signal.addEventListener('abort', () => {
      done();
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    });
    lines.on('line', (text) => {
      const pasted = text.trim();
      if (pasted === '') return;
      done();
      try {
        resolve(
          pasted.startsWith('http')
            ? new URL(pasted).searchParams
            : new URLSearchParams(pasted.replace(/^\?/, '')),
        );
      } catch {
        reject(new UsageError({ key: 'auth.cli.badPaste' }));
      }
    });
  });
}

/**
 * Starts the loopback listener (a busy pinned port throws UsageError: never a silent switch)
 * and returns the `authorize` handler that shows where the person signs in — the authorization
 * server's origin and, for a step-up, the added scopes — then waits for the redirect.
 */
export async function startTerminalSignIn(options: TerminalSignInOptions): Promise<TerminalSignIn> {
  const { io, words } = options;
  let listener: LoopbackListener;
  try {
    listener = await startLoopbackListener(
      options.port,
      words.format({ key: 'auth.cli.callbackPage' }),
      words.locale,
    );
  } catch (error) {
    if (error instanceof CallbackPortBusyError)
      throw new UsageError({ key: 'auth.cli.portBusy', values: { port: options.port } });
    throw error;
  }
  let timedOut = false;
  const authorize: AuthorizeHandler = async (request): Promise<AuthorizationResponse> => {
    options.before?.();
    const shownRequest = {
      ...request,
      authorizationServerOrigin: shown(request.authorizationServerOrigin),
      ...(request.scopes && { scopes: request.scopes.map((scope) => shown(scope, 100)) }),
    };
    io.err(line(words, signInMsg(shownRequest)));
    io.err(line(words, { key: 'auth.cli.page', values: { server: options.server } }));
    io.err(`  ${request.url.href}\n`);
    const timeout = AbortSignal.timeout(SIGN_IN_TIMEOUT_MS);
    timeout.addEventListener('abort', () => (timedOut = true));
    const signal = AbortSignal.any([request.signal, timeout]);
    if (options.noBrowser) {
      io.err(line(words, { key: 'auth.cli.paste' }));
      // Whichever comes first wins; the other wait is ended so nothing keeps the process up.
      const race = new AbortController();
      const both = AbortSignal.any([signal, race.signal]);
      try {
        return await Promise.race([
          listener.next(both),
          readPasted(options.stdin, options.releaseStdin, words, both),
        ]);
      } finally {
        race.abort();
      }
    }
    // Armed before the browser opens: a fast browser may come back before the opener returns.
    const redirect = listener.next(signal);
    if (!(await openBrowser(request.url.href, io.env)))
      io.err(line(words, { key: 'auth.cli.noBrowser' }));
    return redirect;
  };
  return {
    redirectUrl: listener.redirectUrl,
    authorize,
    timedOut: () => timedOut,
    close: () => listener.close(),
  };
}
