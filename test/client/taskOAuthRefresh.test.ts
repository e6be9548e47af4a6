// A task followed while its access token runs out (demo-server --auth oauth, generate_report as a
// task): the token is renewed without asking the person, the polling goes on on the same task,
// its question is asked once and its result arrives once. Both ways a token is renewed: after the
// server refused it (a 401 on a task request; the SDK refreshes and re-sends), and ahead of
// expiry (the provider's clock moves into the refresh window while the task runs).
import type { AuthorizeRequest, OAuthStore, ToolCallState } from '@elicitkit/client';
import { connect, createOAuthProvider, memoryOAuthStore } from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerConsent } from '../support/consent.js';
import { untilRefused } from '../support/untilRefused.js';
import { startDemoServer } from './support/demoServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let shortLived: ServerProcess;
let longLived: ServerProcess;

beforeAll(async () => {
  // One after the other: cold starts at once can outlast the start-up bound on a busy machine.
  shortLived = await startDemoServer({ args: ['--auth', 'oauth', '--token-ttl', '1'] });
  longLived = await startDemoServer({ args: ['--auth', 'oauth'] });
}, 120_000);
afterAll(stopAll);

/** A memory store that counts the tokens saved (one per token request) and may rewrite them. */
function countingStore(rewrite: (tokens: object) => object = (t) => t) {
  const inner = memoryOAuthStore();
  const saved: string[] = [];
  const store: OAuthStore = {
    get: (key) => inner.get(key),
    set(key, value) {
      if (key !== 'tokens') return inner.set(key, value);
      saved.push((value as { refresh_token?: string }).refresh_token ?? '');
      return inner.set(key, rewrite(value as object) as typeof value);
    },
    delete: (key) => inner.delete(key),
  };
  return { store, saved };
}

/** A provider that signs in by consenting on the demo server's page, recording each ask. */
function consentingProvider(store: OAuthStore, now?: () => number) {
  const asked: AuthorizeRequest[] = [];
  const provider = createOAuthProvider({
    store,
    redirectUrl: 'http://127.0.0.1:9/callback',
    ...(now && { now }),
    authorize: async (request) => {
      asked.push(request);
      return (await answerConsent(request.url)).searchParams;
    },
  });
  return { provider, asked };
}

function expectOneTaskOneResult(states: ToolCallState[], text: string) {
  expect(text.split('\n')[0]).toBe('Report: tides (for engineers)');
  const taskIds = new Set(states.flatMap((s) => (s.phase === 'task' ? [s.task.taskId] : [])));
  expect(taskIds.size).toBe(1);
  expect(states.filter((s) => s.phase === 'complete')).toHaveLength(1);
  expect(states.some((s) => s.phase === 'authorizing' || s.phase === 'failed')).toBe(false);
}

/**
 * generate_report as a task on `url`, through `provider`: the states seen, and how many tokens
 * were saved (token requests) between connect and the result.
 */
async function runReport(
  url: string,
  provider: ReturnType<typeof consentingProvider>['provider'],
  saved: string[],
  renderer: ReturnType<typeof scriptedRenderer>['renderer'],
  onState: (state: ToolCallState) => void = () => undefined,
) {
  const client = await connect({ url, authProvider: provider, renderer, tasks: true });
  try {
    const afterConnect = saved.length;
    const call = client.callTool('generate_report', { topic: 'tides' });
    const states: ToolCallState[] = [];
    call.subscribe((state) => {
      states.push(state);
      onState(state);
    });
    const text = textOf(await call.result);
    expectOneTaskOneResult(states, text);
    return { refreshes: saved.length - afterConnect };
  } finally {
    await client.close();
  }
}

describe('a task polled while its access token expires', () => {
  it('a task request refused with 401 is refreshed and re-sent; the task goes on', async () => {
    // The provider is told each token lasts an hour, so it never renews ahead: the server's
    // one-second expiry is met by a refusal in the middle of the task.
    const { store, saved } = countingStore((tokens) => ({
      ...tokens,
      expires_at: Date.now() + 3_600_000,
    }));
    const { provider, asked } = consentingProvider(store);
    const script = scriptedRenderer(async (request, context) => {
      // The person answers once the token the task started under is no longer taken.
      await untilRefused(shortLived.url, (await provider.tokens())?.access_token ?? '');
      return accept({ audience: 'engineers' })(request, context);
    });
    const { refreshes } = await runReport(shortLived.url, provider, saved, script.renderer);
    expect(script.shown).toHaveLength(1);
    // Renewed by refresh (each one rotates the refresh token), never by asking the person.
    expect(refreshes).toBeGreaterThanOrEqual(1);
    expect(new Set(saved).size).toBe(saved.length);
    expect(asked.map((a) => a.reason)).toEqual(['connect']);
  });

  it('a token nearing expiry while the task runs is refreshed ahead, with one token request', async () => {
    let clock = Date.now();
    let moved = false;
    const { store, saved } = countingStore();
    const { provider, asked } = consentingProvider(store, () => clock);
    const script = scriptedRenderer(accept({ audience: 'engineers' }));
    const { refreshes } = await runReport(
      longLived.url,
      provider,
      saved,
      script.renderer,
      (state) => {
        // Once the task is running, its token is ten seconds from expiry (once).
        if (state.phase !== 'task' || moved) return;
        const expiresAt = (store.get('tokens') as { expires_at?: number } | undefined)?.expires_at;
        if (expiresAt === undefined) return;
        moved = true;
        clock = expiresAt - 10_000;
      },
    );
    expect(refreshes).toBe(1);
    expect(script.shown).toHaveLength(1);
    expect(asked.map((a) => a.reason)).toEqual(['connect']);
  });
});
