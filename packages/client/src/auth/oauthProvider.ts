import type {
  FetchLike,
  OAuthClientInformationContext,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  DpopSession,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { auth } from '@modelcontextprotocol/client';
import { createDpopSession } from './createDpopSession.js';
import type { AuthorizeReason } from './authorizationError.js';
import { AuthorizationError } from './authorizationError.js';
import type { ClientBinding, KeptTokens, OAuthStore } from './memoryOAuthStore.js';
import { revokeTokens } from './revokeTokens.js';

/** What the host gets to let the person sign in. */
export interface AuthorizeRequest {
  /** The authorization page to open (browser, popup, or printed for the person). */
  url: URL;
  /** The origin of that page: what the person should check they are signing in to. */
  authorizationServerOrigin: string;
  reason: AuthorizeReason;
  /**
   * For `scope` (step-up): the scopes added to what was granted. Otherwise the scopes requested,
   * when the request names any.
   */
  scopes?: string[];
  /** Aborted when the call or the connect that needs the sign-in is abandoned. */
  signal: AbortSignal;
}

/** The redirect's parameters: its query as is, or the code and state taken from it. */
export type AuthorizationResponse =
  URLSearchParams | { code: string; state?: string | null; iss?: string | null };

export type AuthorizeHandler = (
  request: AuthorizeRequest,
) => Promise<AuthorizationResponse | 'declined'>;

export interface OAuthProviderOptions {
  /** One store per server. */
  store: OAuthStore;
  /** Where the authorization server sends the person back (loopback for a CLI, a page for web). */
  redirectUrl: string | URL;
  /** Client ID metadata document (HTTPS, with a path); used where the server advertises support. */
  clientMetadataUrl?: string;
  /** A client registered beforehand (no dynamic registration then). */
  staticClient?: { client_id: string; client_secret?: string };
  /** Scope to ask for when neither the server's challenge nor its metadata names one. */
  scope?: string;
  /** The client name shown on the authorization server's consent page. Default `elicitkit`. */
  clientName?: string;
  /** Sender-constrained tokens (DPoP, RFC 9449). Off by default. */
  dpop?: boolean;
  /** How the person signs in. Without it, a needed sign-in fails with AuthorizationError (`authorization-required`). */
  authorize?: AuthorizeHandler;
  /** Injected clock (ms since the epoch), for tests. */
  now?: () => number;
}

/** What a host may show about a server's sign-in. Never a token. */
export interface OAuthStatus {
  signedIn: boolean;
  issuer?: string;
  scopes: string[];
  /** When the access token expires, in ms since the epoch, when known. */
  expiresAt?: number;
  /** A refresh token is kept, so an expired access token renews without the person. */
  refreshable: boolean;
  /** How this client is known to the authorization server. */
  client?: 'metadata-document' | 'registered' | 'static';
}

export interface ElicitOAuthProvider extends OAuthClientProvider {
  status(): Promise<OAuthStatus>;
  /** Forgets tokens, client and discovery; revokes the tokens first where the server offers it. */
  logout(options?: { revoke?: boolean }): Promise<{ revoked: boolean }>;
}

/** An authorization the SDK started (it produced the URL) and the person has not finished yet. */
export interface PendingAuthorization {
  url: URL;
  reason: AuthorizeReason;
  scopes: string[] | undefined;
}

/** What connect() and the leg runner use; not part of the public API. */
export interface OAuthInternals {
  bind(serverUrl: URL, fetch: FetchLike | undefined): void;
  takePending(): PendingAuthorization | undefined;
  /** Runs the host's authorize for a pending authorization; the redirect's params, state checked. */
  signIn(pending: PendingAuthorization, signal: AbortSignal): Promise<URLSearchParams>;
  canSignIn(): boolean;
  /** Token requests made by proactive refresh (counted for the bench and tests). */
  refreshCount(): number;
}

const OAUTH_INTERNALS = Symbol.for('elicitkit.oauth-internals');

export function oauthInternals(provider: unknown): OAuthInternals | undefined {
  return typeof provider === 'object' && provider !== null && OAUTH_INTERNALS in provider
    ? (provider as { [OAUTH_INTERNALS]: OAuthInternals })[OAUTH_INTERNALS]
    : undefined;
}

/** Refresh this long before the access token expires (the SDK only refreshes after a 401). */
export const REFRESH_AHEAD_MS = 60_000;

const OFFLINE = 'offline_access';

function scopeList(scope: string | null | undefined): string[] {
  return (scope ?? '').split(' ').filter(Boolean);
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Equal strings, compared without an early exit. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The authorization server the kept discovery names, as a client secret is bound to it. */
function bindingOf(discovery: OAuthDiscoveryState): ClientBinding {
  const metadata = discovery.authorizationServerMetadata;
  // OIDC-shaped metadata types lack RFC 8414's revocation_endpoint; read it as plain JSON.
  const revocation = (metadata as Record<string, unknown> | undefined)?.['revocation_endpoint'];
  return {
    authorizationServer: String(discovery.authorizationServerUrl),
    ...(metadata?.issuer !== undefined && { issuer: metadata.issuer }),
    ...(metadata?.token_endpoint !== undefined && { tokenEndpoint: metadata.token_endpoint }),
    ...(typeof revocation === 'string' && { revocationEndpoint: revocation }),
  };
}

const sameBinding = (a: ClientBinding, b: ClientBinding): boolean =>
  a.authorizationServer === b.authorizationServer &&
  a.issuer === b.issuer &&
  a.tokenEndpoint === b.tokenEndpoint &&
  a.revocationEndpoint === b.revocationEndpoint;

function toParams(response: AuthorizationResponse): URLSearchParams {
  if (response instanceof URLSearchParams) return response;
  const params = new URLSearchParams({ code: response.code });
  if (response.state) params.set('state', response.state);
  if (response.iss) params.set('iss', response.iss);
  return params;
}

/**
 * An SDK `OAuthClientProvider` that keeps everything in the host's store and never opens
 * anything itself: the SDK's authorization URL is recorded, and elicitkit asks the host's
 * `authorize` when the call (or the connect) has stopped for it.
 */
export function createOAuthProvider(options: OAuthProviderOptions): ElicitOAuthProvider {
  const { store } = options;
  const now = options.now ?? Date.now;
  let serverUrl: URL | undefined;
  let fetchFn: FetchLike | undefined;
  let pending: PendingAuthorization | undefined;
  let expectedState: string | undefined;
  let lastRequestedScope: string | undefined;
  let flight: Promise<void> | undefined;
  let refreshes = 0;
  let dpop: Promise<DpopSession> | undefined;

  const nearExpiry = (tokens: KeptTokens | undefined) =>
    tokens?.expires_at !== undefined && tokens.expires_at - now() <= REFRESH_AHEAD_MS;

  // One refresh at a time in this process; `withLock` keeps other processes out too. The store
  // is read again inside: whoever refreshed first wins and the others use its tokens.
  const refreshAhead = (): Promise<void> => {
    flight ??= (async () => {
      const run = async () => {
        const current = await store.get('tokens');
        if (!current?.refresh_token || !nearExpiry(current) || !serverUrl) return;
        refreshes++;
        await auth(provider, { serverUrl, ...(fetchFn && { fetchFn }) });
      };
      try {
        await (store.withLock ? store.withLock(run) : run());
      } catch {
        // The request goes out with what is kept; a 401 brings the SDK's own refresh.
      } finally {
        flight = undefined;
      }
    })();
    return flight;
  };

  // A client secret goes only to the authorization server it was registered with (or, for a
  // static client, first used with): a kept discovery that now names another issuer or endpoint
  // (edited, or planted) must never receive it.
  const secretMayGo = async (): Promise<boolean> => {
    const discovery = await store.get('discovery');
    if (discovery === undefined) return true;
    const current = bindingOf(discovery);
    const bound = await store.get('binding');
    if (bound === undefined) await store.set('binding', current);
    return bound === undefined || sameBinding(bound, current);
  };
  const client = async (): Promise<StoredOAuthClientInformation | undefined> =>
    (await store.get('client')) ?? options.staticClient;

  const provider: ElicitOAuthProvider & { [OAUTH_INTERNALS]: OAuthInternals } = {
    get redirectUrl() {
      return options.redirectUrl;
    },
    ...(options.clientMetadataUrl && { clientMetadataUrl: options.clientMetadataUrl }),
    get clientMetadata(): OAuthClientMetadata {
      return {
        client_name: options.clientName ?? 'elicitkit',
        redirect_uris: [String(options.redirectUrl)],
        ...(options.scope && { scope: options.scope }),
      };
    },
    state() {
      expectedState = randomState();
      return expectedState;
    },
    async clientInformation(): Promise<StoredOAuthClientInformation | undefined> {
      const registered = await store.get('client');
      const info = registered ?? options.staticClient;
      if (info?.client_secret === undefined || (await secretMayGo())) return info;
      // The host's own client is refused elsewhere. A client registered with the old server is
      // forgotten, so the SDK registers anew with the one now named (SEP-2352): the old secret
      // never goes to it either way.
      if (registered === undefined)
        throw new AuthorizationError({ code: 'authorization-failed', problem: 'issuer-mismatch' });
      await store.delete('client');
      await store.delete('binding');
      return undefined;
    },
    async saveClientInformation(info: StoredOAuthClientInformation) {
      // A new client (another id) is bound to the authorization server it was registered with,
      // which the SDK has kept as the discovery by now. The same client saved again (the SDK
      // stamping its issuer on it) keeps its binding: rebinding then would follow a changed one.
      const before = await client();
      await store.set('client', info);
      if (before?.client_id !== info.client_id) {
        const discovery = await store.get('discovery');
        if (discovery === undefined) await store.delete('binding');
        else await store.set('binding', bindingOf(discovery));
      }
    },
    async tokens(ctx?: OAuthClientInformationContext): Promise<StoredOAuthTokens | undefined> {
      // Without ctx this is the per-request read: the one place to renew ahead of expiry. One
      // store read when nothing needs renewing (a file store's read is a stat at least).
      const kept = await store.get('tokens');
      if (ctx === undefined && (flight || nearExpiry(kept))) {
        await refreshAhead();
        return store.get('tokens');
      }
      return kept;
    },
    async saveTokens(tokens: KeptTokens) {
      const expiresAt =
        tokens.expires_at ??
        (typeof tokens.expires_in === 'number' ? now() + tokens.expires_in * 1000 : undefined);
      const kept: KeptTokens = { ...tokens };
      if (expiresAt === undefined) delete kept.expires_at;
      else kept.expires_at = expiresAt;
      await store.set('tokens', kept);
      // The PKCE verifier is spent once its code is exchanged; it is not kept past that.
      await store.delete('verifier');
      const scope = tokens.scope ?? lastRequestedScope;
      await store.set('grant', scope === undefined ? {} : { scope });
    },
    async redirectToAuthorization(url: URL) {
      const requested = url.searchParams.get('scope');
      lastRequestedScope = requested ?? undefined;
      const tokens = await store.get('tokens');
      const grant = await store.get('grant');
      const scopes = scopeList(requested);
      let reason: AuthorizeReason = 'connect';
      let shown = scopes;
      if (tokens || grant) {
        const prior = new Set(scopeList(tokens?.scope ?? grant?.scope));
        const added = scopes.filter((scope) => scope !== OFFLINE && !prior.has(scope));
        reason = prior.size > 0 && added.length > 0 ? 'scope' : 'expired';
        if (reason === 'scope') shown = added;
      }
      pending = { url, reason, scopes: shown.length > 0 ? shown : undefined };
    },
    async saveCodeVerifier(verifier: string) {
      await store.set('verifier', verifier);
    },
    async codeVerifier() {
      const verifier = await store.get('verifier');
      if (verifier === undefined) throw new Error('No PKCE code verifier is kept for this server.');
      return verifier;
    },
    async saveDiscoveryState(state: OAuthDiscoveryState) {
      await store.set('discovery', state);
    },
    async discoveryState() {
      return store.get('discovery');
    },
    async invalidateCredentials(scope) {
      const keys = {
        all: ['tokens', 'client', 'verifier', 'discovery', 'grant', 'binding'],
        client: ['client', 'binding'],
        tokens: ['tokens'],
        verifier: ['verifier'],
        discovery: ['discovery'],
      } as const;
      for (const key of keys[scope]) await store.delete(key);
    },
    ...(options.dpop && {
      dpop: () => (dpop ??= createDpopSession()),
    }),
    async status(): Promise<OAuthStatus> {
      const tokens = await store.get('tokens');
      const client = await store.get('client');
      const discovery = await store.get('discovery');
      const issuer =
        tokens?.issuer ?? discovery?.authorizationServerMetadata?.issuer ?? client?.issuer;
      const clientId = client?.client_id ?? options.staticClient?.client_id;
      return {
        signedIn: tokens !== undefined,
        ...(issuer !== undefined && { issuer }),
        scopes: scopeList(tokens?.scope),
        ...(tokens?.expires_at !== undefined && { expiresAt: tokens.expires_at }),
        refreshable: tokens?.refresh_token !== undefined,
        ...(clientId !== undefined && {
          client:
            clientId === options.clientMetadataUrl
              ? 'metadata-document'
              : clientId === options.staticClient?.client_id
                ? 'static'
                : 'registered',
        }),
      };
    },
    async logout(logoutOptions = {}) {
      let revoked = false;
      const info = await client();
      const mayRevoke = info?.client_secret === undefined || (await secretMayGo());
      if (logoutOptions.revoke !== false && mayRevoke) {
        revoked = await revokeTokens({
          tokens: await store.get('tokens'),
          client: info,
          metadata: (await store.get('discovery'))?.authorizationServerMetadata,
          fetch: fetchFn ?? fetch,
        });
      }
      for (const key of [
        'tokens',
        'client',
        'verifier',
        'discovery',
        'grant',
        'binding',
      ] as const) {
        await store.delete(key);
      }
      pending = undefined;
      return { revoked };
    },
    [OAUTH_INTERNALS]: {
      bind(url, boundFetch) {
        serverUrl = url;
        fetchFn = boundFetch;
      },
      takePending() {
        const taken = pending;
        pending = undefined;
        return taken;
      },
      canSignIn: () => options.authorize !== undefined,
      async signIn(authorization, signal) {
        const authorize = options.authorize;
        if (!authorize)
          throw new AuthorizationError({
            code: 'authorization-declined',
            reason: authorization.reason,
          });
        const answer = await authorize({
          url: authorization.url,
          authorizationServerOrigin: authorization.url.origin,
          reason: authorization.reason,
          ...(authorization.scopes && { scopes: authorization.scopes }),
          signal,
        });
        if (answer === 'declined')
          throw new AuthorizationError({
            code: 'authorization-declined',
            reason: authorization.reason,
          });
        const params = toParams(answer);
        const expected = expectedState;
        expectedState = undefined;
        if (expected !== undefined && !sameText(params.get('state') ?? '', expected)) {
          throw new AuthorizationError({ code: 'authorization-failed', problem: 'state-mismatch' });
        }
        return params;
      },
      refreshCount: () => refreshes,
    },
  };
  return provider;
}
