import { createHash, randomBytes } from 'node:crypto';

/** What one sign-in granted: who, to which client, which scopes, for which resource. */
export interface Grant {
  id: string;
  subject: string;
  clientId: string;
  scopes: string[];
  resource: string;
}

export interface AccessRecord {
  grant: Grant;
  /** Seconds since the epoch. */
  expiresAt: number;
}

interface CodeRecord {
  grant: Grant;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

interface RefreshRecord {
  grant: Grant;
  expiresAt: number;
  /** Set once the token was exchanged; a second use revokes the whole grant (RFC 9700 §4.14.2). */
  used: boolean;
}

export type Exchange =
  { ok: true; grant: Grant } | { ok: false; error: 'invalid_grant'; reason: string };

/**
 * Codes, access tokens and refresh tokens of the demo authorization server, in this process.
 * Tokens are opaque random strings and are kept only as their sha256, so a heap dump or a log of
 * this map never shows a usable token. Refresh tokens rotate: each is good for one exchange, and
 * a replayed one revokes its grant, so two clients racing on one refresh token both lose — which
 * is exactly what a client-side lock must prevent.
 */
export class GrantStore {
  private readonly codes = new Map<string, CodeRecord>();
  private readonly access = new Map<string, AccessRecord>();
  private readonly refresh = new Map<string, RefreshRecord>();
  private readonly revokedGrants = new Set<string>();
  /** Counted for the bench and the tests: every successful token request. */
  tokenRequests = 0;

  constructor(
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  newGrant(subject: string, clientId: string, scopes: string[], resource: string): Grant {
    return { id: randomBytes(9).toString('base64url'), subject, clientId, scopes, resource };
  }

  issueCode(grant: Grant, redirectUri: string, codeChallenge: string): string {
    const code = token();
    this.codes.set(digest(code), {
      grant,
      redirectUri,
      codeChallenge,
      expiresAt: this.seconds() + 60,
    });
    return code;
  }

  redeemCode(
    code: string,
    clientId: string,
    redirectUri: string | undefined,
    verifier: string | undefined,
  ): Exchange {
    const key = digest(code);
    const record = this.codes.get(key);
    // Single use, whatever the outcome.
    this.codes.delete(key);
    if (!record || record.expiresAt < this.seconds())
      return { ok: false, error: 'invalid_grant', reason: 'unknown, used or expired code' };
    if (record.grant.clientId !== clientId)
      return { ok: false, error: 'invalid_grant', reason: 'the code was issued to another client' };
    if (redirectUri !== record.redirectUri)
      return { ok: false, error: 'invalid_grant', reason: 'redirect_uri does not match' };
    if (verifier === undefined || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier))
      return { ok: false, error: 'invalid_grant', reason: 'code_verifier is missing or malformed' };
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== record.codeChallenge)
      return { ok: false, error: 'invalid_grant', reason: 'PKCE verification failed' };
    return { ok: true, grant: record.grant };
  }

  redeemRefresh(refreshToken: string, clientId: string): Exchange {
    const record = this.refresh.get(digest(refreshToken));
    if (!record || this.revokedGrants.has(record.grant.id) || record.expiresAt < this.seconds())
      return {
        ok: false,
        error: 'invalid_grant',
        reason: 'unknown, revoked or expired refresh token',
      };
    if (record.grant.clientId !== clientId)
      return {
        ok: false,
        error: 'invalid_grant',
        reason: 'the token was issued to another client',
      };
    if (record.used) {
      this.revokeGrant(record.grant.id);
      return {
        ok: false,
        error: 'invalid_grant',
        reason: 'refresh token reused; the grant is revoked',
      };
    }
    record.used = true;
    return { ok: true, grant: record.grant };
  }

  /** A fresh access token and refresh token for `grant`. */
  issueTokens(grant: Grant): { accessToken: string; refreshToken: string; expiresIn: number } {
    this.tokenRequests += 1;
    const accessToken = token();
    const refreshToken = token();
    const now = this.seconds();
    this.access.set(digest(accessToken), { grant, expiresAt: now + this.accessTtlSeconds });
    this.refresh.set(digest(refreshToken), {
      grant,
      expiresAt: now + this.refreshTtlSeconds,
      used: false,
    });
    this.sweep(now);
    return { accessToken, refreshToken, expiresIn: this.accessTtlSeconds };
  }

  /** The live access token's record, or undefined (unknown, expired, revoked). */
  lookupAccess(accessToken: string): AccessRecord | undefined {
    const record = this.access.get(digest(accessToken));
    if (!record || this.revokedGrants.has(record.grant.id)) return undefined;
    return record.expiresAt <= this.seconds() ? undefined : record;
  }

  /** RFC 7009: revoking either token of a grant ends the whole grant. Unknown tokens are ignored. */
  revoke(anyToken: string, clientId: string): void {
    const key = digest(anyToken);
    const grant = this.access.get(key)?.grant ?? this.refresh.get(key)?.grant;
    if (grant && grant.clientId === clientId) this.revokeGrant(grant.id);
  }

  private revokeGrant(id: string): void {
    this.revokedGrants.add(id);
  }

  private seconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private sweep(now: number): void {
    for (const [key, record] of this.access) if (record.expiresAt < now) this.access.delete(key);
    for (const [key, record] of this.refresh) if (record.expiresAt < now) this.refresh.delete(key);
    for (const [key, record] of this.codes) if (record.expiresAt < now) this.codes.delete(key);
  }
}

function token(): string {
  return randomBytes(32).toString('base64url');
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
