// The file store keeps the parsed records between reads of an unchanged file; what another
// process does to the file (a `logout`, a `login`, a refresh) is still seen by the next read, and
// a refresh in the window before expiry still costs one token request for calls made at once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, createOAuthProvider } from '@elicitkit/client';
import type { KeptTokens } from '@elicitkit/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  followRedirect,
  startProtectedServer,
  stats,
} from '../../../../test/client/support/protectedServer.js';
import type { ServerProcess } from '../../../../test/client/support/serverProcess.js';
import { stopAll } from '../../../../test/client/support/serverProcess.js';
import { textOf } from '../../../../test/client/support/text.js';
import { fileTokenStore } from './fileTokenStore.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const STORE = fileURLToPath(new URL('./fileTokenStore.ts', import.meta.url));
const URL_A = 'https://mcp.example.com/mcp';
const tokens = (access: string): KeptTokens => ({
  access_token: access,
  token_type: 'Bearer',
  refresh_token: `r-${access}`,
  expires_at: Date.now() + 3_600_000,
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ek-file-store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `body` (with `store` bound to the same file) in another Node process, to its exit. */
async function inAnotherProcess(body: string): Promise<void> {
  const script = join(dir, 'other.mts');
  writeFileSync(
    script,
    `import { fileTokenStore } from ${JSON.stringify(STORE)};\n` +
      `const store = fileTokenStore(${JSON.stringify(dir)}, ${JSON.stringify(URL_A)});\n${body}\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(errors).toBe('');
  expect(code).toBe(0);
}

describe('fileTokenStore', () => {
  it("another process's logout, then its login, is seen by the next read", async () => {
    const store = fileTokenStore(dir, URL_A);
    await store.set('tokens', tokens('AAAA'));
    expect((await store.get('tokens'))?.access_token).toBe('AAAA');
    expect((await store.get('tokens'))?.access_token).toBe('AAAA');

    await inAnotherProcess(`await store.delete('tokens');`);
    expect(await store.get('tokens')).toBeUndefined();

    await inAnotherProcess(
      `await store.set('tokens', ${JSON.stringify(tokens('BBBB'))});` +
        // The same length, so only the new file (its inode) tells the texts apart.
        `await store.set('tokens', ${JSON.stringify(tokens('CCCC'))});`,
    );
    expect((await store.get('tokens'))?.access_token).toBe('CCCC');
  });

  it('another process rewriting the file with text of the same size is seen', async () => {
    const store = fileTokenStore(dir, URL_A);
    await store.set('tokens', tokens('AAAA'));
    const first = await store.get('tokens');
    await inAnotherProcess(
      `await store.set('tokens', ${JSON.stringify({ ...first, access_token: 'ZZZZ' })});`,
    );
    expect(await store.get('tokens')).toEqual({ ...first, access_token: 'ZZZZ' });
  });

  it('what a caller does to a record it read never changes what is kept', async () => {
    const store = fileTokenStore(dir, URL_A);
    await store.set('tokens', tokens('AAAA'));
    const read = await store.get('tokens');
    read!.access_token = 'changed';
    expect((await store.get('tokens'))?.access_token).toBe('AAAA');
  });
});

describe('fileTokenStore under a provider', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startProtectedServer();
  });
  afterAll(stopAll);

  it('five calls at once inside the refresh window cost one refresh, and no 401', async () => {
    let clock = Date.now();
    const signIn = followRedirect();
    const provider = createOAuthProvider({
      store: fileTokenStore(dir, server.url),
      redirectUrl: 'http://127.0.0.1:1/callback',
      authorize: signIn.authorize,
      now: () => clock,
    });
    const client = await connect({
      url: server.url,
      authProvider: provider,
      renderer: () => Promise.reject(new Error('no question expected')),
    });
    try {
      clock = ((await provider.status()).expiresAt ?? 0) - 30_000;
      const before = await stats(server);
      const results = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((text) => client.callTool('echo', { text }).result),
      );
      expect(results.map(textOf)).toEqual(['a', 'b', 'c', 'd', 'e'].map((t) => `echo: ${t}`));
      const after = await stats(server);
      expect({
        refreshes: after.tokenRequests.refresh_token - before.tokenRequests.refresh_token,
        refusals: after.unauthorized - before.unauthorized,
        signIns: signIn.asked.length,
      }).toEqual({ refreshes: 1, refusals: 0, signIns: 1 });
    } finally {
      await client.close();
    }
  });
});
