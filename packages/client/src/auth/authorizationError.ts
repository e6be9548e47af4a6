import type { AuthorizationProblem, AuthorizeReason } from '@elicitkit/core';
import { ElicitClientError } from '../errors.js';

export type { AuthorizationProblem, AuthorizeReason };

/** What became of a needed sign-in, by code. */
type SignInOutcome =
  | { code: 'authorization-required'; reason: AuthorizeReason; cause?: unknown }
  | { code: 'authorization-declined'; reason: AuthorizeReason }
  | {
      code: 'authorization-failed';
      problem: AuthorizationProblem;
      oauthCode?: string;
      cause?: unknown;
    };

/**
 * The server needs an authorization (HTTP 401, or 403 `insufficient_scope`) and it was not given.
 * `authorization-required`: nobody can give it here (no OAuth provider, or one without an
 * `authorize` handler). `authorization-declined`: the person (or the host on their behalf)
 * declined to sign in. Both come before the request reached the tool, so the call may be retried
 * once the host has signed in (`reason` says why a sign-in was needed).
 * `authorization-failed`: the sign-in failed (`problem`; `oauthCode`, the RFC 6749 §5.2 code, when
 * the server refused). The authorization server's own words (`error_description`, a mismatching
 * issuer's value) are never part of it or of its message (they stay in `cause`, for logs): in a
 * mix-up attack they are the attacker's. `authorizationErrorMsg(error)` (core) gives the words.
 */
export class AuthorizationError extends ElicitClientError {
  declare readonly code: SignInOutcome['code'];
  /** `authorization-required` and `authorization-declined`: why a sign-in was needed. */
  readonly reason: AuthorizeReason | undefined;
  /** `authorization-failed`: why. */
  readonly problem: AuthorizationProblem | undefined;
  /** `authorization-failed`: the OAuth error code (RFC 6749 §5.2) when the server refused, e.g. `invalid_grant`. */
  readonly oauthCode: string | undefined;

  constructor(outcome: SignInOutcome) {
    if (outcome.code === 'authorization-failed') {
      super(
        outcome.code,
        `Sign-in failed: ${outcome.problem}${outcome.oauthCode ? ` (${outcome.oauthCode})` : ''}.`,
        { cause: outcome.cause },
      );
    } else if (outcome.code === 'authorization-required') {
      super(outcome.code, `The server requires authorization (${outcome.reason}).`, {
        cause: outcome.cause,
        retryable: true,
      });
    } else {
      super(outcome.code, `Sign-in was declined (${outcome.reason}).`, { retryable: true });
    }
    this.reason = outcome.code === 'authorization-failed' ? undefined : outcome.reason;
    this.problem = outcome.code === 'authorization-failed' ? outcome.problem : undefined;
    this.oauthCode = outcome.code === 'authorization-failed' ? outcome.oauthCode : undefined;
  }
}
