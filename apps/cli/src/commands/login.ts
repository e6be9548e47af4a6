// `elicitkit login <url>`: runs the sign-in now, in the browser, and keeps the result.
import { createInterface } from 'node:readline';
import type { AuthorizeHandler, ElicitClient } from '@elicitkit/client';
import { AuthorizationRequiredError, ElicitClientError, connect } from '@elicitkit/client';
import { cancelResult, toDisplayText } from '@elicitkit/core';
import { AUTH_FLAGS, EXIT_AUTH_REQUIRED } from '../auth/authFlags.js';
import {
  CallbackPortBusyError,
  SIGN_IN_TIMEOUT_MS,
  startLoopbackListener,
} from '../auth/loopbackListener.js';
import type { LoopbackListener } from '../auth/loopbackListener.js';
import { openBrowser } from '../auth/openBrowser.js';
import { serverAuth } from '../auth/serverAuth.js';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK, EXIT_USAGE } from '../command.js';
import { parseArgs } from '../parseArgs.js';
import { UsageError } from '../usageError.js';
import { LOGIN_HELP } from './authCommandsInfo.js';
import { EXIT_CONNECT, errorText } from './call.js';
import { describeStatus, serverUrlArg } from './authStatus.js';

/** One pasted line: the redirect address, or its query. */
function readPasted(signal: AbortSignal): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: process.stdin });
    // Closing readline leaves stdin open, which would keep the process alive after sign-in.
    const done = () => {
      lines.close();
      process.stdin.destroy();
    };
    signal.addEventListener('abort', () => {
      done();
      reject(new Error('aborted'));
    });
    lines.on('line', (line) => {
      const text = line.trim();
      if (text === '') return;
      done();
      try {
        resolve(
          text.startsWith('http')
            ? new URL(text).searchParams
            : new URLSearchParams(text.replace(/^\?/, '')),
        );
      } catch {
        reject(new UsageError('that is not the address the browser ended on'));
      }
    });
  });
}

export const login: Command = {
  name: 'login',
  summary: 'sign in to an MCP server that needs authorization',
  help: LOGIN_HELP,
  async run(args: readonly string[], io: CliIo): Promise<number> {
    const parsed = parseArgs(args, {
      ...AUTH_FLAGS,
      'callback-port': { type: 'string' },
      'no-browser': { type: 'boolean' },
      help: { type: 'boolean' },
    });
    if (!parsed.ok) throw new UsageError(parsed.error);
    if (parsed.flags['help']) {
      io.out(LOGIN_HELP);
      return EXIT_OK;
    }
    const url = serverUrlArg(parsed.positionals, true) as string;
    const portText = parsed.flags['callback-port'];
    const port = portText === undefined ? 0 : Number(portText);
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      if (portText !== undefined)
        throw new UsageError('--callback-port must be a port number 1-65535');
    }
    const noBrowser = parsed.flags['no-browser'] === true;
    const where = toDisplayText(url, { singleLine: true, maxLength: 120 });

    let listener: LoopbackListener;
    try {
      listener = await startLoopbackListener(port);
    } catch (error) {
      if (!(error instanceof CallbackPortBusyError)) throw error;
      io.err(
        `elicitkit login: --callback-port ${port}: ${error.message}; free it or pick another\n`,
      );
      return EXIT_USAGE;
    }
    const timeout = AbortSignal.timeout(SIGN_IN_TIMEOUT_MS);
    const authorize: AuthorizeHandler = async (request) => {
      const origin = toDisplayText(request.authorizationServerOrigin, { singleLine: true });
      const scopes = request.scopes?.length
        ? ` (scopes: ${toDisplayText(request.scopes.join(' '), { singleLine: true })})`
        : '';
      io.err(`Sign in to ${origin} for ${where}${scopes}:\n  ${request.url.href}\n`);
      const signal = AbortSignal.any([request.signal, timeout]);
      if (noBrowser) {
        io.err('Open it in a browser, then paste the address the browser ends on here:\n');
        // Whichever comes first wins; the other wait is ended so nothing keeps the process up.
        const race = new AbortController();
        const both = AbortSignal.any([signal, race.signal]);
        try {
          return await Promise.race([listener.next(both), readPasted(both)]);
        } finally {
          race.abort();
        }
      }
      if (!(await openBrowser(request.url.href, io.env)))
        io.err('No browser could be opened: open the address above yourself.\n');
      return listener.next(signal);
    };

    let client: ElicitClient | undefined;
    try {
      const auth = await serverAuth(url, parsed.flags, io, {
        redirectUrl: listener.redirectUrl,
        authorize,
      });
      if (!auth.oauth)
        throw new UsageError('--bearer-token-env and --header Authorization need no login');
      try {
        client = await connect({
          url,
          authProvider: auth.oauth,
          ...(auth.headers && { headers: auth.headers }),
          renderer: async () => cancelResult(),
          capabilities: { form: false, url: false },
        });
      } catch (error) {
        if (error instanceof ElicitClientError && error.code.startsWith('authorization')) {
          const reason =
            error instanceof AuthorizationRequiredError ? 'no sign-in came back' : errorText(error);
          io.err(`elicitkit login: the sign-in to ${where} did not complete: ${reason}\n`);
          return EXIT_AUTH_REQUIRED;
        }
        if (timeout.aborted) {
          io.err('elicitkit login: no sign-in came back within five minutes\n');
          return EXIT_AUTH_REQUIRED;
        }
        io.err(`elicitkit login: could not connect to ${where}: ${errorText(error)}\n`);
        return EXIT_CONNECT;
      }
      const status = await auth.oauth.status();
      io.err(`Signed in to ${where}. ${describeStatus(status)}\n`);
      return EXIT_OK;
    } finally {
      await client?.close().catch(() => undefined);
      await listener.close();
    }
  },
};
