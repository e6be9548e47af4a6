import type { Msg } from './messages/types.js';

/** Why a person is asked to sign in to an MCP server: first time, ran out, more access. */
export type AuthorizeReason = 'connect' | 'expired' | 'scope';

/** Why a sign-in failed, as something a host can act on (never the server's own words). */
export type AuthorizationProblem =
  /** The redirect's `state` is not the one this client sent (forged or stale). */
  | 'state-mismatch'
  /** The authorization server's issuer did not match (its metadata or the redirect's `iss`). */
  | 'issuer-mismatch'
  /** The authorization server refused (an OAuth error code says how). */
  | 'server-refused'
  /** The authorization server does not accept automatic registration: a client id is needed. */
  | 'registration-rejected'
  /** An authorization server endpoint is neither HTTPS nor loopback. */
  | 'insecure-endpoint'
  /** Signed in, and the server still refused: stopped rather than ask the person again. */
  | 'still-refused'
  /** Discovery or the token exchange failed for another reason (network, bad metadata). */
  | 'failed';

/** What to show while the host's sign-in runs (the call's `authorizing` phase). */
export function signInMsg(request: {
  reason: AuthorizeReason;
  authorizationServerOrigin: string;
  scopes?: readonly string[];
}): Msg {
  const origin = request.authorizationServerOrigin;
  if (request.reason === 'scope') {
    return {
      key: 'auth.signIn.scope',
      values: { origin, scopes: (request.scopes ?? []).join(' ') },
    };
  }
  return {
    key: request.reason === 'expired' ? 'auth.signIn.expired' : 'auth.signIn.connect',
    values: { origin },
  };
}

// RFC 6749 §4.1.2.1/§5.2, RFC 7591 §3.2.2, RFC 9449 §12: the only codes shown. Anything else an
// authorization server puts in `error` is its own text, and in a mix-up attack the attacker's.
const OAUTH_CODES = new Set([
  'invalid_request',
  'unauthorized_client',
  'access_denied',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'invalid_redirect_uri',
  'invalid_client_metadata',
  'invalid_dpop_proof',
  'use_dpop_nonce',
]);

const PROBLEM_KEYS = {
  'state-mismatch': 'auth.failed.stateMismatch',
  'issuer-mismatch': 'auth.failed.issuerMismatch',
  'server-refused': 'auth.failed.serverRefused',
  'registration-rejected': 'auth.failed.registrationRejected',
  'insecure-endpoint': 'auth.failed.insecureEndpoint',
  'still-refused': 'auth.failed.stillRefused',
  failed: 'auth.failed.other',
} as const satisfies Record<AuthorizationProblem, string>;

/**
 * The words for a sign-in that could not happen (`authorization-required`), was declined, or
 * failed (`problem`, with the OAuth `oauthCode` shown only when it is a standard code).
 */
export function authorizationErrorMsg(error: {
  code: 'authorization-required' | 'authorization-declined' | 'authorization-failed';
  problem?: AuthorizationProblem;
  oauthCode?: string | undefined;
}): Msg {
  if (error.code === 'authorization-required') return { key: 'auth.required' };
  if (error.code === 'authorization-declined') return { key: 'auth.declined' };
  const key = PROBLEM_KEYS[error.problem ?? 'failed'];
  if (key !== 'auth.failed.serverRefused') return { key };
  const code = error.oauthCode !== undefined && OAUTH_CODES.has(error.oauthCode);
  return { key, values: { code: code ? (error.oauthCode as string) : 'none' } };
}

/** What a host may show about a kept sign-in (the client's `OAuthStatus`; never a token). */
export interface SignInStatusShape {
  signedIn: boolean;
  issuer?: string;
  scopes: readonly string[];
  expiresAt?: number;
  refreshable: boolean;
  client?: string;
}

/**
 * A kept sign-in as a list of short phrases (joined by the host): the authorization server, how
 * the client is known, the scopes, the access token's expiry (`time` shows an instant the
 * host's way) and whether it renews by itself. Not signed in: one phrase.
 */
export function signInStatusMsgs(
  status: SignInStatusShape,
  time: (ms: number) => string,
  now: number = Date.now(),
): Msg[] {
  if (!status.signedIn) return [{ key: 'auth.status.notSignedIn' }];
  const parts: Msg[] = [];
  if (status.issuer) parts.push({ key: 'auth.status.issuer', values: { issuer: status.issuer } });
  if (status.client) parts.push({ key: 'auth.status.client', values: { kind: status.client } });
  parts.push(
    status.scopes.length > 0
      ? { key: 'auth.status.scopes', values: { scopes: status.scopes.join(' ') } }
      : { key: 'auth.status.noScopes' },
  );
  if (status.expiresAt !== undefined) {
    const values = { time: time(status.expiresAt) };
    parts.push(
      status.expiresAt > now
        ? { key: 'auth.status.validUntil', values }
        : { key: 'auth.status.expiredAt', values },
    );
  }
  parts.push({
    key: status.refreshable ? 'auth.status.refreshable' : 'auth.status.notRefreshable',
  });
  return parts;
}
