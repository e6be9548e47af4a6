// Sign-in against a real OAuth-protected server process (test/client/fixtures/protectedServer.mjs:
// the server SDK's bearer checks and metadata, with its own small authorization server).
import type { ElicitationRenderer } from '@elicitkit/core';
import {
  AuthorizationError,
  connect,
  createOAuthProvider,
  memoryOAuthStore,
} from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { control, followRedirect, startProtectedServer, stats } from './support/protectedServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { textOf } from './support/text.js';

const REDIRECT = 'http://127.0.0.1:1/callback';
const noQuestions: ElicitationRenderer = () => {
  throw new Error('no question expected');
};

let server: ServerProcess;

beforeAll(async () => {
  server = await startProtectedServer();
});
afterAll(stopAll);

/** Connected and signed in (headlessly) with a fresh store. */
async function signedIn(options: { now?: () => number; renderer?: ElicitationRenderer } = {}) {
  const store = memoryOAuthStore();
  const signIn = followRedirect();
  const provider = createOAuthProvider({
    store,
    redirectUrl: REDIRECT,
    authorize: signIn.authorize,
    ...(options.now && { now: options.now }),
  });
  const client = await connect({
    url: server.url,
    authProvider: provider,
    renderer: options.renderer ?? noQuestions,
  });
  return { store, signIn, provider, client };
}

describe('connect with createOAuthProvider', () => {
  it('a 401 at connect asks the host to sign in once, then the call runs with the token', async () => {
    const before = await stats(server);
    const { signIn, provider, client } = await signedIn();
    try {
      const result = await client.callTool('echo', { text: 'hi' }).result;
      expect(textOf(result)).toBe('echo: hi');
    } finally {
      await client.close();
    }
    expect(signIn.asked).toHaveLength(1);
    expect(signIn.asked[0]).toMatchObject({
      reason: 'connect',
      authorizationServerOrigin: new URL(server.url).origin,
      scopes: ['mcp'],
    });
    const after = await stats(server);
    expect(after.tokenRequests.authorization_code - before.tokenRequests.authorization_code).toBe(
      1,
    );
    expect(after.toolRuns.echo - before.toolRuns.echo).toBe(1);
    const status = await provider.status();
    expect(status).toMatchObject({ signedIn: true, refreshable: true, client: 'registered' });
    expect(status.issuer).toBe(new URL(server.url).origin);
    expect(JSON.stringify(status)).not.toMatch(/access_token|refresh_token/);
  });

  it('the PKCE verifier is not kept once its code is exchanged', async () => {
    const { store, client } = await signedIn();
    await client.close();
    expect(await store.get('tokens')).toBeDefined();
    expect(await store.get('verifier')).toBeUndefined();
  });

  it('a stored token is used without asking again', async () => {
    const store = memoryOAuthStore();
    const first = followRedirect();
    const options = { store, redirectUrl: REDIRECT };
    const one = await connect({
      url: server.url,
      authProvider: createOAuthProvider({ ...options, authorize: first.authorize }),
      renderer: noQuestions,
    });
    await one.close();
    const second = followRedirect();
    const two = await connect({
      url: server.url,
      authProvider: createOAuthProvider({ ...options, authorize: second.authorize }),
      renderer: noQuestions,
    });
    try {
      expect(textOf(await two.callTool('echo', { text: 'again' }).result)).toBe('echo: again');
    } finally {
      await two.close();
    }
    expect(first.asked).toHaveLength(1);
    expect(second.asked).toHaveLength(0);
  });

  it('without an authorize handler, connect fails with authorization-required', async () => {
    const provider = createOAuthProvider({ store: memoryOAuthStore(), redirectUrl: REDIRECT });
    const error = await connect({ url: server.url, authProvider: provider, renderer: noQuestions })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthorizationError);
    expect(error).toMatchObject({ code: 'authorization-required', reason: 'connect' });
  });

  it('a declined sign-in fails connect with authorization-declined and redeems no code', async () => {
    const before = await stats(server);
    const provider = createOAuthProvider({
      store: memoryOAuthStore(),
      redirectUrl: REDIRECT,
      authorize: async () => 'declined',
    });
    await expect(
      connect({ url: server.url, authProvider: provider, renderer: noQuestions }),
    ).rejects.toMatchObject({ code: 'authorization-declined', retryable: true });
    const after = await stats(server);
    expect(after.tokenRequests.authorization_code).toBe(before.tokenRequests.authorization_code);
  });

  it('a redirect whose state is not ours is refused before the code is redeemed', async () => {
    const before = await stats(server);
    const signIn = followRedirect();
    const provider = createOAuthProvider({
      store: memoryOAuthStore(),
      redirectUrl: REDIRECT,
      authorize: async (request) => {
        const params = await signIn.authorize(request);
        if (params === 'declined' || !(params instanceof URLSearchParams)) return params;
        params.set('state', 'forged');
        return params;
      },
    });
    const error = await connect({ url: server.url, authProvider: provider, renderer: noQuestions })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthorizationError);
    expect(error).toMatchObject({ code: 'authorization-failed', problem: 'state-mismatch' });
    const after = await stats(server);
    expect(after.tokenRequests.authorization_code).toBe(before.tokenRequests.authorization_code);
  });

  it.each(['auto', '2025-11-25'] as const)(
    'without any credentials (%s), connect fails with authorization-required',
    async (protocol) => {
      const error = await connect({ url: server.url, protocol, renderer: noQuestions })
        .then(() => undefined)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AuthorizationError);
      expect(error).toMatchObject({ code: 'authorization-required' });
    },
  );

  it('a static bearer token the server stops taking fails the call with authorization-required, retryable', async () => {
    const minted = await control(server, { mint: 'mcp' });
    const client = await connect({
      url: server.url,
      headers: { authorization: `Bearer ${String(minted['access_token'])}` },
      renderer: noQuestions,
    });
    try {
      await control(server, { expireAccessTokens: true });
      const call = client.callTool('echo', { text: 'late' });
      await expect(call.result).rejects.toMatchObject({ code: 'authorization-required' });
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: true });
    } finally {
      await client.close();
    }
  });

  it('headers carry a static bearer token', async () => {
    const minted = await control(server, { mint: 'mcp' });
    const client = await connect({
      url: server.url,
      headers: { authorization: `Bearer ${String(minted['access_token'])}` },
      renderer: noQuestions,
    });
    try {
      expect(textOf(await client.callTool('echo', { text: 'static' }).result)).toBe('echo: static');
    } finally {
      await client.close();
    }
  });

  it('logout revokes at the server and forgets the sign-in', async () => {
    const before = await stats(server);
    const provider = createOAuthProvider({
      store: memoryOAuthStore(),
      redirectUrl: REDIRECT,
      authorize: followRedirect().authorize,
    });
    const client = await connect({
      url: server.url,
      authProvider: provider,
      renderer: noQuestions,
    });
    await client.close();
    expect(await provider.logout()).toEqual({ revoked: true });
    expect((await stats(server)).revocations - before.revocations).toBe(2);
    expect(await provider.status()).toMatchObject({ signedIn: false, refreshable: false });
  });
});

describe('sign-in during a call', () => {
  it('a step-up in the middle of a call shows authorizing with the added scope, then re-sends the same leg once', async () => {
    const before = await stats(server);
    const { signIn, client } = await signedIn({
      renderer: async () => ({ action: 'accept', content: { ok: true } }),
    });
    // The first sign-in asks for what the 401 names (`mcp`); answering the deploy question needs more.
    const phases: string[] = [];
    let authorizing: unknown;
    try {
      const call = client.callTool('deploy', {});
      call.subscribe((state) => {
        phases.push(state.phase);
        if (state.phase === 'authorizing') authorizing = state;
      });
      expect(textOf(await call.result)).toBe('deployed');
    } finally {
      await client.close();
    }
    const after = await stats(server);
    expect(after.deployCompleted - before.deployCompleted).toBe(1);
    expect(authorizing).toMatchObject({
      phase: 'authorizing',
      reason: 'scope',
      scopes: ['deploy:write'],
      authorizationServerOrigin: new URL(server.url).origin,
    });
    expect(phases.indexOf('authorizing')).toBeGreaterThan(phases.indexOf('awaiting-input'));
    // The question leg and the answer leg; the refused answer leg never reached the tool.
    expect(after.toolRuns.deploy - before.toolRuns.deploy).toBe(2);
    expect(signIn.asked.map((asked) => asked.reason)).toEqual(['connect', 'scope']);
  });
});

describe('refresh', () => {
  it('an access token the server no longer takes is refreshed with one token request, without asking', async () => {
    const { signIn, client } = await signedIn();
    try {
      await control(server, { expireAccessTokens: true });
      const before = await stats(server);
      expect(textOf(await client.callTool('echo', { text: 'later' }).result)).toBe('echo: later');
      const after = await stats(server);
      expect(after.tokenRequests.refresh_token - before.tokenRequests.refresh_token).toBe(1);
      expect(after.tokenRequests.authorization_code).toBe(before.tokenRequests.authorization_code);
      expect(after.toolRuns.echo - before.toolRuns.echo).toBe(1);
      expect(signIn.asked).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('shortly before expiry, two calls at once cost exactly one refresh and no 401', async () => {
    let clock = Date.now();
    const { signIn, client, provider } = await signedIn({ now: () => clock });
    try {
      const expiresAt = (await provider.status()).expiresAt ?? 0;
      clock = expiresAt - 30_000; // inside the refresh window, still valid at the server
      const before = await stats(server);
      const results = await Promise.all([
        client.callTool('echo', { text: 'a' }).result,
        client.callTool('echo', { text: 'b' }).result,
      ]);
      expect(results.map(textOf)).toEqual(['echo: a', 'echo: b']);
      const after = await stats(server);
      expect(after.tokenRequests.refresh_token - before.tokenRequests.refresh_token).toBe(1);
      expect(after.unauthorized).toBe(before.unauthorized);
      expect(signIn.asked).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('when the refresh token is refused too, the call shows authorizing (expired) and runs once after', async () => {
    const { store, signIn, client } = await signedIn();
    try {
      const kept = await store.get('tokens');
      await store.set('tokens', { ...kept!, refresh_token: 'no-longer-valid' });
      await control(server, { expireAccessTokens: true });
      const before = await stats(server);
      const call = client.callTool('echo', { text: 'back' });
      const reasons: string[] = [];
      call.subscribe((state) => {
        if (state.phase === 'authorizing') reasons.push(state.reason);
      });
      expect(textOf(await call.result)).toBe('echo: back');
      expect(reasons).toEqual(['expired']);
      expect(signIn.asked.map((asked) => asked.reason)).toEqual(['connect', 'expired']);
      const after = await stats(server);
      expect(after.toolRuns.echo - before.toolRuns.echo).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('a declined sign-in during a call fails it as retryable, and the tool never ran', async () => {
    let decline = false;
    const signIn = followRedirect();
    const store = memoryOAuthStore();
    const provider = createOAuthProvider({
      store,
      redirectUrl: REDIRECT,
      authorize: async (request) => (decline ? 'declined' : signIn.authorize(request)),
    });
    const client = await connect({
      url: server.url,
      authProvider: provider,
      renderer: noQuestions,
    });
    try {
      await store.delete('tokens');
      decline = true;
      const before = await stats(server);
      const call = client.callTool('echo', { text: 'x' });
      const error = await call.result.then(() => undefined).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AuthorizationError);
      expect(error).toMatchObject({ code: 'authorization-declined' });
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: true });
      expect((await stats(server)).toolRuns.echo).toBe(before.toolRuns.echo);
      decline = false;
      expect(textOf(await call.retry())).toBe('echo: x');
    } finally {
      await client.close();
    }
  });
});
