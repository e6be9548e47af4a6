import type { AuthorizationProblem, AuthorizeReason } from '@elicitkit/core';
import { ElicitClientError } from '../errors.js';

export type { AuthorizationProblem, AuthorizeReason };

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
 * Why: `problem`. The authorization server's own words (`error_description`, a mismatching
 * issuer's value) are never part of it or of its message (they stay in `cause`, for logs): in a
 * mix-up attack they are the attacker's. `authorizationErrorMsg(error)` (core) gives the words.
 */
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
