// The OS keyring (macOS Keychain, Windows Credential Manager, a Secret Service such as GNOME
// Keyring on Linux) through @napi-rs/keyring, an optional dependency: it ships a native binary per
// platform, so it may be missing, and it is loaded only when a sign-in is read or kept. Every
// operation is asynchronous (a keyring waiting on D-Bus never blocks the terminal) and any failure
// (no binary, no Secret Service, a locked keyring) is the caller's cue to use the files instead.
import type * as Keyring from '@napi-rs/keyring';

/** The keyring service every elicitkit sign-in is filed under; the account is the server URL. */
export const KEYRING_SERVICE = 'elicitkit';

/** `ELICITKIT_TOKEN_STORE=file` keeps sign-ins in files even where a keyring answers. */
export const TOKEN_STORE_ENV = 'ELICITKIT_TOKEN_STORE';

export interface OsKeyring {
  /** The text kept for `account`, or undefined when none is. */
  get(account: string): Promise<string | undefined>;
  set(account: string, text: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** Every account elicitkit keeps there, with its text. */
  list(): Promise<{ account: string; text: string }[]>;
}

/** Why no keyring is used: chosen off, or it did not answer (missing, absent, locked). */
export type NoKeyring = 'off' | 'unavailable';

type Binding = typeof Keyring;

/**
 * The keyring, once it has answered one read; else why not. On Linux only a Secret Service is
 * used: the library would otherwise fall back to the kernel keyring, which forgets at logout.
 */
export async function openOsKeyring(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): Promise<OsKeyring | NoKeyring> {
  if (env[TOKEN_STORE_ENV] === 'file') return 'off';
  let binding: Binding;
  try {
    binding = await import('@napi-rs/keyring');
  } catch {
    return 'unavailable';
  }
  const options = platform === 'linux' ? { linux: { store: 'secret-service' as const } } : {};
  const entry = (account: string) => new binding.AsyncEntry(KEYRING_SERVICE, account, options);
  const keyring: OsKeyring = {
    get: async (account) => (await entry(account).getPassword()) ?? undefined,
    set: (account, text) => entry(account).setPassword(text),
    delete: async (account) => {
      await entry(account).deleteCredential();
    },
    list: async () =>
      (await binding.findCredentialsAsync(KEYRING_SERVICE)).map(({ account, password }) => ({
        account,
        text: password,
      })),
  };
  try {
    // The entry's constructor throws where there is no Secret Service (so the listing, which
    // cannot be pinned to it, runs only after); a read throws where the keyring is locked and
    // its unlock prompt cannot be shown. A locked keyring holding nothing of ours may still
    // answer here: its first write fails, and the caller turns to the files then.
    await entry(KEYRING_SERVICE).getPassword();
    await keyring.list();
  } catch {
    return 'unavailable';
  }
  return keyring;
}
