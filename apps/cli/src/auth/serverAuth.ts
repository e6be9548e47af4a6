// Turns the sign-in flags into what connect() takes: static headers, or an OAuth provider on the
// sign-in store for this server (the OS keyring, else the files: tokens from `elicitkit login`,
// refreshed as they near expiry).
import type { AuthorizeHandler, ElicitOAuthProvider } from '@elicitkit/client';
import { createOAuthProvider } from '@elicitkit/client';
import type { CliLocalizer } from '../messages/CliLocalizer.js';
import type { CliIo } from '../command.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { UsageError } from '../usageError.js';
import type { SignInStore } from './signInStore.js';
import { openSignInStore } from './signInStore.js';
import { storeNoticeLine } from './storeNoticeLine.js';

/** Where a sign-in in this run comes back to, and how the person is asked. */
export interface SignInSource {
  redirectUrl: string;
  authorize: AuthorizeHandler;
}

/** How what the stores find (a file repaired, refused, unreadable; no keyring) is told. */
export interface StoreNotices {
  words: CliLocalizer;
  /** Before a line is written (stops the spinner). */
  before?: () => void;
}

export interface ServerAuth {
  headers?: Record<string, string>;
  /** Absent when static credentials were given. */
  oauth?: ElicitOAuthProvider;
  /** Where the sign-in is kept (absent with static credentials). */
  store?: SignInStore;
}

const HEADER = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/;

function parseHeaders(flag: string | boolean | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (typeof flag !== 'string') return headers;
  for (const line of flag.split('\n')) {
    const match = HEADER.exec(line);
    if (!match)
      throw new UsageError({
        key: 'cli.usage.badHeader',
        values: { flag: '--header', example: '"Name: value"' },
      });
    headers[(match[1] as string).toLowerCase()] = match[2] as string;
  }
  return headers;
}

function envValue(io: CliIo, flag: string, name: string): string {
  const value = io.env[name];
  if (!value) throw new UsageError({ key: 'cli.usage.envNotSet', values: { flag, name } });
  return value;
}

/**
 * Static credentials win: `--header Authorization` or `--bearer-token-env` means no OAuth.
 * Otherwise an OAuth provider over the kept sign-in. `signIn` is where a sign-in comes back (a
 * loopback listener) and how the person is asked; without it, the redirect the client registered
 * with is reused, so a refresh works and nothing listens, and a needed sign-in fails with
 * AuthorizationError (`authorization-required`).
 */
export async function serverAuth(
  url: string,
  flags: Record<string, string | boolean>,
  io: CliIo,
  signIn?: SignInSource | (() => Promise<SignInSource>),
  notices: StoreNotices = { words: ENGLISH_SPEECH.words },
): Promise<ServerAuth> {
  const headers = parseHeaders(flags['header']);
  const tokenEnv = flags['bearer-token-env'];
  if (typeof tokenEnv === 'string')
    headers['authorization'] = `Bearer ${envValue(io, '--bearer-token-env', tokenEnv)}`;
  const withHeaders = Object.keys(headers).length > 0 ? { headers } : {};
  if (headers['authorization'] !== undefined) return withHeaders;

  const store = await openSignInStore(io.env, url, {
    onNotice: (notice) => {
      notices.before?.();
      io.err(`elicitkit: ${storeNoticeLine(notices.words, notice)}`);
    },
  });
  const clientId = flags['client-id'];
  const secretEnv = flags['client-secret-env'];
  if (typeof secretEnv === 'string' && typeof clientId !== 'string')
    throw new UsageError({
      key: 'cli.usage.needsFlag',
      values: { flag: '--client-secret-env', other: '--client-id' },
    });
  const staticClient =
    typeof clientId === 'string'
      ? {
          client_id: clientId,
          ...(typeof secretEnv === 'string' && {
            client_secret: envValue(io, '--client-secret-env', secretEnv),
          }),
        }
      : undefined;
  // A registered client's record is the full RFC 7591 answer, redirect_uris included.
  const kept = (await store.get('client')) as { redirect_uris?: unknown } | undefined;
  const registered = Array.isArray(kept?.redirect_uris)
    ? (kept.redirect_uris[0] as string | undefined)
    : undefined;
  // Started only now that OAuth is in use (a listener, for call and tools at a terminal).
  const options = typeof signIn === 'function' ? await signIn() : signIn;
  const redirectUrl = options?.redirectUrl ?? registered ?? 'http://127.0.0.1/callback';
  const oauth = createOAuthProvider({
    store,
    redirectUrl,
    clientName: 'elicitkit (command line)',
    ...(staticClient && { staticClient }),
    ...(typeof flags['scope'] === 'string' && { scope: flags['scope'] }),
    ...(options && { authorize: options.authorize }),
  });
  return { ...withHeaders, oauth, store };
}
