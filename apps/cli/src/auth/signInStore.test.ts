// The choice between the keyring and the files, on a keyring in memory that can be made to stop
// answering: where a sign-in lands, that a file sign-in moves into the keyring, that a keyring
// failing in the middle of a run hands what it held to the file, and what the person is told.
// (The real keyring, D-Bus and the bundled CLI: test/auth/cliKeyring.test.ts.)
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KeptTokens } from '@elicitkit/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileTokenStore, oauthDir, serverFile, stateDir } from './fileTokenStore.js';
import type { OsKeyring } from './osKeyring.js';
import { listSignIns, openSignInStore } from './signInStore.js';
import type { StoreNotice } from './storeNotice.js';

const SERVER = 'https://mcp.example.com/mcp';
const tokens = (access: string): KeptTokens => ({
  access_token: access,
  token_type: 'Bearer',
  expires_at: Date.now() + 3_600_000,
});

/** A keyring in memory; `answering = false` makes every operation fail, as a locked one does. */
function memoryKeyring() {
  const entries = new Map<string, string>();
  const state = { answering: true };
  const check = () => {
    if (!state.answering) throw new Error('locked');
  };
  const keyring: OsKeyring = {
    get: async (account) => (check(), entries.get(account)),
    set: async (account, text) => {
      check();
      entries.set(account, text);
    },
    delete: async (account) => {
      check();
      entries.delete(account);
    },
    list: async () => (check(), [...entries].map(([account, text]) => ({ account, text }))),
  };
  return { keyring, entries, state };
}

let home: string;
let env: Record<string, string>;
let notices: StoreNotice[];
const onNotice = (notice: StoreNotice) => notices.push(notice);
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'ek-sign-in-store-'));
  env = { XDG_STATE_HOME: home };
  notices = [];
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

const fileOf = () => serverFile(oauthDir(env), SERVER);
const files = () => fileTokenStore(oauthDir(env), SERVER, { root: stateDir(env) });

describe('openSignInStore', () => {
  it('keeps the sign-in in a keyring that answers, not in a file, and tells nothing', async () => {
    const { keyring, entries } = memoryKeyring();
    const store = await openSignInStore(env, SERVER, { keyring, onNotice });
    await store.set('tokens', tokens('A'));
    expect(await store.get('tokens')).toMatchObject({ access_token: 'A' });
    expect(store.kept()).toBe('keyring');
    expect(JSON.parse(entries.get(SERVER) as string)).toMatchObject({
      server: SERVER,
      records: { tokens: { access_token: 'A' } },
    });
    expect(existsSync(fileOf())).toBe(false);
    await store.delete('tokens');
    expect(entries.has(SERVER)).toBe(false);
    expect(notices).toEqual([]);
  });

  it('moves a sign-in kept in a file into the keyring, replacing what the keyring held', async () => {
    const { keyring, entries } = memoryKeyring();
    entries.set(SERVER, JSON.stringify({ server: SERVER, records: { tokens: tokens('OLD') } }));
    await files().set('tokens', tokens('NEW'));
    const store = await openSignInStore(env, SERVER, { keyring, onNotice });
    expect(existsSync(fileOf())).toBe(false);
    expect(await store.get('tokens')).toMatchObject({ access_token: 'NEW' });
    expect(store.kept()).toBe('keyring');
  });

  it('a keyring that stops answering mid-run hands what it held, with the change, to the file, and says so once', async () => {
    const { keyring, state } = memoryKeyring();
    const store = await openSignInStore(env, SERVER, { keyring, onNotice });
    await store.set('client', { client_id: 'registered' });
    await store.set('tokens', tokens('A'));
    state.answering = false;
    await store.set('tokens', tokens('B'));
    await store.set('grant', { scope: 'mcp' });
    expect(store.kept()).toBe('file');
    expect(await files().records()).toMatchObject({
      client: { client_id: 'registered' },
      tokens: { access_token: 'B' },
      grant: { scope: 'mcp' },
    });
    expect(notices).toEqual([{ kind: 'keyring-unavailable', path: oauthDir(env) }]);
  });

  it('no keyring: the file, told once; switched off: the file, told nothing', async () => {
    const unavailable = await openSignInStore(env, SERVER, { keyring: 'unavailable', onNotice });
    await unavailable.set('tokens', tokens('A'));
    await unavailable.set('grant', { scope: 'mcp' });
    expect(unavailable.kept()).toBe('file');
    expect(notices).toEqual([{ kind: 'keyring-unavailable', path: oauthDir(env) }]);
    notices = [];
    const off = await openSignInStore(env, SERVER, { keyring: 'off', onNotice });
    await off.set('tokens', tokens('B'));
    expect(await files().get('tokens')).toMatchObject({ access_token: 'B' });
    expect(notices).toEqual([]);
  });

  it('a keyring entry that is not the shape elicitkit writes, or names another server, is no sign-in and is told', async () => {
    const { keyring, entries } = memoryKeyring();
    entries.set(SERVER, JSON.stringify({ server: 'https://evil.example/mcp', records: {} }));
    const store = await openSignInStore(env, SERVER, { keyring, onNotice });
    expect(await store.get('tokens')).toBeUndefined();
    expect(notices).toEqual([{ kind: 'keyring-unreadable', path: SERVER }]);
  });
});

describe('listSignIns', () => {
  it('lists each sign-in with its store; a server in both is listed from its file', async () => {
    const { keyring, entries } = memoryKeyring();
    const other = 'https://other.example/mcp';
    entries.set(other, JSON.stringify({ server: other, records: { tokens: tokens('K') } }));
    entries.set(SERVER, JSON.stringify({ server: SERVER, records: { tokens: tokens('OLD') } }));
    await files().set('tokens', tokens('NEW'));
    const listed = await listSignIns(env, { keyring, onNotice });
    expect(listed.keyring).toBe('answered');
    expect(listed.signIns.map(({ server, store }) => [server, store])).toEqual([
      [SERVER, 'file'],
      [other, 'keyring'],
    ]);
  });

  it('a keyring that fails to list: the files only, told', async () => {
    const { keyring, state } = memoryKeyring();
    state.answering = false;
    const listed = await listSignIns(env, { keyring, onNotice });
    expect(listed.keyring).toBe('unavailable');
    expect(notices).toEqual([{ kind: 'keyring-unavailable', path: oauthDir(env) }]);
  });
});
