import type { OAuthRecordKey, OAuthRecords, OAuthStore } from '@elicitkit/client';

/**
 * One server's sign-in in this tab's sessionStorage: gone when the tab closes, and readable by
 * any script on this origin (a demo; a real app keeps tokens out of page script's reach).
 * Once `signal` aborts, writes are refused (thrown): a connect overtaken by a newer one to the
 * same server shares its keys, and must not overwrite the sign-in the newer one has in progress
 * (its PKCE verifier above all: the code the person approves would no longer redeem).
 */
export function sessionOAuthStore(
  serverUrl: string,
  storage: Storage = sessionStorage,
  /** After the tokens were saved or deleted (a sign-in, a refresh, a sign-out). */
  onTokens?: () => void,
  signal?: AbortSignal,
): OAuthStore {
  const prefix = `elicitkit.oauth:${serverUrl}:`;
  const mayWrite = () => signal?.throwIfAborted();
  return {
    get<K extends OAuthRecordKey>(key: K) {
      const text = storage.getItem(prefix + key);
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as OAuthRecords[K];
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      mayWrite();
      storage.setItem(prefix + key, JSON.stringify(value));
      if (key === 'tokens') onTokens?.();
    },
    delete(key) {
      mayWrite();
      storage.removeItem(prefix + key);
      if (key === 'tokens') onTokens?.();
    },
  };
}
