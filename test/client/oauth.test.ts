// Sign-in against a real OAuth-protected server process (test/client/fixtures/protectedServer.mjs:
// the server SDK's bearer checks and metadata, with its own small authorization server).
import type { ElicitationRenderer } from '@elicitkit/core';
import {
  AuthorizationDeclinedError,
  AuthorizationFailedError,
  AuthorizationRequiredError,
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

describe('connect with createOAuthProvider', () => {
  it('a 401 at connect asks the host to sign in once, then the call runs with the token', async () => {
    const before = await stats(server);
    const signIn = followRedirect();
    const provider = createOAuthProvider({
      store: memoryOAuthStore(),
      redirectUrl: REDIRECT,
      authorize: signIn.authorize,
    });
    const client = await connect({
      url: server.url,
      authProvider: provider,
      renderer: noQuestions,
    });
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
      scopes: ['mcp', 'deploy:write'],
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

  it('without an authorize handler, connect fails with AuthorizationRequiredError', async () => {
    const provider = createOAuthProvider({ store: memoryOAuthStore(), redirectUrl: REDIRECT });
    const error = await connect({ url: server.url, authProvider: provider, renderer: noQuestions })
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthorizationRequiredError);
    expect((error as AuthorizationRequiredError).reason).toBe('connect');
  });

  it('a declined sign-in fails connect with AuthorizationDeclinedError and redeems no code', async () => {
    const before = await stats(server);
    const provider = createOAuthProvider({
      store: memoryOAuthStore(),
      redirectUrl: REDIRECT,
      authorize: async () => 'declined',
    });
    await expect(
      connect({ url: server.url, authProvider: provider, renderer: noQuestions }),
    ).rejects.toBeInstanceOf(AuthorizationDeclinedError);
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
    expect(error).toBeInstanceOf(AuthorizationFailedError);
    expect((error as AuthorizationFailedError).problem).toBe('state-mismatch');
    const after = await stats(server);
    expect(after.tokenRequests.authorization_code).toBe(before.tokenRequests.authorization_code);
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
