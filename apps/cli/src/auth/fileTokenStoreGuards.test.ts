// Nobody else can plant a sign-in, with real files in a temp folder: a link at the token path, a
// file or folder of another user, a folder where the file belongs, a file of the wrong shape are
// never read, listed or refreshed; the person's own files and folders open to others are closed
// (0600 / 0700) and the person is told; `tools` with a planted file exits 5 ("sign in again")
// and the planted token endpoint, a real listener, receives nothing — not even with a client
// secret given. Each test fails with its guard removed.
import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startProtectedServer } from '../../../../test/client/support/protectedServer.js';
import type { ServerProcess } from '../../../../test/client/support/serverProcess.js';
import { stopAll } from '../../../../test/client/support/serverProcess.js';
import { fakeIo } from '../fakeIo.js';
import { runCli } from '../runCli.js';
import { fileTokenStore, listStoredServers, oauthDir, serverFile } from './fileTokenStore.js';
import type { StoreNotice } from './storeNotice.js';
import { TokenStoreRefusedError } from './TokenStoreRefusedError.js';

const URL_A = 'https://mcp.example.com/mcp';
const OTHER_UID = 4242;
const asRoot = process.getuid?.() === 0;

let state: string;
let dir: string;
let notices: StoreNotice[];
beforeEach(() => {
  state = mkdtempSync(join(tmpdir(), 'ek-store-guard-'));
  dir = oauthDir({ XDG_STATE_HOME: state });
  notices = [];
});
afterEach(() => rmSync(state, { recursive: true, force: true }));

const options = () => ({ root: state, onNotice: (n: StoreNotice) => notices.push(n) });
const mode = (path: string) => lstatSync(path).mode & 0o777;

/** A well-formed sign-in file for `server`, as the store writes it. */
function signInJson(server: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    server,
    records: {
      tokens: {
        access_token: 'planted',
        token_type: 'Bearer',
        refresh_token: 'r',
        expires_at: Date.now() + 3_600_000,
      },
      ...extra,
    },
  });
}

/** The store's folders as `login` leaves them, 0700. */
function folders(): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

describe('the file store refuses what is not the person’s own', () => {
  it('a link at the token path is not followed, read or listed', async () => {
    folders();
    const elsewhere = join(state, 'elsewhere.json');
    writeFileSync(elsewhere, signInJson(URL_A), { mode: 0o600 });
    const file = serverFile(dir, URL_A);
    symlinkSync(elsewhere, file);
    const store = fileTokenStore(dir, URL_A, options());
    expect(await store.get('tokens')).toBeUndefined();
    expect(await listStoredServers(dir, options())).toEqual([]);
    expect(notices).toContainEqual({ kind: 'refused', path: file });
  });

  it('a link in the folder chain (oauth/ pointing elsewhere) is refused for reads and writes', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'ek-store-elsewhere-'));
    try {
      writeFileSync(join(elsewhere, 'x'), '');
      writeFileSync(serverFile(elsewhere, URL_A), signInJson(URL_A), { mode: 0o600 });
      mkdirSync(join(state, 'elicitkit'), { mode: 0o700 });
      symlinkSync(elsewhere, dir);
      const store = fileTokenStore(dir, URL_A, options());
      expect(await store.get('tokens')).toBeUndefined();
      await expect(store.set('verifier', 'v')).rejects.toBeInstanceOf(TokenStoreRefusedError);
      expect(notices).toContainEqual({ kind: 'refused', path: dir });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('folders and files of another user are not read (the store expects another uid)', async () => {
    folders();
    writeFileSync(serverFile(dir, URL_A), signInJson(URL_A), { mode: 0o600 });
    // The folder and file belong to this process's user; the store is told to expect another.
    const uid = process.getuid?.();
    if (uid === undefined) return;
    const store = fileTokenStore(dir, URL_A, { ...options(), root: dir, uid: uid + 1 });
    expect(await store.get('tokens')).toBeUndefined();
    expect(notices.map((n) => n.kind)).toEqual(['refused']);
  });

  it.runIf(asRoot)('a file chowned to another user is not read, listed, or repaired', async () => {
    folders();
    const file = serverFile(dir, URL_A);
    writeFileSync(file, signInJson(URL_A), { mode: 0o644 });
    chownSync(file, OTHER_UID, OTHER_UID);
    const store = fileTokenStore(dir, URL_A, options());
    expect(await store.get('tokens')).toBeUndefined();
    expect(await listStoredServers(dir, options())).toEqual([]);
    expect(mode(file)).toBe(0o644);
    expect(notices).toContainEqual({ kind: 'refused', path: file });
  });

  it.runIf(asRoot)('a folder of another user is not read from or written to', async () => {
    folders();
    writeFileSync(serverFile(dir, URL_A), signInJson(URL_A), { mode: 0o600 });
    chownSync(dir, OTHER_UID, OTHER_UID);
    const store = fileTokenStore(dir, URL_A, options());
    expect(await store.get('tokens')).toBeUndefined();
    await expect(store.set('verifier', 'v')).rejects.toBeInstanceOf(TokenStoreRefusedError);
  });

  it('a folder at the token path reads as no sign-in, and a write is refused, not crashed', async () => {
    folders();
    const file = serverFile(dir, URL_A);
    mkdirSync(file);
    const store = fileTokenStore(dir, URL_A, options());
    expect(await store.get('tokens')).toBeUndefined();
    expect(await listStoredServers(dir, options())).toEqual([]);
    await expect(store.set('verifier', 'v')).rejects.toBeInstanceOf(TokenStoreRefusedError);
    expect(notices).toContainEqual({ kind: 'refused', path: file });
  });
});

describe('the file store repairs the person’s own files', () => {
  it('a 0644 file in a 0777 folder is used, made 0600 in a 0700 folder, and the person told', async () => {
    folders();
    chmodSync(dir, 0o777);
    const file = serverFile(dir, URL_A);
    writeFileSync(file, signInJson(URL_A));
    chmodSync(file, 0o644);
    const store = fileTokenStore(dir, URL_A, options());
    expect((await store.get('tokens'))?.access_token).toBe('planted');
    expect({ file: mode(file), dir: mode(dir) }).toEqual({ file: 0o600, dir: 0o700 });
    expect(notices).toEqual([
      { kind: 'repaired', path: dir },
      { kind: 'repaired', path: file },
    ]);
  });
});

describe('a file of the wrong shape reads as no sign-in', () => {
  it.each([
    ['not JSON', '{"server": '],
    ['null', 'null'],
    ['records an array', JSON.stringify({ server: URL_A, records: [] })],
    ['a date that is text', signInJson(URL_A).replace(/"expires_at":\d+/, '"expires_at":"soon"')],
    [
      'a date past Date’s range',
      signInJson(URL_A).replace(/"expires_at":\d+/, '"expires_at":1e300'),
    ],
    ['a token that is a number', signInJson(URL_A).replace('"planted"', '5')],
    ['a scope that is a list', signInJson(URL_A, { grant: { scope: ['a'] } })],
    ['another server’s sign-in', signInJson('https://other.example/mcp')],
  ])('%s', async (_, text) => {
    folders();
    const file = serverFile(dir, URL_A);
    writeFileSync(file, text, { mode: 0o600 });
    const store = fileTokenStore(dir, URL_A, options());
    expect(await store.get('tokens')).toBeUndefined();
    expect(await store.get('grant')).toBeUndefined();
    expect(notices).toEqual([{ kind: 'unreadable', path: file }]);
  });

  it('auth status says so and exits 0, never 70', async () => {
    folders();
    const file = serverFile(dir, URL_A);
    writeFileSync(file, signInJson(URL_A).replace(/"expires_at":\d+/, '"expires_at":"soon"'), {
      mode: 0o600,
    });
    const io = { ...fakeIo(), env: { XDG_STATE_HOME: state } };
    expect(await runCli(['auth', 'status'], io)).toBe(0);
    expect(io.stderr()).toContain(`The sign-in kept in ${file} cannot be read`);
    expect(io.stdout()).toContain('No sign-ins kept.');
  });
});

interface Listener {
  url: string;
  seen: { path: string; authorization: string | undefined; body: string }[];
  close(): Promise<void>;
}

/** An authorization server someone planted: records every request, refuses each one. */
async function plantedEndpoint(): Promise<Listener> {
  const seen: Listener['seen'] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end('{"error":"invalid_grant","error_description":"PLANTED SERVER SPEAKING"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('elicitkit tools with a planted sign-in', () => {
  let server: ServerProcess;
  let planted: Listener;
  beforeAll(async () => {
    [server, planted] = await Promise.all([startProtectedServer(), plantedEndpoint()]);
  });
  afterAll(async () => {
    await planted.close();
    await stopAll();
  });

  /** A sign-in due for refresh whose discovery names the planted token endpoint. */
  function plantedSignIn(): string {
    return signInJson(server.url, {
      tokens: {
        access_token: 'planted',
        token_type: 'Bearer',
        refresh_token: 'r',
        expires_at: Date.now() + 1_000,
      },
      discovery: {
        authorizationServerUrl: planted.url,
        resourceMetadata: { resource: server.url, authorization_servers: [planted.url] },
        authorizationServerMetadata: {
          issuer: planted.url,
          authorization_endpoint: `${planted.url}/authorize`,
          token_endpoint: `${planted.url}/token`,
          response_types_supported: ['code'],
        },
      },
    });
  }

  it.each([
    ['a link', 'link'],
    ['another user’s file', 'foreign'],
  ])(
    '%s at the token path: exit 5, sign in again, nothing sent to its endpoint',
    async (_, how) => {
      if (how === 'foreign' && !asRoot) return;
      planted.seen.length = 0;
      folders();
      const file = serverFile(dir, server.url);
      if (how === 'link') {
        const elsewhere = join(state, 'planted.json');
        writeFileSync(elsewhere, plantedSignIn(), { mode: 0o600 });
        symlinkSync(elsewhere, file);
      } else {
        writeFileSync(file, plantedSignIn(), { mode: 0o600 });
        chownSync(file, OTHER_UID, OTHER_UID);
      }
      const io = {
        ...fakeIo(),
        env: { XDG_STATE_HOME: state, CLIENT_SECRET: 'the-secret' },
      };
      const code = await runCli(
        ['tools', server.url, '--client-id', 'cli', '--client-secret-env', 'CLIENT_SECRET'],
        io,
      );
      expect(planted.seen).toEqual([]);
      expect(code).toBe(5);
      expect(io.stderr()).toContain(`elicitkit: ${file} is a link, a folder, or another user`);
      expect(io.stderr()).toContain('run: elicitkit login');
      expect(io.stderr()).not.toContain('PLANTED SERVER SPEAKING');
    },
  );

  it('a folder at the token path: exit 5 with where, never 3 "could not connect"', async () => {
    folders();
    const file = serverFile(dir, server.url);
    mkdirSync(file);
    const io = { ...fakeIo(), env: { XDG_STATE_HOME: state } };
    expect(await runCli(['tools', server.url], io)).toBe(5);
    expect(io.stderr()).toContain(`${file} is a link, a folder, or another user`);
    expect(io.stderr()).not.toMatch(/EISDIR|could not connect/i);
  });
});
