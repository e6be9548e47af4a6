import type { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { AuthorizationError } from './authorizationError.js';
import { authFailure, needsAuthorization, refusedWithoutProvider } from './authFailure.js';
import { oauthInternals } from './oauthProvider.js';

/** The HTTP transport of one connect attempt, for finishing a sign-in on it. */
export interface ConnectAttempt {
  transport?: StreamableHTTPClientTransport;
}

/** The parts of connect()'s options a sign-in needs. */
interface SignInOptions {
  url?: string | URL;
  authProvider?: unknown;
  signal?: AbortSignal;
}

/** Sign-ins one connect may ask for before it gives up (the server keeps refusing). */
const MAX_CONNECT_SIGN_INS = 2;

const never = new AbortController().signal;

/**
 * Connects; when the server needs a sign-in, asks the host's `authorize`, finishes the exchange
 * on the failed transport, and connects again on a new transport and client (the SDK refuses to
 * start a transport twice). The connect timeout covers each attempt, never the person's sign-in.
 * Generic in what a connection gives back, so auth never imports the client it is part of.
 */
export async function connectWithSignIn<Client>(
  options: SignInOptions,
  connectOnce: (attempt: ConnectAttempt) => Promise<Client>,
): Promise<Client> {
  const oauth = options.url !== undefined ? oauthInternals(options.authProvider) : undefined;
  for (let signIns = 0; ; signIns++) {
    const attempt: ConnectAttempt = {};
    try {
      return await connectOnce(attempt);
    } catch (error) {
      const transport: StreamableHTTPClientTransport | undefined = attempt.transport;
      await transport?.close().catch(() => undefined);
      if (!oauth && refusedWithoutProvider(error)) {
        throw new AuthorizationError({
          code: 'authorization-required',
          reason: 'connect',
          cause: error,
        });
      }
      if (!needsAuthorization(error)) throw authFailure(error) ?? error;
      if (signIns >= MAX_CONNECT_SIGN_INS) {
        throw new AuthorizationError({
          code: 'authorization-failed',
          problem: 'still-refused',
          cause: error,
        });
      }
      const pending = oauth?.takePending();
      if (!oauth?.canSignIn() || !pending || !transport) {
        throw new AuthorizationError({
          code: 'authorization-required',
          reason: pending?.reason ?? 'connect',
          cause: error,
        });
      }
      const params = await oauth.signIn(pending, options.signal ?? never);
      try {
        await transport.finishAuth(params);
      } catch (finishError) {
        throw (
          authFailure(finishError) ??
          new AuthorizationError({
            code: 'authorization-failed',
            problem: 'failed',
            cause: finishError,
          })
        );
      }
    }
  }
}
