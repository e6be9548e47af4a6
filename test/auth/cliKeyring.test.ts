// The CLI's sign-ins in the OS keyring, for real: the bundled `elicitkit` with @napi-rs/keyring
// beside it (as an install with the optional dependency has it) against gnome-keyring-daemon's
// Secret Service on a private D-Bus session bus, signing in to demo-server --auth oauth through a
// $BROWSER script that approves. What lands where is read back with `secret-tool`, as a person
// would from a shell. A locked keyring, a bus with no Secret Service and no bus at all fall back
// to the 0600 files with a line saying so; a sign-in left in a file moves into the keyring.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import type { Bundles, CliRun } from '../e2e-term/bundles.js';
import { ROOT, buildBundles, runBundledCli } from '../e2e-term/bundles.js';
import type { KeyringSession, SessionBus } from '../support/keyringDaemon.js';
import { startKeyring, startSessionBus } from '../support/keyringDaemon.js';

const BROWSER = fileURLToPath(new URL('../support/consentBrowser.mjs', import.meta.url));
const FELL_BACK = 'The OS keyring did not answer';

let bundles: Bundles | undefined;
let server: ServerProcess | undefined;
let keyring: KeyringSession | undefined;
let root = '';

/** What a start gave, or undefined when it failed (the others are still stopped after). */
const valueOf = <T>(result: PromiseSettledResult<T>): T | undefined =>
  result.status === 'fulfilled' ? result.value : undefined;

/** The first failure among starts that have all settled. */
function throwFirstFailure(results: PromiseSettledResult<unknown>[]): void {
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}

beforeAll(async () => {
  const started = await Promise.allSettled([
    buildBundles(),
    startDemoServer({ args: ['--auth', 'oauth'] }),
    startKeyring(),
  ]);
  [bundles, server, keyring] = [valueOf(started[0]), valueOf(started[1]), valueOf(started[2])];
  throwFirstFailure(started);
  if (!bundles) throw new Error('no bundle');
  // The bundle keeps the native binding external: give it the workspace's, as npm would install it.
  const modules = join(dirname(bundles.cli), 'node_modules', '@napi-rs');
  mkdirSync(modules, { recursive: true });
  symlinkSync(join(ROOT, 'apps/cli/node_modules/@napi-rs/keyring'), join(modules, 'keyring'));
  root = mkdtempSync(join(tmpdir(), 'ek-keyring-cli-'));
}, 120_000);
afterAll(async () => {
  await Promise.all([server?.stop(), keyring?.stop()]);
  bundles?.dispose();
  rmSync(root, { recursive: true, force: true });
});

function setup(): { bundles: Bundles; server: ServerProcess; keyring: KeyringSession } {
  if (!bundles || !server || !keyring) throw new Error('setup failed');
  return { bundles, server, keyring };
}

async function cli(args: string[], state: string, env: Record<string, string>): Promise<CliRun> {
  const run = await runBundledCli(setup().bundles.cli, args, {
    dir: state,
    env: { XDG_STATE_HOME: state, BROWSER, ...env },
  });
  return run;
}

/** The sign-in files kept under `state`. */
function signInFiles(state: string): string[] {
  const dir = join(state, 'elicitkit', 'oauth');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
}

interface Status {
  store: { keyring: string };
  servers: { server: string; store: string; signedIn: boolean }[];
}

async function status(state: string, env: Record<string, string>): Promise<Status> {
  const run = await cli(['auth', 'status', '--json'], state, env);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Status;
}

async function login(state: string, env: Record<string, string>): Promise<CliRun> {
  const run = await cli(['login', setup().server.url], state, env);
  expect(run.stderr).toContain(`Signed in to ${setup().server.url}`);
  expect(run.code).toBe(0);
  return run;
}

describe('elicitkit sign-ins in the OS keyring (gnome-keyring-daemon on D-Bus)', () => {
  it('login keeps the sign-in in the keyring, not in a file; tools use it; auth status says where; logout removes it', async () => {
    const { server, keyring } = setup();
    const state = mkdtempSync(join(root, 'state-'));
    const signedIn = await login(state, keyring.env);
    expect(signedIn.stderr).not.toContain(FELL_BACK);

    const kept = await keyring.lookup(server.url);
    expect(kept).toBeDefined();
    const stored = JSON.parse(kept as string) as {
      server: string;
      records: { tokens?: { access_token?: string } };
    };
    expect(stored.server).toBe(server.url);
    expect(stored.records.tokens?.access_token).toEqual(expect.any(String));
    expect(signInFiles(state)).toEqual([]);

    expect(await status(state, keyring.env)).toMatchObject({
      store: { keyring: 'answered' },
      servers: [{ server: server.url, store: 'keyring', signedIn: true }],
    });
    const human = await cli(['auth', 'status'], state, keyring.env);
    expect(human.stdout).toContain('Kept in the OS keyring.');

    const tools = await cli(['tools', server.url], state, keyring.env);
    expect(tools.stderr).toBe('');
    expect(tools.code).toBe(0);
    expect(tools.stdout).toContain('deploy');

    const out = await cli(['logout', server.url], state, keyring.env);
    expect(out.code).toBe(0);
    expect(await keyring.lookup(server.url)).toBeUndefined();
    expect(signInFiles(state)).toEqual([]);
  }, 90_000);

  it('a sign-in kept in a file (ELICITKIT_TOKEN_STORE=file) moves into the keyring when next used, and is not lost', async () => {
    const { server, keyring } = setup();
    const state = mkdtempSync(join(root, 'state-'));
    const inFiles = await login(state, { ...keyring.env, ELICITKIT_TOKEN_STORE: 'file' });
    // Chosen, not a failure: nothing to tell.
    expect(inFiles.stderr).not.toContain(FELL_BACK);
    expect(signInFiles(state)).toHaveLength(1);
    expect(await keyring.lookup(server.url)).toBeUndefined();
    expect(await status(state, keyring.env)).toMatchObject({
      store: { keyring: 'answered' },
      servers: [{ server: server.url, store: 'file', signedIn: true }],
    });

    const tools = await cli(['tools', server.url], state, keyring.env);
    expect(tools.code).toBe(0);
    expect(tools.stdout).toContain('deploy');
    expect(signInFiles(state)).toEqual([]);
    expect(await keyring.lookup(server.url)).toContain('"access_token"');
    expect(await status(state, keyring.env)).toMatchObject({
      servers: [{ server: server.url, store: 'keyring', signedIn: true }],
    });
    await cli(['logout', server.url], state, keyring.env);
  }, 90_000);
});

describe('no keyring to answer: the files, and a line saying so', () => {
  let locked: KeyringSession | undefined;
  let bare: SessionBus | undefined;
  beforeAll(async () => {
    const started = await Promise.allSettled([startKeyring(), startSessionBus()]);
    [locked, bare] = [valueOf(started[0]), valueOf(started[1])];
    throwFirstFailure(started);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([locked?.stop(), bare?.stop()]);
  });

  it('a locked keyring: login keeps the sign-in in a file and says so; auth status lists it from the file', async () => {
    if (!locked) throw new Error('setup failed');
    const { server } = setup();
    const state = mkdtempSync(join(root, 'state-'));
    await login(state, locked.env);
    expect(signInFiles(state)).toEqual([]);
    await locked.lock();

    const again = await login(state, locked.env);
    expect(again.stderr).toContain(FELL_BACK);
    expect(signInFiles(state)).toHaveLength(1);
    const listed = await cli(['auth', 'status', '--json'], state, locked.env);
    expect(listed.stderr).toContain(FELL_BACK);
    expect(JSON.parse(listed.stdout)).toMatchObject({
      store: { keyring: 'unavailable' },
      servers: [{ server: server.url, store: 'file', signedIn: true }],
    });
    const tools = await cli(['tools', server.url], state, locked.env);
    expect(tools.code).toBe(0);

    // Logout forgets the file's sign-in, but the locked keyring still holds the first one:
    // it says so rather than let "signed out" stand.
    const out = await cli(['logout', server.url], state, locked.env);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('Signed out');
    expect(out.stderr).toContain(
      'a sign-in to ' + server.url + ' kept there may still be there. Unlock the keyring',
    );
  }, 90_000);

  it.each([
    ['a session bus with no Secret Service', () => bare?.env ?? {}],
    ['no session bus at all', () => ({ DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' })],
  ])(
    '%s: login keeps the sign-in in a file and says so',
    async (_, env) => {
      const { server } = setup();
      const state = mkdtempSync(join(root, 'state-'));
      const signedIn = await login(state, env());
      expect(signedIn.stderr).toContain(FELL_BACK);
      expect(signInFiles(state)).toHaveLength(1);
      expect(await status(state, env())).toMatchObject({
        store: { keyring: 'unavailable' },
        servers: [{ server: server.url, store: 'file', signedIn: true }],
      });
    },
    90_000,
  );
});
