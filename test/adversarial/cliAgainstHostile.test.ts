// The real CLI (its esbuild bundle; no terminal: stdin and stdout are pipes, but for one test
// in tmux) against the hostile server processes. What is asserted is what the servers saw: the capabilities the client
// declared (2025: in `initialize`; 2026: in each request's `_meta`) and every ElicitResult the
// server received. A hostile server pushes whatever it likes, declared or not.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { english, normalizeRequest, refusalMsg } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAll } from '../client/support/serverProcess.js';
import type { Bundles } from '../e2e-term/bundles.js';
import type { CliRun } from '../e2e-term/bundles.js';
import { ROOT, buildBundles, runBundledCli } from '../e2e-term/bundles.js';
import type { Hostile2025 } from './support/hostile2025.js';
import { events, mark, receivedEventually, startHostile2025 } from './support/hostile2025.js';
import { tmuxSessions } from '../e2e-term/tmuxSessions.js';
import type { Hostile2026 } from './support/hostile2026.js';
import { startHostile2026 } from './support/hostile2026.js';

let bundles: Bundles;
let legacy: Hostile2025;
let modern: Hostile2026;
let dir = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ek-hostile-cli-'));
  [bundles, legacy, modern] = await Promise.all([
    buildBundles(),
    startHostile2025(),
    startHostile2026({ seen: join(dir, 'seen-2026.log') }),
  ]);
}, 120_000);
afterAll(async () => {
  await stopAll();
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the real CLI bundle with no terminal (pipes); `answers` becomes an --answers file. */
const cli = (args: string[], answers?: object): Promise<CliRun> =>
  runBundledCli(bundles.cli, args, { dir, answers });

const legacyCall = (tool: string, answers?: object) =>
  cli(['call', legacy.url, tool, '--protocol', '2025-11-25', '--server-id', 'hostile'], answers);

/** The capabilities declared in the `initialize` requests logged since `since`. */
function declared2025(since: number): unknown[] {
  return events(legacy.log, since).flatMap((e) =>
    e.event === 'initialize' ? [e.capabilities] : [],
  );
}

/** The capabilities declared on each 2026 request of `method` since line `since`. */
function declared2026(method: string, since: number): unknown[] {
  return seen2026()
    .slice(since)
    .map((line) => JSON.parse(line) as { method: string; capabilities: unknown })
    .filter((line) => line.method === method)
    .map((line) => line.capabilities);
}
function seen2026(): string[] {
  try {
    return readFileSync(modern.seen ?? '', 'utf8')
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // nothing was requested yet: the file is created by the first request
  }
}
const seenLines = () => seen2026().length;

/** Nowhere in the capabilities, task-augmented requests included, is elicitation declared. */
function expectNoElicitation(capabilities: unknown): void {
  expect(capabilities).not.toBeUndefined();
  expect(JSON.stringify(capabilities ?? {})).not.toContain('elicitation');
}

describe('capabilities a real server saw', { timeout: 60_000 }, () => {
  it('2025: `elicitkit tools` declares no elicitation in initialize', async () => {
    const since = mark(legacy.log);
    const run = await cli(['tools', legacy.url, '--protocol', '2025-11-25']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('complete_then_push');
    const seen = declared2025(since);
    expect(seen).toHaveLength(1);
    expectNoElicitation(seen[0]);
  });

  it('2026: `elicitkit tools` declares no elicitation in _meta', async () => {
    const since = seenLines();
    const run = await cli(['tools', modern.url, '--protocol', '2026-07-28']);
    expect(run.code, run.stderr).toBe(0);
    const seen = declared2026('tools/list', since);
    expect(seen.length).toBeGreaterThan(0);
    for (const capabilities of seen) expectNoElicitation(capabilities);
  });

  it('2026: `elicitkit call` with no terminal and no answers declares none; with answers naming a form key, form but not url', async () => {
    let since = seenLines();
    await cli(['call', modern.url, 'two_rounds', '--protocol', '2026-07-28']);
    const bare = declared2026('tools/call', since);
    expect(bare.length).toBeGreaterThan(0);
    for (const capabilities of bare) expectNoElicitation(capabilities);

    since = seenLines();
    const run = await cli(['call', modern.url, 'two_rounds', '--protocol', '2026-07-28'], {
      confirm: { confirm: true },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('ran with');
    const withAnswers = declared2026('tools/call', since);
    expect(withAnswers.length).toBeGreaterThan(0);
    for (const capabilities of withAnswers)
      expect(capabilities).toMatchObject({ elicitation: { form: {} } });
    for (const capabilities of withAnswers)
      expect(capabilities).not.toMatchObject({ elicitation: { url: expect.anything() } });
  });
});

describe('2025 tricks through the CLI', { timeout: 60_000 }, () => {
  it('completion first, then a URL push, with no terminal and no answers: nothing is declared and the server receives no accept', async () => {
    const since = mark(legacy.log);
    const run = await legacyCall('complete_then_push');
    const declared = declared2025(since);
    expect(declared).toHaveLength(1);
    expectNoElicitation(declared[0]);
    const got = await receivedEventually(legacy.log, 'complete_then_push', since, 1);
    expect(got).toEqual([expect.objectContaining({ event: 'refused' })]);
    expect(run.stdout).not.toContain('"action":"accept"');
  });

  it('`"*": "accept"` in --answers, no terminal: form is declared, url is not, and a URL pushed anyway is refused, never accepted', async () => {
    const since = mark(legacy.log);
    const run = await legacyCall('complete_then_push', { '*': 'accept' });
    const [capabilities] = declared2025(since);
    expect(capabilities).toMatchObject({ elicitation: { form: {} } });
    expect(capabilities).not.toMatchObject({ elicitation: { url: expect.anything() } });
    const got = await receivedEventually(legacy.log, 'complete_then_push', since, 1);
    expect(got).toEqual([expect.objectContaining({ event: 'refused' })]);
    expect(run.stdout).not.toContain('"action":"accept"');
    // Refused before any prompt: the person is still told, in one line, who asked.
    expect(run.stderr).toContain(
      'elicitkit: hostile asked a question that was refused before it could be shown.\n',
    );
  });

  it('a requestedSchema outside the protocol, pushed: the person is told in one line who asked and why', async () => {
    const since = mark(legacy.log);
    const run = await legacyCall('malformed_schema_form', { '*': 'accept' });
    const got = await receivedEventually(legacy.log, 'malformed_schema_form', since, 1);
    expect(got).toEqual([expect.objectContaining({ event: 'refused' })]);
    // The field and the reason, as the server was told (core's refusalMsg).
    const why = english.format(
      refusalMsg(
        normalizeRequest({
          mode: 'form',
          message: 'Fill this in.',
          requestedSchema: {
            type: 'object',
            properties: {
              nested: { type: 'object', properties: { a: { type: 'string' } } },
              weird: 'not a schema',
            },
            required: ['nested'],
          },
        }),
      )!,
    );
    expect(why).toMatch(/^nested: /);
    expect(run.stderr).toContain(
      `elicitkit: hostile asked a question that was refused before it could be shown: ${why}\n`,
    );
    expect(run.stdout).toContain('received null');
  });

  it('`"*": "accept"` in --answers, in a terminal: url is declared, yet the wildcard never answers the URL — the person is shown it, and the server gets their cancel', async () => {
    const since = mark(legacy.log);
    const answers = join(dir, 'wildcard.json');
    writeFileSync(answers, JSON.stringify({ '*': 'accept' }));
    const t = terminal(
      [
        'node',
        bundles.cli,
        'call',
        legacy.url,
        'complete_then_push',
        '--protocol',
        '2025-11-25',
        '--server-id',
        'hostile',
        '--answers',
        answers,
      ],
      { cwd: ROOT, columns: 100, rows: 30 },
    );
    await t.waitFor('accounts.example.com');
    expect(declared2025(since)).toEqual([
      expect.objectContaining({ elicitation: { form: {}, url: {} } }),
    ]);
    t.key('Escape');
    await t.waitFor('EXIT=');
    const got = await receivedEventually(legacy.log, 'complete_then_push', since, 1);
    expect(got).toEqual([
      { event: 'received', tool: 'complete_then_push', result: { action: 'cancel' } },
    ]);
  });

  it('a flood of questions in a terminal: Ctrl-X stops the server asking, and only the records stay on screen', async () => {
    const t = terminal(
      [
        'node',
        bundles.cli,
        'call',
        legacy.url,
        'flood',
        '--protocol',
        '2025-11-25',
        '--server-id',
        'hostile',
      ],
      { cwd: ROOT, columns: 100, rows: 30 },
    );
    const open = await t.waitFor('Ctrl-X stop hostile asking');
    expect(open).toMatch(/Question \d+ of 1000: still there\?/);
    t.key('C-x');
    const done = await t.waitFor('EXIT=', 30_000);
    expect(done).toContain('further questions are refused');
    // The closed prompt left its record only: no stop key, no key line, no waiting mark.
    expect(done).not.toContain('Ctrl-X');
    expect(done).not.toContain('Esc cancel');
    expect(done).not.toContain('more question');
    expect(done).not.toContain('⧗');
  });

  it("-32042 in a terminal: once the person opened the page, the server's completion finishes the prompt and the call is made again", async () => {
    // A stand-in for the system browser: it records which elicitation it was asked to open and
    // returns at once. The test then plays the page: only once the prompt shows it as opened
    // (the person's consent is on screen) does it make the hostile server announce completion
    // through its side channel, so the order is certain however loaded the machine is.
    const bin = mkdtempSync(join(dir, 'opener-'));
    const opened = join(bin, 'opened-id');
    writeFileSync(
      join(bin, 'xdg-open'),
      `#!/bin/sh\nprintf '%s' "\${1##*/}" > '${opened}'\nexit 0\n`,
    );
    chmodSync(join(bin, 'xdg-open'), 0o755);
    const since = mark(legacy.log);
    const t = terminal(
      [
        'node',
        bundles.cli,
        'call',
        legacy.url,
        'url_required_then_wait',
        '--protocol',
        '2025-11-25',
        '--server-id',
        'hostile',
      ],
      { cwd: ROOT, columns: 100, rows: 30, env: { PATH: `${bin}:${process.env['PATH'] ?? ''}` } },
    );
    await t.waitFor('[ Decline ]');
    t.key('Left');
    await t.waitFor('[ Open page ]');
    t.key('Enter');
    await t.waitFor('Opened in your browser.');
    const id = readFileSync(opened, 'utf8');
    const completion = await fetch(`${legacy.origin}/hostile/complete/${id}`, { method: 'POST' });
    expect(completion.ok).toBe(true);
    // Nobody presses "I've finished": the completion does it, because the page was opened.
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('ran after the sign-in');
    expect(done).toContain('EXIT=0');
    const log = events(legacy.log, since);
    expect(log.filter((e) => e.event === 'completion-sent')).toHaveLength(1);
    expect(log.filter((e) => e.event === 'ran')).toHaveLength(1);
  });
});
