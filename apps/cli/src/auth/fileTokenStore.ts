// Where a server's sign-in is kept when the OS keyring does not answer (signInStore.ts): one JSON
// file per server under $XDG_STATE_HOME/elicitkit/oauth/ (default ~/.local/state/elicitkit/oauth/),
// directory 0700, files 0600, written atomically. The lock files live there in either case.
// Nobody else can plant a sign-in: the folders below the state folder and the file must be this
// user's own real ones (a link, a folder at the file's path, another user's file is never read,
// listed or refreshed), group or world access on them is removed, and a file that is not the
// shape elicitkit writes reads as no sign-in. Each is reported, for the person to be told.
import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OAuthRecordKey, OAuthRecords, OAuthStore } from '@elicitkit/client';
import { checkFolders, folderChain } from './checkFolders.js';
import type { StoredServer } from './parseStoredServer.js';
import { parseStoredServer } from './parseStoredServer.js';
import { readOwnFile } from './readOwnFile.js';
import type { StoreNotice } from './storeNotice.js';
import { noticeOnce } from './storeNotice.js';
import { TokenStoreRefusedError } from './TokenStoreRefusedError.js';

export type { StoredServer } from './parseStoredServer.js';

/** How long a lock may be held before another process treats it as left by a crashed one. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 20_000;

export interface FileStoreOptions {
  /**
   * The folder the store's folders are created under (the state folder): every folder below it
   * down to the store's must be this user's own. Default: the store's parent, so only the
   * store's own folder is checked.
   */
  root?: string;
  /** What the store found (a file repaired, refused, unreadable); each told once. */
  onNotice?: (notice: StoreNotice) => void;
  /** The user the files must belong to (tests); default the process's, none on Windows. */
  uid?: number;
}

/** The state folder the sign-in folders are created under. */
export function stateDir(env: Readonly<Record<string, string | undefined>>): string {
  return env['XDG_STATE_HOME'] || join(env['HOME'] || homedir(), '.local', 'state');
}

export function oauthDir(env: Readonly<Record<string, string | undefined>>): string {
  return join(stateDir(env), 'elicitkit', 'oauth');
}

/** The canonical form a server is filed under: no fragment, no trailing slash on the path. */
export function canonicalServer(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href.replace(/\/$/, '');
}

export function serverFile(dir: string, url: string): string {
  const id = createHash('sha256').update(canonicalServer(url)).digest('hex').slice(0, 32);
  return join(dir, `${id}.json`);
}

/** Where `server` is filed, or undefined when it is no URL (an edited or planted file). */
function filedAt(dir: string, server: string): string | undefined {
  try {
    return serverFile(dir, server);
  } catch {
    return undefined;
  }
}

interface Guard {
  chain: string[];
  uid: number | undefined;
  notify: (notice: StoreNotice) => void;
}

function guardOf(dir: string, options: FileStoreOptions): Guard {
  return {
    chain: folderChain(options.root ?? dirname(dir), dir),
    uid: options.uid ?? process.getuid?.(),
    notify: noticeOnce(options.onNotice),
  };
}

/** The file's sign-in, or undefined when none is kept or it may not be used (reported). */
async function readStored(file: string, guard: Guard): Promise<StoredServer | undefined> {
  const folders = await checkFolders(guard.chain, guard.uid, guard.notify);
  if (folders.kind !== 'ok') return undefined;
  const read = await readOwnFile(file, guard.uid, guard.notify);
  if (read.kind !== 'text') return undefined;
  const stored = parseStoredServer(read.text);
  if (stored === undefined) guard.notify({ kind: 'unreadable', path: file });
  return stored;
}

/** Creates the store's folders (0700) and checks them; throws when they are not the user's. */
async function ownFolders(dir: string, guard: Guard): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const folders = await checkFolders(guard.chain, guard.uid, guard.notify);
  if (folders.kind === 'refused') throw new TokenStoreRefusedError(folders.path);
}

/** A server's file store; `records` and `replace` read and write its sign-in whole. */
export interface FileTokenStore extends OAuthStore {
  file: string;
  /** The kept records, or undefined when none are kept or they may not be used (reported). */
  records(): Promise<Partial<OAuthRecords> | undefined>;
  /** Keeps exactly `records`; none removes the file. */
  replace(records: Partial<OAuthRecords>): Promise<void>;
  /** Runs `run` holding the server's lock (between processes). */
  withLock<T>(run: () => Promise<T>): Promise<T>;
}

/**
 * The store for one server. Every read looks at the file, so a refresh, login or logout made by
 * another process is seen at once (rotating refresh tokens are single use); the parsed records
 * are kept while the file's inode, size and mtime stay the same (every write is a rename to a new
 * inode), so a call's per-request token read costs one lstat, not a read and a parse.
 */
export function fileTokenStore(
  dir: string,
  url: string,
  options: FileStoreOptions = {},
): FileTokenStore {
  const file = serverFile(dir, url);
  const server = canonicalServer(url);
  const guard = guardOf(dir, options);
  let kept:
    { ino: number; size: number; mtimeMs: number; stored: StoredServer | undefined } | undefined;
  const load = async (): Promise<StoredServer | undefined> => {
    let now;
    try {
      // lstat: a link at the path is another inode than what it points at, so never a cache hit.
      now = await lstat(file);
    } catch {
      // ENOENT, or a path through something that is no folder: nothing kept here either way.
      kept = undefined;
      return undefined;
    }
    if (kept?.ino === now.ino && kept.size === now.size && kept.mtimeMs === now.mtimeMs)
      return kept.stored;
    // Read after the lstat: the text is never older than the lstat it is kept under, and a newer
    // file has another inode, so the next read sees the change.
    let stored = await readStored(file, guard);
    // A file for another server at this one's name is not this server's sign-in.
    if (stored !== undefined && stored.server !== server) {
      guard.notify({ kind: 'unreadable', path: file });
      stored = undefined;
    }
    kept = { ino: now.ino, size: now.size, mtimeMs: now.mtimeMs, stored };
    return stored;
  };
  const write = async (records: Partial<OAuthRecords>) => {
    kept = undefined;
    await ownFolders(dir, guard);
    // A link or another user's file at the path is replaced (rename swaps the name, not the
    // target); a folder there cannot be, and is never removed for the person.
    const there = await lstat(file).catch(() => undefined);
    if (there?.isDirectory()) throw new TokenStoreRefusedError(file);
    if (Object.keys(records).length === 0) {
      await rm(file, { force: true });
      return;
    }
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    // 'wx' (O_EXCL): never through a link planted at the temporary name.
    await writeFile(temp, JSON.stringify({ server, records } satisfies StoredServer), {
      mode: 0o600,
      flag: 'wx',
    });
    await rename(temp, file);
  };
  return {
    file,
    records: async () => structuredClone((await load())?.records),
    replace: write,
    async get<K extends OAuthRecordKey>(key: K) {
      // A copy: what the caller does with it never changes what is kept.
      return structuredClone((await load())?.records[key]) as OAuthRecords[K] | undefined;
    },
    async set(key, value) {
      const records = (await load())?.records ?? {};
      await write({ ...records, [key]: value });
    },
    async delete(key) {
      const records = { ...((await load())?.records ?? {}) };
      if (!(key in records)) return;
      delete records[key];
      await write(records);
    },
    withLock: async (run) => {
      await ownFolders(dir, guard);
      return withFileLock(`${file}.lock`, dir, run);
    },
  };
}

/** Every server with a usable kept sign-in, for `elicitkit auth status`; the rest reported. */
export async function listStoredServers(
  dir: string,
  options: FileStoreOptions = {},
): Promise<StoredServer[]> {
  const guard = guardOf(dir, options);
  if ((await checkFolders(guard.chain, guard.uid, guard.notify)).kind !== 'ok') return [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: StoredServer[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const file = join(dir, name);
    const stored = await readStored(file, guard);
    // Listed only where the file is the one its server is filed under.
    if (stored === undefined) continue;
    if (filedAt(dir, stored.server) !== file) {
      guard.notify({ kind: 'unreadable', path: file });
      continue;
    }
    found.push(stored);
  }
  return found;
}

/**
 * An exclusive lock between processes: a lock file created with O_EXCL. A waiting process polls
 * for it (the lock is held for one token request, so the wait is short); a lock older than
 * STALE_LOCK_MS is from a process that died holding it and is taken over.
 */
export async function withFileLock<T>(
  lockFile: string,
  dir: string,
  run: () => Promise<T>,
): Promise<T> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lockFile).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_LOCK_MS) await rm(lockFile, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`another elicitkit process holds ${lockFile}`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  try {
    return await run();
  } finally {
    await rm(lockFile, { force: true });
  }
}
