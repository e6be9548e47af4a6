// demo-server --auth oauth on the wire: protected resource metadata, bearer challenges, and its
// own authorization server (registration, metadata documents, consent, PKCE, iss, rotation,
// revocation). Real processes on 127.0.0.1; the consent page is answered over HTTP.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsent } from '../support/consent.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { runDemoServer, startDemoServer, stopAllDemoServers } from './demoServerProcess.js';

let server: DemoServerProcess;
const REDIRECT = 'http://127.0.0.1:1/callback';

beforeAll(async () => {
  server = await startDemoServer(['--auth', 'oauth', '--token-ttl', '120']);
});
afterAll(stopAllDemoServers);

const at = (path: string) => new URL(path, server.origin);

async function register(body: Record<string, unknown> = {}): Promise<{ client_id: string }> {
  const response = await fetch(at('/oauth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [REDIRECT], client_name: 'wire test', ...body }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { client_id: string };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(clientId: string, challenge: string, extra: Record<string, string> = {}) {
  const url = at('/oauth/authorize');
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1:45678/callback',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'st-1',
    resource: server.url.href,
    ...extra,
  }).toString();
  return url;
}

const token = (params: Record<string, string>) =>
  fetch(at('/oauth/token'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });

const listTools = (accessToken: string) =>
  fetch(server.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${accessToken}`,
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': 'tools/list',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: {
        _meta: {
          'io.modelcontextprotocol/protocolVersion': '2026-07-28',
          'io.modelcontextprotocol/clientCapabilities': {},
          'io.modelcontextprotocol/clientInfo': { name: 't', version: '1' },
        },
      },
    }),
  });

/** A signed-in client: registration, consent, code exchange. */
async function signIn() {
  const { client_id } = await register();
  const { verifier, challenge } = pkce();
  const redirect = await answerConsent(authorizeUrl(client_id, challenge));
  const code = redirect.searchParams.get('code') ?? '';
  const response = await token({
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    client_id,
    redirect_uri: 'http://127.0.0.1:45678/callback',
    resource: server.url.href,
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    scope: string;
  };
  return { client_id, tokens, redirect };
}

describe('demo-server --auth oauth', () => {
  it('refuses /mcp without a token: 401 with the resource metadata URL, exposed to browsers', async () => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    const challenge = response.headers.get('www-authenticate') ?? '';
    expect(challenge).toContain(
      `resource_metadata="${server.origin}/.well-known/oauth-protected-resource/mcp"`,
    );
    expect(challenge).toContain('scope="mcp"');
    expect(response.headers.get('access-control-expose-headers')).toContain('www-authenticate');
    const preflight = await fetch(server.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('publishes protected resource and authorization server metadata', async () => {
    const prm = (await (
      await fetch(at('/.well-known/oauth-protected-resource/mcp'))
    ).json()) as Record<string, unknown>;
    expect(prm).toMatchObject({
      resource: server.url.href,
      authorization_servers: [server.origin],
    });
    const as = (await (
      await fetch(at('/.well-known/oauth-authorization-server'))
    ).json()) as Record<string, unknown>;
    expect(as).toMatchObject({
      issuer: server.origin,
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
      revocation_endpoint: `${server.origin}/oauth/revoke`,
    });
  });

  it('consent gives a code with state and iss; the token opens /mcp', async () => {
    const { tokens, redirect } = await signIn();
    expect(redirect.origin + redirect.pathname).toBe('http://127.0.0.1:45678/callback');
    expect(redirect.searchParams.get('state')).toBe('st-1');
    expect(redirect.searchParams.get('iss')).toBe(server.origin);
    expect(tokens).toMatchObject({ expires_in: 120, scope: 'mcp' });
    expect((await listTools(tokens.access_token)).status).toBe(200);
    expect((await listTools('not-a-token')).status).toBe(401);
  });

  it('deny redirects with access_denied; a wrong PKCE verifier gets invalid_grant', async () => {
    const { client_id } = await register();
    const { challenge } = pkce();
    const denied = await answerConsent(authorizeUrl(client_id, challenge), { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();
    const approved = await answerConsent(authorizeUrl(client_id, challenge));
    const response = await token({
      grant_type: 'authorization_code',
      code: approved.searchParams.get('code') ?? '',
      code_verifier: pkce().verifier,
      client_id,
      redirect_uri: 'http://127.0.0.1:45678/callback',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('never redirects to an unregistered redirect_uri, and requires S256', async () => {
    const { client_id } = await register();
    const { challenge } = pkce();
    const bad = await fetch(
      authorizeUrl(client_id, challenge, { redirect_uri: 'http://evil.example/cb' }),
      { redirect: 'manual' },
    );
    expect(bad.status).toBe(400);
    expect(bad.headers.get('location')).toBeNull();
    const plain = await fetch(
      authorizeUrl(client_id, challenge, { code_challenge_method: 'plain' }),
      {
        redirect: 'manual',
      },
    );
    expect(new URL(plain.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('refuses a consent post from another origin', async () => {
    const { client_id } = await register();
    const page = await (await fetch(authorizeUrl(client_id, pkce().challenge))).text();
    const request = /name="request" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const response = await fetch(at('/oauth/authorize'), {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://127.0.0.1:1',
        'sec-fetch-site': 'same-site',
      },
      body: new URLSearchParams({ request, user: 'x', decision: 'approve' }),
    });
    expect(response.status).toBe(403);
  });

  it('refresh tokens rotate; replaying a used one revokes the whole grant', async () => {
    const { client_id, tokens } = await signIn();
    const first = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id,
    });
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { access_token: string; refresh_token: string };
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect((await listTools(rotated.access_token)).status).toBe(200);
    const replay = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id,
    });
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await listTools(rotated.access_token)).status).toBe(401);
    const next = await token({
      grant_type: 'refresh_token',
      refresh_token: rotated.refresh_token,
      client_id,
    });
    expect(next.status).toBe(400);
  });

  it('revocation ends the grant: the access token gets 401 and the refresh token is refused', async () => {
    const { client_id, tokens } = await signIn();
    const revoked = await fetch(at('/oauth/revoke'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token, client_id }),
    });
    expect(revoked.status).toBe(200);
    expect((await listTools(tokens.access_token)).status).toBe(401);
    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id,
    });
    expect(refresh.status).toBe(400);
  });

  it('accepts a client ID metadata document that names itself, and refuses one that does not', async () => {
    let document: Record<string, unknown> = {};
    const host = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = host.address() as AddressInfo;
      const clientId = `http://127.0.0.1:${port}/client.json`;
      document = { client_id: clientId, client_name: 'Metadata client', redirect_uris: [REDIRECT] };
      const page = await fetch(authorizeUrl(clientId, pkce().challenge));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Metadata client');
      const otherId = `http://127.0.0.1:${port}/other.json`;
      const refused = await fetch(authorizeUrl(otherId, pkce().challenge), { redirect: 'manual' });
      expect(refused.status).toBe(400);
    } finally {
      host.closeAllConnections();
      await new Promise<void>((resolve) => host.close(() => resolve()));
    }
  });

  it('is off by default, and refuses bad values', async () => {
    const plain = await startDemoServer();
    try {
      expect(
        (await fetch(new URL('/.well-known/oauth-authorization-server', plain.origin))).status,
      ).toBe(404);
    } finally {
      await plain.stop();
    }
    expect((await runDemoServer(['--auth', 'basic'])).code).toBe(2);
    expect((await runDemoServer(['--auth', 'oauth', '--token-ttl', '0'])).code).toBe(2);
  });

  it('never writes a token to its log', async () => {
    const { tokens } = await signIn();
    await listTools(tokens.access_token);
    expect(server.stderr()).not.toContain(tokens.access_token);
    expect(server.stderr()).not.toContain(tokens.refresh_token);
  });
});
