import { AuthorizationError } from './authorizationError.js';
import { authFailure, needsAuthorization, refusedWithoutProvider } from './authFailure.js';
import type { OAuthInternals, PendingAuthorization } from './oauthProvider.js';

/** What a connection can do about a request refused for want of a sign-in. */
export interface LegAuth {
  readonly internals: OAuthInternals;
  /** Redeems the redirect's code on the live transport (the SDK's `finishAuth`). */
  finish(params: URLSearchParams): Promise<void>;
}

/** Sign-ins one request may ask for; past it the server is refusing what it was given. */
export const MAX_SIGN_INS_PER_REQUEST = 2;

export interface SignInHooks {
  /** A sign-in is about to be asked for; throws to refuse it (the caller's cap). */
  needed(pending: PendingAuthorization): void;
  /** The sign-in finished; the same request goes out again. */
  done(): void;
}

/**
 * Sends; when the server refuses for want of a sign-in (401 the SDK could not refresh past, or
 * 403 `insufficient_scope`), asks the host's `authorize`, redeems the code, and sends the same
 * request again. Such a refusal comes before the server runs anything, so the re-send never
 * runs a tool twice.
 */
export async function withSignIn<T>(
  auth: LegAuth | undefined,
  signal: AbortSignal,
  send: () => Promise<T>,
  hooks?: SignInHooks,
): Promise<T> {
  let signIns = 0;
  for (;;) {
    try {
      return await send();
    } catch (error) {
      if (!signal.aborted && !auth && refusedWithoutProvider(error)) {
        throw new AuthorizationError({
          code: 'authorization-required',
          reason: 'expired',
          cause: error,
        });
      }
      if (signal.aborted || !needsAuthorization(error)) throw authFailure(error) ?? error;
      const pending = auth?.internals.takePending();
      if (!auth || !pending || !auth.internals.canSignIn()) {
        throw new AuthorizationError({
          code: 'authorization-required',
          reason: pending?.reason ?? 'expired',
          cause: error,
        });
      }
      if (hooks) hooks.needed(pending);
      else if (signIns >= MAX_SIGN_INS_PER_REQUEST) {
        throw new AuthorizationError({
          code: 'authorization-failed',
          problem: 'still-refused',
          cause: error,
        });
      }
      signIns++;
      const params = await auth.internals.signIn(pending, signal);
      try {
        await auth.finish(params);
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
      hooks?.done();
    }
  }
}
