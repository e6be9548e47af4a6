// Sign-in for call, tools and task: the kept tokens (refreshed as they near expiry); at a
// terminal, a sign-in started there and then when none is usable (at connect, or a step-up or an
// expired grant in the middle of a call); without one, never a browser or a listener: exit 5 and
// `run: elicitkit login <url>`.
import type { ElicitOAuthProvider } from '@elicitkit/client';
import type { CliLocalizer } from '../messages/CliLocalizer.js';
import { authorizationErrorMsg } from '@elicitkit/core';
import type { CliIo } from '../command.js';
import type { ServerTarget } from '../serverTarget.js';
import { UsageError } from '../usageError.js';
import { EXIT_AUTH_REQUIRED } from './authFlags.js';
import { line, shown } from './authWords.js';
import type { TerminalSignIn } from './terminalSignIn.js';
import { storeRefusal } from './TokenStoreRefusedError.js';

const SIGN_IN_FLAG_NAMES = [
  'header',
  'bearer-token-env',
  'client-id',
  'client-secret-env',
  'scope',
  'callback-port',
  'no-browser',
];

export interface CallAuth {
  /** What connect() takes. */
  connect: { headers?: Record<string, string>; authProvider?: ElicitOAuthProvider };
  /** Present when a person at this terminal can sign in during this run. */
  signIn?: TerminalSignIn;
  close(): Promise<void>;
}

export interface CallAuthOptions {
  /** A person is at this terminal (stdin and the prompt's output are TTYs). */
  interactive: boolean;
  words: CliLocalizer;
  /** The server as the person named it, display-safe. */
  where: string;
  stdin: NodeJS.ReadStream;
  /** Before a sign-in writes anything (stops the spinner). */
  before?: () => void;
}

/** The sign-in flags as connect() options; the OAuth code loads only for an HTTP server. */
export async function callAuth(
  target: ServerTarget,
  flags: Record<string, string | boolean>,
  io: CliIo,
  options: CallAuthOptions,
): Promise<CallAuth> {
  if (target.url === undefined) {
    if (SIGN_IN_FLAG_NAMES.some((f) => f in flags))
      throw new UsageError({ key: 'cli.usage.signInFlagsHttp', values: { stdio: '--stdio' } });
    return { connect: {}, close: async () => undefined };
  }
  const [{ serverAuth }, { callbackPort, startTerminalSignIn }] = await Promise.all([
    import('./serverAuth.js'),
    import('./terminalSignIn.js'),
  ]);
  const port = callbackPort(flags['callback-port']);
  let signIn: TerminalSignIn | undefined;
  // The listener starts only when a person is here to sign in, and only for OAuth.
  const startSignIn = options.interactive
    ? async () =>
        (signIn ??= await startTerminalSignIn({
          io,
          words: options.words,
          server: options.where,
          port,
          noBrowser: flags['no-browser'] === true,
          stdin: options.stdin,
          releaseStdin: false,
          ...(options.before && { before: options.before }),
        }))
    : undefined;
  const { headers, oauth } = await serverAuth(String(target.url), flags, io, startSignIn, {
    words: options.words,
    ...(options.before && { before: options.before }),
  });
  return {
    connect: { ...(headers && { headers }), ...(oauth && { authProvider: oauth }) },
    ...(signIn && { signIn }),
    close: async () => signIn?.close(),
  };
}

/**
 * What to say and exit with when `error` is about signing in, or undefined when it is not. No
 * terminal: `run: elicitkit login <url>`. A sign-in here that failed: why, in the catalogue's
 * words (never the authorization server's own text).
 */
export function signInExit(
  io: CliIo,
  words: CliLocalizer,
  command: string,
  target: ServerTarget,
  error: unknown,
  signIn: TerminalSignIn | undefined,
): number | undefined {
  const where = shown(target.serverId ?? String(target.url ?? ''), 80);
  const failed = signInFailedText(words, error, signIn, where);
  if (failed === undefined) return undefined;
  const code = (error as { code?: unknown }).code;
  if (!signIn && (code === 'authorization-required' || code === 'authorization-declined')) {
    const url = shown(String(target.url ?? where));
    io.err(
      `elicitkit ${command}: ${line(words, { key: 'auth.cli.runLogin', values: { server: where, url } })}`,
    );
  } else io.err(`elicitkit ${command}: ${failed}`);
  return EXIT_AUTH_REQUIRED;
}

/** The line for a sign-in that did not complete, or undefined when `error` is not one. */
export function signInFailedText(
  words: CliLocalizer,
  error: unknown,
  signIn: TerminalSignIn | undefined,
  server: string,
): string | undefined {
  // The sign-in could not be kept (a folder or another user's file where it goes): say where.
  const refused = storeRefusal(error);
  if (refused !== undefined)
    return line(words, { key: 'auth.cli.storeRefused', values: { path: shown(refused.path) } });
  if (signIn?.timedOut()) return line(words, { key: 'auth.cli.timedOut' });
  const failure = error as { code?: unknown; problem?: unknown; oauthCode?: unknown } | null;
  const code = failure?.code;
  if (
    code !== 'authorization-required' &&
    code !== 'authorization-declined' &&
    code !== 'authorization-failed'
  )
    return undefined;
  const reason = words.format(
    authorizationErrorMsg({
      code,
      ...(typeof failure?.problem === 'string' && {
        problem: failure.problem as Parameters<typeof authorizationErrorMsg>[0]['problem'] & string,
      }),
      ...(typeof failure?.oauthCode === 'string' && { oauthCode: failure.oauthCode }),
    }),
  );
  return line(words, { key: 'auth.cli.incomplete', values: { server, reason } });
}
