// What signing in costs once signed in: the same echo call through @elicitkit/client against the
// OAuth-protected fixture server with a stored, valid token, and against the same server started
// without auth (test/client/fixtures/protectedServer.mjs, two processes on 127.0.0.1). Then what
// a refresh costs: the provider's clock is moved into the refresh window and several calls go at
// once; the authorization server counts its token requests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ElicitClient } from '../src/index.js';
import { connect, createOAuthProvider, memoryOAuthStore } from '../src/index.js';
import { median } from '../../../test/support/benchStats.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const FIXTURE = join(root, 'test', 'client', 'fixtures', 'protectedServer.mjs');
const CALLS_PER_SAMPLE = 20;
const SAMPLES = 25;
const CONCURRENT = 5;

interface Fixture {
  url: string;
  child: ChildProcess;
}

function start(args: string[]): Promise<Fixture> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FIXTURE, ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PROTECTED_LISTENING (\d+)/.exec(out);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}/mcp`, child });
    });
    child.once('exit', (code) => reject(new Error(`fixture exited (${code})`)));
  });
}

function stop(fixture: Fixture): Promise<void> {
  if (fixture.child.exitCode !== null || fixture.child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    fixture.child.once('exit', () => resolve());
    process.kill(fixture.child.pid as number, 'SIGTERM');
  });
}

async function tokenRequests(fixture: Fixture): Promise<{ refresh_token: number }> {
  const stats = (await (await fetch(new URL('/_stats', fixture.url))).json()) as {
    tokenRequests: { refresh_token: number };
  };
  return stats.tokenRequests;
}

const noQuestions = () => Promise.reject(new Error('no question expected'));

/** A headless sign-in: the fixture's authorization page redirects at once. */
async function followRedirect({ url }: { url: URL }): Promise<URLSearchParams> {
  const response = await fetch(url, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '').searchParams;
}

export interface OAuthBench {
  /** ms per call with a stored valid token, and on the unprotected server. */
  value: number;
  baseline: number;
  /** Token requests one refresh made (CONCURRENT calls in the refresh window at once). */
  refreshRequests: number;
  concurrent: number;
}

export async function oauthBench(): Promise<OAuthBench> {
  const guarded = await start([]);
  const open = await start(['--unprotected']);
  let clock = Date.now();
  const store = memoryOAuthStore();
  const provider = createOAuthProvider({
    store,
    redirectUrl: 'http://127.0.0.1:1/callback',
    authorize: followRedirect,
    now: () => clock,
  });
  const clients: ElicitClient[] = [];
  try {
    const withToken = await connect({
      url: guarded.url,
      authProvider: provider,
      renderer: noQuestions,
    });
    clients.push(withToken);
    const without = await connect({ url: open.url, renderer: noQuestions });
    clients.push(without);
    const calls = (client: ElicitClient) => async () => {
      const started = performance.now();
      for (let i = 0; i < CALLS_PER_SAMPLE; i++)
        await client.callTool('echo', { text: 'bench' }).result;
      return (performance.now() - started) / CALLS_PER_SAMPLE;
    };
    const viaToken = calls(withToken);
    const viaOpen = calls(without);
    await viaToken();
    await viaOpen();
    const tokenTimes: number[] = [];
    const openTimes: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      if (i % 2 === 0) {
        tokenTimes.push(await viaToken());
        openTimes.push(await viaOpen());
      } else {
        openTimes.push(await viaOpen());
        tokenTimes.push(await viaToken());
      }
      process.stderr.write(`  client oauth bench: sample ${i + 1}/${SAMPLES}\n`);
    }
    const expiresAt = (await provider.status()).expiresAt ?? clock;
    clock = expiresAt - 10_000;
    const before = await tokenRequests(guarded);
    await Promise.all(
      Array.from(
        { length: CONCURRENT },
        () => withToken.callTool('echo', { text: 'refresh' }).result,
      ),
    );
    const after = await tokenRequests(guarded);
    return {
      value: median(tokenTimes),
      baseline: median(openTimes),
      refreshRequests: after.refresh_token - before.refresh_token,
      concurrent: CONCURRENT,
    };
  } finally {
    for (const client of clients) await client.close();
    await stop(guarded);
    await stop(open);
  }
}
