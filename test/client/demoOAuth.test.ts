// The demo server's own authorization server (`--auth oauth`) through @elicitkit/client: sign-in
// at connect, a step-up in the middle of deploy (the tool acts once), and a refresh between two
// rounds of one call (requestState is bound to the token's subject, not the token).
import type { AuthorizeRequest, ToolCallState } from '@elicitkit/client';
import { connect, createOAuthProvider, memoryOAuthStore } from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsent } from '../support/consent.js';
import { startDemoServer } from './support/demoServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

const REDIRECT = 'http://127.0.0.1:9/callback';
let server: ServerProcess;

beforeAll(async () => {
  server = await startDemoServer({ args: ['--auth', 'oauth'] });
});
afterAll(stopAll);

function consentingProvider() {
  const asked: AuthorizeRequest[] = [];
  const provider = createOAuthProvider({
    store: memoryOAuthStore(),
    redirectUrl: REDIRECT,
    clientName: 'demo-oauth test',
    authorize: async (request) => {
      asked.push(request);
      return (await answerConsent(request.url)).searchParams;
    },
  });
  return { provider, asked };
}

const deployedLines = (stderr: string) =>
  stderr.split('\n').filter((line) => line.includes('deploy: checkout deployed'));

describe('demo-server --auth oauth with @elicitkit/client', () => {
  it('signs in at connect with scope mcp; deploy steps up to deploy:write mid-call and acts once', async () => {
    const { provider, asked } = consentingProvider();
    const script = scriptedRenderer(
      accept({ region: 'eu-west-1' }),
      accept({ plan: 'euw1-highmem', replicas: 2 }),
    );
    const client = await connect({
      url: server.url,
      authProvider: provider,
      renderer: script.renderer,
    });
    try {
      expect(asked.map((a) => [a.reason, a.scopes])).toEqual([['connect', ['mcp']]]);
      const before = deployedLines(server.stderr()).length;
      const call = client.callTool('deploy', { service: 'checkout' });
      const phases: ToolCallState['phase'][] = [];
      call.subscribe((state) => phases.push(state.phase));
      const result = await call.result;
      expect(textOf(result)).toContain('Deployed checkout to eu-west-1');
      // The step-up came after the first answer: the person saw the added scope and the origin.
      expect(asked.slice(1)).toMatchObject([
        {
          reason: 'scope',
          scopes: ['deploy:write'],
          authorizationServerOrigin: new URL(server.url).origin,
        },
      ]);
      expect(phases).toContain('authorizing');
      expect(script.shown.map((s) => s.context.inputKey)).toEqual(['region', 'plan']);
      expect(deployedLines(server.stderr()).length - before).toBe(1);
      expect((await provider.status()).scopes.sort()).toEqual(['deploy:write', 'mcp']);
    } finally {
      await client.close();
    }
  });

  it('a refresh between two rounds keeps the call: the state is bound to the subject', async () => {
    const { provider, asked } = consentingProvider();
    let refresh: (() => Promise<void>) | undefined;
    let minted: string | undefined;
    const script = scriptedRenderer(accept({ region: 'us-east-1' }), async (request, context) => {
      // The plan question's state was minted for the stepped-up token; rotate it now.
      minted = (await provider.tokens())?.access_token;
      await refresh?.();
      return accept({ plan: 'use1-basic' })(request, context);
    });
    const client = await connect({
      url: server.url,
      authProvider: provider,
      renderer: script.renderer,
    });
    try {
      refresh = async () => {
        const kept = await provider.tokens();
        const metadataUrl = new URL('/.well-known/oauth-authorization-server', server.url);
        const metadata = (await (await fetch(metadataUrl)).json()) as { token_endpoint: string };
        const info = await provider.clientInformation();
        const response = await fetch(metadata.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: kept?.refresh_token ?? '',
            client_id: info?.client_id ?? '',
          }),
        });
        expect(response.status).toBe(200);
        await provider.saveTokens(await response.json());
      };
      const result = await client.callTool('deploy', { service: 'billing' }).result;
      // Round 2 went out with a token the state was not minted under, and was accepted: no
      // "Invalid or expired requestState", and no further sign-in.
      expect(textOf(result)).toContain('Deployed billing to us-east-1');
      expect((await provider.tokens())?.access_token).not.toBe(minted);
      expect(asked.map((a) => a.reason)).toEqual(['connect', 'scope']);
    } finally {
      await client.close();
    }
  });
});
