import type {
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';

/** Tokens as kept: the SDK's set plus the absolute expiry it does not record itself. */
export type KeptTokens = StoredOAuthTokens & {
  /** When the access token expires, in ms since the epoch (from `expires_in` at save time). */
  expires_at?: number;
};

/** What one server's authorization keeps, by key. Every value is plain JSON. */
export interface OAuthRecords {
  tokens: KeptTokens;
  client: StoredOAuthClientInformation;
  /** The PKCE verifier of the authorization in progress (must survive the redirect). */
  verifier: string;
  /** Where the authorization server and the protected resource metadata were found. */
  discovery: OAuthDiscoveryState;
  /** The scope last granted, kept when the tokens are dropped (tells "expired" from "connect"). */
  grant: { scope?: string };
  /** The authorization server a client secret was first used with: it is sent nowhere else. */
  binding: ClientBinding;
}

/** Where a client's secret may go; any change from what is kept refuses the secret. */
export interface ClientBinding {
  authorizationServer: string;
  issuer?: string;
  tokenEndpoint?: string;
  revocationEndpoint?: string;
}

export type OAuthRecordKey = keyof OAuthRecords;

/**
 * Storage for one server's authorization (one store per server). Hosts back it with what they
 * have: a keyring or a 0600 file (CLI), sessionStorage (web), memory (tests). Values are JSON;
 * a store may serialise them. `withLock`, when given, runs a refresh with other processes
 * sharing the store kept out (rotating refresh tokens are single use).
 */
export interface OAuthStore {
  get<K extends OAuthRecordKey>(
    key: K,
  ): OAuthRecords[K] | undefined | Promise<OAuthRecords[K] | undefined>;
  set<K extends OAuthRecordKey>(key: K, value: OAuthRecords[K]): void | Promise<void>;
  delete(key: OAuthRecordKey): void | Promise<void>;
  withLock?<T>(run: () => Promise<T>): Promise<T>;
}

/** An OAuthStore in memory: gone with the process. */
export function memoryOAuthStore(): OAuthStore {
  const records = new Map<OAuthRecordKey, unknown>();
  return {
    get: <K extends OAuthRecordKey>(key: K) =>
      structuredClone(records.get(key)) as OAuthRecords[K] | undefined,
    set: (key, value) => {
      records.set(key, structuredClone(value));
    },
    delete: (key) => {
      records.delete(key);
    },
  };
}
