import {
  AuthorizationServerMismatchError,
  InsecureTokenEndpointError,
  InsufficientScopeError,
  IssuerMismatchError,
  OAuthError,
  RegistrationRejectedError,
  SdkErrorCode,
  SdkHttpError,
  UnauthorizedError,
} from '@modelcontextprotocol/client';
import type { AuthorizationProblem } from './authorizationError.js';
import { AuthorizationError } from './authorizationError.js';

function* chain(error: unknown): Generator<unknown> {
  for (let at: unknown = error, depth = 0; at !== undefined && depth < 8; depth++) {
    yield at;
    at = at instanceof Error ? at.cause : undefined;
  }
}

/**
 * The request was refused for want of an authorization the person can give: a 401 the SDK could
 * not fix by refreshing (it produced an authorization URL), or a 403 `insufficient_scope`. Such a
 * refusal comes before the server runs anything.
 */
export function needsAuthorization(error: unknown): boolean {
  for (const at of chain(error)) {
    if (UnauthorizedError.isInstance(at) || InsufficientScopeError.isInstance(at)) return true;
  }
  return false;
}

/**
 * HTTP 401 where nothing could sign in (no OAuth provider): static headers that are missing or
 * no longer taken. The request was refused before the server ran anything.
 */
export function refusedWithoutProvider(error: unknown): boolean {
  for (const at of chain(error)) {
    if (
      SdkHttpError.isInstance(at) &&
      (at.status === 401 || at.code === SdkErrorCode.ClientHttpAuthentication)
    ) {
      return true;
    }
  }
  return false;
}

function failed(problem: AuthorizationProblem, cause: unknown, oauthCode?: string) {
  return new AuthorizationError({ code: 'authorization-failed', problem, cause, oauthCode });
}

/**
 * A failed sign-in as a typed error, or undefined when the error is not about authorization.
 * Only classes and codes decide; the server's words stay in `cause` (for logs).
 */
export function authFailure(error: unknown): AuthorizationError | undefined {
  for (const at of chain(error)) {
    if (at instanceof AuthorizationError) return at;
    if (IssuerMismatchError.isInstance(at) || AuthorizationServerMismatchError.isInstance(at)) {
      return failed('issuer-mismatch', error);
    }
    if (RegistrationRejectedError.isInstance(at)) {
      return failed('registration-rejected', error);
    }
    if (InsecureTokenEndpointError.isInstance(at)) {
      return failed('insecure-endpoint', error);
    }
    if (OAuthError.isInstance(at)) {
      return failed('server-refused', error, at.code);
    }
    if (
      SdkHttpError.isInstance(at) &&
      (at.code === SdkErrorCode.ClientHttpAuthentication ||
        at.code === SdkErrorCode.ClientHttpForbidden)
    ) {
      return failed('still-refused', error);
    }
  }
  return undefined;
}
