// The web demo's sign-in store (apps/web/src/oauth/sessionOAuthStore.ts): two connects to one
// server share its keys, so a connect overtaken by a newer one (its signal aborted) must not
// write: its PKCE verifier, saved late on a slow machine, would replace the newer connect's, and
// the code the person approves for the newer one would no longer redeem.
import { describe, expect, it } from 'vitest';
import { sessionOAuthStore } from '../../apps/web/src/oauth/sessionOAuthStore.js';

/** sessionStorage's interface over a Map (Node has none). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const SERVER = 'http://127.0.0.1:9/mcp';

describe('sessionOAuthStore', () => {
  it("an overtaken connect's late writes are refused and leave the live connect's sign-in as it was", async () => {
    const storage = memoryStorage();
    const overtaken = new AbortController();
    const stale = sessionOAuthStore(SERVER, storage, undefined, overtaken.signal);
    const live = sessionOAuthStore(SERVER, storage, undefined, new AbortController().signal);
    overtaken.abort(new Error('a newer connect'));
    await live.set('verifier', 'live-verifier');
    expect(() => stale.set('verifier', 'stale-verifier')).toThrow('a newer connect');
    expect(() => stale.delete('verifier')).toThrow('a newer connect');
    expect(await live.get('verifier')).toBe('live-verifier');
    // Reading stays open: what is kept is still the person's.
    expect(await stale.get('verifier')).toBe('live-verifier');
  });

  it('writes while the connect is live', async () => {
    const storage = memoryStorage();
    let saved = 0;
    const store = sessionOAuthStore(SERVER, storage, () => saved++, new AbortController().signal);
    await store.set('tokens', { access_token: 'a', token_type: 'Bearer' });
    expect(await store.get('tokens')).toMatchObject({ access_token: 'a' });
    await store.delete('tokens');
    expect(await store.get('tokens')).toBeUndefined();
    expect(saved).toBe(2);
  });
});
