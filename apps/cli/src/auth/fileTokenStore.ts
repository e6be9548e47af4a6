// Where `elicitkit login` keeps a server's sign-in: one JSON file per server under
// $XDG_STATE_HOME/elicitkit/oauth/ (default ~/.local/state/elicitkit/oauth/), directory 0700,
// files 0600, written atomically. No OS keyring: the keyring packages on npm are native
// binaries, and headless Linux (CI, SSH hosts) has no Secret Service to talk to anyway.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { OAuthRecordKey, OAuthRecords, OAuthStore } from '@elicitkit/client';

export interface StoredServer {
  /** The MCP server URL the sign-in is for. */
  server: string;
  records: Partial<OAuthRecords>;
}

/** How long a lock may be held before another process treats it as left by a crashed one. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 20_000;

export function oauthDir(env: Readonly<Record<string, string | undefined>>): string {
  const state = env['XDG_STATE_HOME'] || join(env['HOME'] || homedir(), '.local', 'state');
  return join(state, 'elicitkit', 'oauth');
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

async function readStored(file: string): Promise<StoredServer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as StoredServer;
    return typeof parsed.server === 'string' && typeof parsed.records === 'object'
      ? parsed
      : undefined;
  } catch {
    // A torn or hand-edited file reads as "not signed in"; the next save replaces it.
    return undefined;
  }
}

/**
 * The store for one server. Every read looks at the file, so a refresh, login or logout made by
 * another process is seen at once (rotating refresh tokens are single use); the parsed records
 * are kept while the file's inode, size and mtime stay the same (every write is a rename to a new
 * inode), so a call's per-request token read costs one stat, not a read and a parse.
 */
export function fileTokenStore(dir: string, url: string): OAuthStore & { file: string } {
  const file = serverFile(dir, url);
  const server = canonicalServer(url);
  let kept:
    { ino: number; size: number; mtimeMs: number; stored: StoredServer | undefined } | undefined;
  const load = async (): Promise<StoredServer | undefined> => {
    let now;
    try {
      now = await stat(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      kept = undefined;
      return undefined;
    }
    if (kept?.ino === now.ino && kept.size === now.size && kept.mtimeMs === now.mtimeMs)
      return kept.stored;
    // Read after the stat: the text is never older than the stat it is kept under, and a newer
    // file has another inode, so the next read sees the change.
    const stored = await readStored(file);
    kept = { ino: now.ino, size: now.size, mtimeMs: now.mtimeMs, stored };
    return stored;
  };
  const write = async (records: Partial<OAuthRecords>) => {
    kept = undefined;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (Object.keys(records).length === 0) {
      await rm(file, { force: true });
      return;
    }
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, JSON.stringify({ server, records } satisfies StoredServer), {
      mode: 0o600,
    });
    await rename(temp, file);
  };
  return {
    file,
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
    withLock: (run) => withFileLock(`${file}.lock`, dir, run),
  };
}

/** Every server with a kept sign-in, for `elicitkit auth status`. */
export async function listStoredServers(dir: string): Promise<StoredServer[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const found: StoredServer[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const stored = await readStored(join(dir, name));
    if (stored) found.push(stored);
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
