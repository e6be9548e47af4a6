import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A client this authorization server knows: registered (RFC 7591) or named by its metadata URL. */
export interface DemoClient {
  clientId: string;
  /** Present only for confidential clients registered with a secret-based auth method. */
  clientSecret?: string;
  redirectUris: string[];
  clientName?: string;
  kind: 'registered' | 'metadata-document';
}

export class ClientError extends Error {
  constructor(
    readonly code: 'invalid_client_metadata' | 'invalid_redirect_uri' | 'invalid_client',
    message: string,
  ) {
    super(message);
  }
}

const MAX_REDIRECTS = 10;
const METADATA_TIMEOUT_MS = 5000;
const METADATA_MAX_BYTES = 64 * 1024;

/**
 * Clients of the demo authorization server. Dynamic registration keeps them in this process;
 * a client ID metadata document (an HTTPS URL as `client_id`) is fetched when first used and
 * cached for five minutes. Loopback `http:` metadata URLs are accepted too, because this server
 * only runs on this machine and the end-to-end tests have no certificate.
 */
export class ClientRegistry {
  private readonly registered = new Map<string, DemoClient>();
  private readonly documents = new Map<string, { client: DemoClient; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  register(metadata: unknown): DemoClient & { issuedAt: number; authMethod: string } {
    if (typeof metadata !== 'object' || metadata === null)
      throw new ClientError('invalid_client_metadata', 'the body must be a JSON object');
    const m = metadata as Record<string, unknown>;
    const redirectUris = checkRedirectUris(m.redirect_uris);
    const authMethod =
      typeof m.token_endpoint_auth_method === 'string' ? m.token_endpoint_auth_method : 'none';
    if (!['none', 'client_secret_post', 'client_secret_basic'].includes(authMethod))
      throw new ClientError(
        'invalid_client_metadata',
        `token_endpoint_auth_method ${authMethod} is not supported`,
      );
    const client: DemoClient = {
      clientId: `demo-${randomBytes(12).toString('hex')}`,
      redirectUris,
      kind: 'registered',
      ...(typeof m.client_name === 'string' && { clientName: m.client_name.slice(0, 100) }),
      ...(authMethod !== 'none' && { clientSecret: randomBytes(24).toString('base64url') }),
    };
    this.registered.set(client.clientId, client);
    return { ...client, issuedAt: Math.floor(this.now() / 1000), authMethod };
  }

  /** The client, or a ClientError when the id is unknown or its metadata document is unusable. */
  async find(clientId: string): Promise<DemoClient> {
    const known = this.registered.get(clientId);
    if (known) return known;
    if (!isMetadataUrl(clientId)) throw new ClientError('invalid_client', 'unknown client_id');
    const cached = this.documents.get(clientId);
    if (cached && cached.until > this.now()) return cached.client;
    const client = await fetchMetadataDocument(clientId);
    this.documents.set(clientId, { client, until: this.now() + 5 * 60_000 });
    return client;
  }

  /** Client authentication at the token and revocation endpoints (RFC 6749 §2.3.1). */
  authenticate(client: DemoClient, presentedSecret: string | undefined): boolean {
    if (client.clientSecret === undefined) return true;
    if (presentedSecret === undefined) return false;
    const a = Buffer.from(client.clientSecret);
    const b = Buffer.from(presentedSecret);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/**
 * Whether `uri` is one of the client's redirect URIs. Loopback IP redirects match on any port
 * (RFC 8252 §7.3), because a native client listens on whatever port is free at sign-in time.
 */
export function redirectAllowed(client: DemoClient, uri: string): boolean {
  let wanted: URL;
  try {
    wanted = new URL(uri);
  } catch {
    return false;
  }
  return client.redirectUris.some((registered) => {
    if (registered === uri) return true;
    const r = new URL(registered);
    const loopback =
      r.protocol === 'http:' && (r.hostname === '127.0.0.1' || r.hostname === '[::1]');
    return (
      loopback &&
      wanted.protocol === r.protocol &&
      wanted.hostname === r.hostname &&
      wanted.pathname === r.pathname &&
      wanted.search === r.search
    );
  });
}

function isMetadataUrl(clientId: string): boolean {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return false;
  }
  if (url.pathname === '/' || url.hash !== '') return false;
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]'))
  );
}

async function fetchMetadataDocument(url: string): Promise<DemoClient> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ClientError('invalid_client', 'the client ID metadata document could not be fetched');
  }
  const text = await response.text();
  if (!response.ok || text.length > METADATA_MAX_BYTES)
    throw new ClientError('invalid_client', 'the client ID metadata document could not be fetched');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ClientError('invalid_client', 'the client ID metadata document is not JSON');
  }
  const d = (document ?? {}) as Record<string, unknown>;
  // The document must name itself, or anyone could host metadata claiming another client's id.
  if (d.client_id !== url)
    throw new ClientError('invalid_client', 'the metadata document names another client_id');
  return {
    clientId: url,
    redirectUris: checkRedirectUris(d.redirect_uris),
    kind: 'metadata-document',
    ...(typeof d.client_name === 'string' && { clientName: d.client_name.slice(0, 100) }),
  };
}

function checkRedirectUris(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_REDIRECTS)
    throw new ClientError('invalid_redirect_uri', 'redirect_uris must list 1-10 URLs');
  return value.map((uri) => {
    if (typeof uri !== 'string') throw new ClientError('invalid_redirect_uri', 'not a URL');
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw new ClientError('invalid_redirect_uri', 'not a URL');
    }
    if (url.hash !== '' || !['http:', 'https:'].includes(url.protocol))
      throw new ClientError(
        'invalid_redirect_uri',
        'redirect URIs must be http(s) without a fragment',
      );
    return uri;
  });
}
