import { ElicitClientError } from '../errors.js';

/** Why a person is asked to sign in: first time, the sign-in ran out, or more access is needed. */
export type AuthorizeReason = 'connect' | 'expired' | 'scope';

/**
 * The server needs an authorization (HTTP 401, or 403 `insufficient_scope`) and nobody can give
 * it here: no OAuth provider, or a provider without an `authorize` handler. The request never
 * reached the tool, so the call may be retried once the host has signed in.
 */
export class AuthorizationRequiredError extends ElicitClientError {
  readonly reason: AuthorizeReason;

  constructor(reason: AuthorizeReason, cause?: unknown) {
    super('authorization-required', `The server requires authorization (${reason}).`, {
      cause,
      retryable: true,
    });
    this.reason = reason;
  }
}

/** The person (or the host on their behalf) declined to sign in. Nothing was sent to the tool. */
export class AuthorizationDeclinedError extends ElicitClientError {
  readonly reason: AuthorizeReason;

  constructor(reason: AuthorizeReason) {
    super('authorization-declined', `Sign-in was declined (${reason}).`, { retryable: true });
    this.reason = reason;
  }
}

/**
 * Why a sign-in failed, as something a host can act on. The authorization server's own words
 * (`error_description`, a mismatching issuer's value) are never part of it: in a mix-up attack
 * they are the attacker's.
 */
export type AuthorizationProblem =
  /** The redirect's `state` is not the one this client sent (a forged or stale redirect). */
  | 'state-mismatch'
  /** The authorization server's issuer did not match (metadata or the redirect's `iss`). */
  | 'issuer-mismatch'
  /** The authorization server refused (`oauthCode` says how). */
  | 'server-refused'
  /** The authorization server does not accept automatic registration: pass a client id. */
  | 'registration-rejected'
  /** An authorization server endpoint is neither HTTPS nor loopback. */
  | 'insecure-endpoint'
  /** Signed in, and the server still refused: stopped rather than ask the person again. */
  | 'still-refused'
  /** Discovery or the token exchange failed for another reason (network, bad metadata). */
  | 'failed';

export class AuthorizationFailedError extends ElicitClientError {
  readonly problem: AuthorizationProblem;
  /** The OAuth error code (RFC 6749 §5.2) when the server refused, e.g. `invalid_grant`. */
  readonly oauthCode: string | undefined;

  constructor(
    problem: AuthorizationProblem,
    options: { oauthCode?: string; cause?: unknown } = {},
  ) {
    super(
      'authorization-failed',
      `Sign-in failed: ${problem}${options.oauthCode ? ` (${options.oauthCode})` : ''}.`,
      { cause: options.cause },
    );
    this.problem = problem;
    this.oauthCode = options.oauthCode;
  }
}
