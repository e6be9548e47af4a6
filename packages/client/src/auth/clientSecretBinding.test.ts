// A client secret stays with the authorization server it was first used with: a kept discovery
// that now names another token endpoint (edited, or planted) is refused, and that endpoint, a
// real listener on 127.0.0.1, receives nothing. The control case proves the same set-up does
// reach the listener when the endpoint is the bound one.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuthDiscoveryState } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientBinding } from './memoryOAuthStore.js';
import { memoryOAuthStore } from './memoryOAuthStore.js';
import { createOAuthProvider, oauthInternals } from './oauthProvider.js';

const SERVER = 'http://127.0.0.1:9/mcp';

interface Listener {
  url: string;
  seen: { method: string; path: string; authorization: string | undefined; body: string }[];
  close(): Promise<void>;
}

const open: Listener[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((listener) => listener.close()));
});

/** A token endpoint that records every request and refuses it. */
async function tokenEndpoint(): Promise<Listener> {
  const seen: Listener['seen'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end('{"error":"invalid_grant"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const listener = {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  open.push(listener);
  return listener;
}

/** The discovery of an authorization server at `origin`, its token endpoint at `tokenAt`. */
function discoveryAt(origin: string, tokenAt = origin): OAuthDiscoveryState {
  return {
    authorizationServerUrl: origin,
    // Kept with the discovery, so a refresh needs nothing from the (absent) MCP server.
    resourceMetadata: { resource: SERVER, authorization_servers: [origin] },
    authorizationServerMetadata: {
      issuer: origin,
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${tokenAt}/token`,
      response_types_supported: ['code'],
    },
  };
}

const dueTokens = () => ({
  access_token: 'a',
  token_type: 'Bearer',
  refresh_token: 'r',
  expires_at: Date.now() + 1_000,
});

/** A provider with a static secret, tokens due for refresh and `discovery` kept, then one read. */
async function refreshWith(
  discovery: OAuthDiscoveryState,
  binding: ClientBinding | undefined,
  store = memoryOAuthStore(),
) {
  await store.set('tokens', dueTokens());
  await store.set('discovery', discovery);
  if (binding !== undefined) await store.set('binding', binding);
  const provider = createOAuthProvider({
    store,
    redirectUrl: 'http://127.0.0.1/callback',
    staticClient: { client_id: 'cli', client_secret: 'the-secret' },
  });
  oauthInternals(provider)?.bind(new URL(SERVER), undefined);
  await provider.tokens();
}

describe('a client secret bound to its authorization server', () => {
  it('the bound token endpoint gets the refresh, with the secret', async () => {
    const endpoint = await tokenEndpoint();
    const discovery = discoveryAt(endpoint.url);
    await refreshWith(discovery, {
      authorizationServer: endpoint.url,
      issuer: endpoint.url,
      tokenEndpoint: `${endpoint.url}/token`,
    });
    expect(endpoint.seen).toMatchObject([{ method: 'POST', path: '/token' }]);
    const [request] = endpoint.seen;
    const basic = `Basic ${Buffer.from('cli:the-secret').toString('base64')}`;
    const secretSent =
      request?.authorization === basic ||
      new URLSearchParams(request?.body).get('client_secret') === 'the-secret';
    expect(secretSent).toBe(true);
  });

  it('binds on first use, and keeps the binding when the SDK saves the client again', async () => {
    const first = await tokenEndpoint();
    const planted = await tokenEndpoint();
    const store = memoryOAuthStore();
    await refreshWith(discoveryAt(first.url), undefined, store);
    expect(first.seen).toHaveLength(1);
    // The SDK stamped the static client with its issuer and saved it: the binding stays.
    expect((await store.get('client'))?.issuer).toBe(first.url);
    // The same issuer (the SDK's own issuer stamp would pass it), another token endpoint.
    await refreshWith(discoveryAt(first.url, planted.url), undefined, store);
    expect(planted.seen).toEqual([]);
  });

  it('a changed token endpoint is refused and receives no request', async () => {
    const planted = await tokenEndpoint();
    await refreshWith(discoveryAt(planted.url), {
      authorizationServer: 'http://127.0.0.1:1',
      issuer: 'http://127.0.0.1:1',
      tokenEndpoint: 'http://127.0.0.1:1/token',
    });
    expect(planted.seen).toEqual([]);
  });

  it('the same issuer with another token endpoint is refused too', async () => {
    const planted = await tokenEndpoint();
    const discovery = discoveryAt(planted.url);
    await refreshWith(discovery, {
      authorizationServer: planted.url,
      issuer: planted.url,
      tokenEndpoint: `${planted.url}/registered-token`,
    });
    expect(planted.seen).toEqual([]);
  });
});
