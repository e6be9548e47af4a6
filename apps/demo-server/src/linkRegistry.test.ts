import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LinkRegistry } from './linkRegistry.js';
import { createMemoryStore } from './store/memoryStore.js';

const key = new Uint8Array(32).fill(7);
const scratch = mkdtempSync(join(tmpdir(), 'link-registry-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('LinkRegistry', () => {
  it('opens the tokens it issued and nothing else', () => {
    const links = new LinkRegistry(key, 600, createMemoryStore());
    const { nonce, token } = links.issue('github');
    expect(links.open(token)).toEqual({ nonce, provider: 'github' });

    const [body, mac] = token.split('.') as [string, string];
    const otherBody = Buffer.from(JSON.stringify({ n: nonce, p: 'stripe', exp: 9e9 })).toString(
      'base64url',
    );
    expect(links.open(`${otherBody}.${mac}`)).toBeUndefined();
    expect(
      links.open(`${body}.${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`),
    ).toBeUndefined();
    expect(links.open(body)).toBeUndefined();
    expect(
      new LinkRegistry(new Uint8Array(32).fill(8), 600, createMemoryStore()).open(token),
    ).toBeUndefined();
  });

  it('refuses expired tokens', () => {
    const links = new LinkRegistry(key, -1, createMemoryStore());
    expect(links.open(links.issue('slack').token)).toBeUndefined();
  });

  it('records completions and tells listeners once', async () => {
    const links = new LinkRegistry(key, 600, createMemoryStore());
    const { nonce } = links.issue('github');
    let calls = 0;
    links.onComplete(nonce, () => calls++);
    const off = links.onComplete(nonce, () => (calls += 10));
    off();
    expect(await links.isComplete(nonce)).toBe(false);
    await links.complete(nonce);
    await links.complete(nonce);
    expect(await links.isComplete(nonce)).toBe(true);
    expect(calls).toBe(1);
  });

  it('shares completions through the store file', async () => {
    const file = join(scratch, 'links.txt');
    const a = new LinkRegistry(key, 600, createMemoryStore(), file);
    const b = new LinkRegistry(key, 600, createMemoryStore(), file);
    const { nonce } = a.issue('stripe');
    expect(await b.isComplete(nonce)).toBe(false);
    await a.complete(nonce);
    expect(await b.isComplete(nonce)).toBe(true);
  });
});
