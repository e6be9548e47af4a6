// `elicitkit login / logout / auth status`, and call/tools on kept tokens, against the demo
// server's own authorization server (`--auth oauth`), from the bundle: login in a real terminal
// (tmux) with a $BROWSER script that consents and follows the redirect, a refresh after the
// access token expired, two processes refreshing a rotating refresh token at once, logout then
// exit 5, a busy --callback-port, the --no-browser paste, and no token in any output. And the
// sign-in at the call itself: `call` and `tools` at a terminal with no kept sign-in sign in there
// and then, and a step-up in the middle of deploy shows the origin and the added scope, signs in
// again, re-sends the same leg, and the tool acts once.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { answerConsent } from '../support/consent.js';
import { untilRefused } from '../support/untilRefused.js';
import type { Bundles, CliRun } from './bundles.js';
import { buildBundles, runBundledCli } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

const BROWSER = fileURLToPath(new URL('../support/consentBrowser.mjs', import.meta.url));
let bundles: Bundles | undefined;
let server: ServerProcess | undefined;
let root = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  [bundles, server] = await Promise.all([
    buildBundles(),
    // Three-second access tokens: every run refreshes ahead of expiry, and expiry comes quickly.
    startDemoServer({ args: ['--auth', 'oauth', '--token-ttl', '3'] }),
  ]);
  root = mkdtempSync(join(tmpdir(), 'ek-auth-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  bundles?.dispose();
  rmSync(root, { recursive: true, force: true });
});

const seenTokens = new Set<string>();
const outputs: string[] = [];

function storedTokens(state: string): { access_token: string; refresh_token: string } {
  const dir = join(state, 'elicitkit', 'oauth');
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.json'));
  const stored = JSON.parse(readFileSync(join(dir, file as string), 'utf8')) as {
    records: { tokens: { access_token: string; refresh_token: string } };
  };
  seenTokens.add(stored.records.tokens.access_token);
  seenTokens.add(stored.records.tokens.refresh_token);
  return stored.records.tokens;
}

async function cli(args: string[], state: string): Promise<CliRun> {
  if (!bundles) throw new Error('setup failed');
  const run = await runBundledCli(bundles.cli, args, {
    dir: state,
    env: { XDG_STATE_HOME: state },
  });
  outputs.push(run.stdout, run.stderr);
  return run;
}

/** `elicitkit <command> <url> --no-browser` in tmux: consent to the printed address, paste. */
async function pasteSignIn(command: string) {
  if (!bundles || !server) throw new Error('setup failed');
  const state = mkdtempSync(join(root, 'state-'));
  const session = terminal(['node', bundles.cli, command, server.url, '--no-browser'], {
    columns: 500,
    env: { XDG_STATE_HOME: state, BROWSER: '/bin/false' },
  });
  await session.waitFor('the address the browser ends on', 30_000);
  const address = /(http:\/\/127\.0\.0\.1:\d+\/oauth\/authorize\?\S+)/.exec(session.screen())?.[1];
  expect(address).toBeDefined();
  const redirect = await answerConsent(address as string);
  session.type(redirect.href);
  session.key('Enter');
  return { session, state };
}

const deployedLines = (stderr: string) =>
  stderr.split('\n').filter((line) => line.includes('deploy: checkout deployed'));

describe('elicitkit login against demo-server --auth oauth', () => {
  it('logs in through $BROWSER in a terminal; refreshes after expiry; two processes share a rotating refresh token; logout then exit 5', async () => {
    if (!bundles || !server) throw new Error('setup failed');
    const state = mkdtempSync(join(root, 'state-'));
    const browserLog = join(state, 'browser.log');
    const session = terminal(['node', bundles.cli, 'login', server.url], {
      columns: 200,
      env: { XDG_STATE_HOME: state, BROWSER, CONSENT_BROWSER_LOG: browserLog },
    });
    await session.waitFor('EXIT=', 60_000);
    const screen = session.screen();
    outputs.push(screen);
    expect(screen).toContain('EXIT=0');
    expect(screen).toContain(`Signed in to ${server.url}`);
    expect(screen).toMatch(/Sign in at http:\/\/127\.0\.0\.1:\d+ to use this server\./);
    expect(screen).toContain(`The sign-in page for ${server.url}:`);
    const steps = readFileSync(browserLog, 'utf8');
    outputs.push(steps);
    expect(steps).toMatch(/approve -> http:\/\/127\.0\.0\.1:\d+\/callback\ncallback HTTP 200/);

    const dir = join(state, 'elicitkit', 'oauth');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
    const first = storedTokens(state);

    const status = await cli(['auth', 'status', server.url, '--json'], state);
    expect(JSON.parse(status.stdout)).toMatchObject({
      servers: [{ server: server.url, signedIn: true, refreshable: true, scopes: ['mcp'] }],
    });

    // After expiry: the call refreshes (the kept refresh token rotates) and succeeds.
    await untilRefused(server.url, first.access_token);
    const listed = await cli(['tools', server.url], state);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('deploy');
    const second = storedTokens(state);
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // Two processes at once, both due to refresh: the lock makes them take turns, so neither
    // replays a used refresh token (which would revoke the whole grant).
    const [a, b] = await Promise.all([
      cli(['tools', server.url, '--json'], state),
      cli(['tools', server.url, '--json'], state),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const after = await cli(['tools', server.url], state);
    expect(after.code).toBe(0);
    storedTokens(state);

    const out = await cli(['logout', server.url], state);
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('revoked at the authorization server');
    const refused = await cli(['call', server.url, 'deploy', '--args', '{"service":"x"}'], state);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain(`run: elicitkit login ${server.url}`);
    const toolsRefused = await cli(['tools', server.url], state);
    expect(toolsRefused.code).toBe(5);
  }, 120_000);

  it('--no-browser prints the address and takes the pasted redirect address', async () => {
    const { session, state } = await pasteSignIn('login');
    await session.waitFor('EXIT=', 30_000);
    const screen = session.screen();
    outputs.push(screen);
    expect(screen).toContain('EXIT=0');
    expect(screen).toContain('Signed in to');
    storedTokens(state);
  }, 60_000);

  it('a busy --callback-port is an error, not a silent switch', async () => {
    if (!server) throw new Error('setup failed');
    const state = mkdtempSync(join(root, 'state-'));
    const busy = await cli(['login', server.url, '--callback-port', String(server.port)], state);
    expect(busy.code).toBe(2);
    expect(busy.stderr).toContain(`--callback-port ${server.port}`);
  });

  it('call at a terminal signs in there and then, steps up mid-call, and deploy acts once', async () => {
    if (!bundles || !server) throw new Error('setup failed');
    const state = mkdtempSync(join(root, 'state-'));
    const browserLog = join(state, 'browser.log');
    const before = deployedLines(server.stderr());
    const session = terminal(
      [
        'node',
        bundles.cli,
        'call',
        server.url,
        'deploy',
        '--args',
        '{"service":"checkout"}',
        '--server-id',
        'demo',
      ],
      {
        columns: 160,
        rows: 40,
        env: { XDG_STATE_HOME: state, BROWSER, CONSENT_BROWSER_LOG: browserLog },
      },
    );
    const first = await session.waitFor('› Region', 60_000);
    outputs.push(first);
    const origin = new URL(server.url).origin;
    expect(first).toContain(`Sign in at ${origin} to use this server.`);
    expect(first).toContain('The sign-in page for demo:');
    session.key('Down');
    session.key('Down');
    await session.waitFor('● EU West (Ireland)');
    session.key('Enter');
    // The answer's leg is refused for want of deploy:write: the person is told where and what.
    const second = await session.waitFor('Question 2', 60_000);
    outputs.push(second);
    expect(second).toContain(
      `This needs more access (deploy:write). Sign in again at ${origin} to allow it.`,
    );
    session.key('Down');
    await session.waitFor('● Basic: 1 vCPU, 1 GB');
    session.key('Enter');
    session.key('Enter');
    const done = await session.waitFor('EXIT=', 60_000);
    outputs.push(done);
    expect(done).toContain('Deployed checkout to eu-west-1');
    expect(done).toContain('on plan euw1-basic');
    expect(done).toContain('EXIT=0');
    const steps = readFileSync(browserLog, 'utf8');
    outputs.push(steps);
    expect(steps.match(/^approve -> /gm)).toHaveLength(2);
    // The same leg went out again after the step-up: the tool acted once.
    expect(deployedLines(server.stderr()).length - before.length).toBe(1);
    const status = await cli(['auth', 'status', server.url, '--json'], state);
    const [kept] = (JSON.parse(status.stdout) as { servers: { scopes: string[] }[] }).servers;
    expect(kept?.scopes.sort()).toEqual(['deploy:write', 'mcp']);
    storedTokens(state);
  }, 120_000);

  it('tools at a terminal with --no-browser signs in from the pasted address and lists', async () => {
    const { session, state } = await pasteSignIn('tools');
    const done = await session.waitFor('EXIT=', 30_000);
    outputs.push(done);
    expect(done).toContain('EXIT=0');
    expect(done).toContain('deploy  Deploy service');
    storedTokens(state);
  }, 60_000);

  it('no token ever appeared in any output, log or argv', () => {
    expect(seenTokens.size).toBeGreaterThan(4);
    const everything = [...outputs, server?.stderr() ?? ''].join('\n');
    for (const token of seenTokens) expect(everything).not.toContain(token);
  });
});
