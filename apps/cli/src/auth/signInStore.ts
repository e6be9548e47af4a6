// Where a server's sign-in is kept: the OS keyring where one answers, else the 0600 files
// (fileTokenStore.ts). Moving between the two loses no sign-in:
// - a sign-in in a file is moved into the keyring (written there, then the file removed, under
//   the server's lock) the first time elicitkit opens it with a keyring answering. A file is only
//   ever written while the keyring did not answer, so it is the newer of the two and replaces
//   what the keyring holds for that server;
// - a sign-in in the keyring stays there while the keyring does not answer (locked, no Secret
//   Service), and is used again once it does;
// - a keyring that stops answering in the middle of a run hands what was read from it, with the
//   change, to the file, so nothing kept so far is lost.
// A keyring that does not answer is told once (the person's sign-ins then sit in files); one
// switched off with ELICITKIT_TOKEN_STORE=file is not.
import type { OAuthRecordKey, OAuthRecords, OAuthStore } from '@elicitkit/client';
import type { FileStoreOptions } from './fileTokenStore.js';
import {
  canonicalServer,
  fileTokenStore,
  listStoredServers,
  oauthDir,
  stateDir,
} from './fileTokenStore.js';
import type { NoKeyring, OsKeyring } from './osKeyring.js';
import { openOsKeyring } from './osKeyring.js';
import { parseStoredServer } from './parseStoredServer.js';
import type { StoreNotice } from './storeNotice.js';
import { noticeOnce } from './storeNotice.js';

type Env = Readonly<Record<string, string | undefined>>;

/** Which store holds a sign-in. */
export type SignInStoreKind = 'keyring' | 'file';

export interface SignInStore extends OAuthStore {
  /** Where this server's sign-in is kept now. */
  kept(): SignInStoreKind;
  /**
   * The OS keyring was to be used but did not answer (locked, or gone mid-run): a sign-in kept
   * there can be neither read nor forgotten now.
   */
  keyringUnanswered(): boolean;
}

export interface SignInStoreOptions {
  /** What the stores found (a file repaired or refused, a keyring that did not answer). */
  onNotice?: (notice: StoreNotice) => void;
  /** The keyring, when the caller opened it already (auth status opens it once for all). */
  keyring?: OsKeyring | NoKeyring;
}

type Records = Partial<OAuthRecords>;

/** The records a keyring entry holds for `server`, or undefined (none, or not ours: reported). */
function parseEntry(
  text: string | undefined,
  server: string,
  notify: (notice: StoreNotice) => void,
): Records | undefined {
  if (text === undefined) return undefined;
  const stored = parseStoredServer(text);
  if (stored?.server === server) return stored.records;
  notify({ kind: 'keyring-unreadable', path: server });
  return undefined;
}

const entryText = (server: string, records: Records) => JSON.stringify({ server, records });

function fileOptions(env: Env, notify: (notice: StoreNotice) => void): FileStoreOptions {
  return { root: stateDir(env), onNotice: notify };
}

/** The store for one server's sign-in. */
export async function openSignInStore(
  env: Env,
  url: string,
  options: SignInStoreOptions = {},
): Promise<SignInStore> {
  const notify = noticeOnce(options.onNotice);
  const dir = oauthDir(env);
  const server = canonicalServer(url);
  const files = fileTokenStore(dir, url, fileOptions(env, notify));
  const opened = options.keyring ?? (await openOsKeyring(env));
  let keyring = typeof opened === 'object' ? opened : undefined;
  // What the keyring last held, handed to the file if the keyring stops answering.
  let lastRead: Records = {};
  const toFiles = async (): Promise<void> => {
    keyring = undefined;
    if (Object.keys(lastRead).length > 0 && (await files.records()) === undefined)
      await files.replace(lastRead);
  };
  const toldFiles = () => {
    if (opened !== 'off') notify({ kind: 'keyring-unavailable', path: dir });
  };
  const read = async (ring: OsKeyring): Promise<Records> => {
    lastRead = parseEntry(await ring.get(server), server, notify) ?? {};
    return lastRead;
  };
  const write = async (ring: OsKeyring, records: Records): Promise<void> => {
    if (Object.keys(records).length === 0) await ring.delete(server);
    else await ring.set(server, entryText(server, records));
    lastRead = records;
  };

  if (keyring !== undefined) {
    const ring = keyring;
    // Checked without the lock first: the lock creates the folders, and most runs find no file.
    if ((await files.records()) !== undefined) {
      await files
        .withLock(async () => {
          const moving = await files.records();
          if (moving === undefined) return;
          await write(ring, moving);
          await files.replace({});
        })
        .catch(async () => {
          await toFiles();
        });
    }
  }

  /** Applies `change` in the keyring while it answers, else in the file. */
  const change = async (edit: (records: Records) => Records): Promise<void> => {
    if (keyring !== undefined) {
      try {
        await write(keyring, edit(await read(keyring)));
        return;
      } catch {
        await toFiles();
      }
    }
    toldFiles();
    await files.replace(edit((await files.records()) ?? {}));
  };

  return {
    kept: () => (keyring !== undefined ? 'keyring' : 'file'),
    keyringUnanswered: () =>
      opened === 'unavailable' || (opened !== 'off' && keyring === undefined),
    async get<K extends OAuthRecordKey>(key: K) {
      if (keyring !== undefined) {
        try {
          return (await read(keyring))[key] as OAuthRecords[K] | undefined;
        } catch {
          await toFiles();
        }
      }
      return files.get(key);
    },
    set: (key, value) => change((records) => ({ ...records, [key]: value })),
    delete: (key) =>
      change((records) => {
        const rest = { ...records };
        delete rest[key];
        return rest;
      }),
    withLock: (run) => files.withLock(run),
  };
}

/** A kept sign-in, for `elicitkit auth status`. */
export interface KeptSignIn {
  server: string;
  store: SignInStoreKind;
  records: Records;
}

/**
 * Every usable kept sign-in, from the keyring (where it answers) and the files; a server in
 * both is listed from its file, which is the newer and moves into the keyring when next used.
 */
export async function listSignIns(
  env: Env,
  options: SignInStoreOptions = {},
): Promise<{ keyring: 'answered' | NoKeyring; signIns: KeptSignIn[] }> {
  const notify = noticeOnce(options.onNotice);
  const dir = oauthDir(env);
  const fromFiles = (await listStoredServers(dir, fileOptions(env, notify))).map(
    ({ server, records }): KeptSignIn => ({ server, store: 'file', records }),
  );
  const opened = options.keyring ?? (await openOsKeyring(env));
  let fromKeyring: KeptSignIn[] = [];
  let answered = typeof opened === 'object';
  if (typeof opened === 'object') {
    try {
      for (const { account, text } of await opened.list()) {
        const records = parseEntry(text, account, notify);
        if (records !== undefined) fromKeyring.push({ server: account, store: 'keyring', records });
      }
    } catch {
      answered = false;
      fromKeyring = [];
    }
  }
  if (!answered && opened !== 'off') notify({ kind: 'keyring-unavailable', path: dir });
  const inFiles = new Set(fromFiles.map((s) => s.server));
  const signIns = [...fromFiles, ...fromKeyring.filter((s) => !inFiles.has(s.server))].sort(
    (a, b) => (a.server < b.server ? -1 : a.server > b.server ? 1 : 0),
  );
  return {
    keyring: answered ? 'answered' : typeof opened === 'object' ? 'unavailable' : opened,
    signIns,
  };
}
