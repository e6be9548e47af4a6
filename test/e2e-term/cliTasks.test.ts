// `elicitkit call` / `elicitkit task` (the built CLI bundle, a real process with pipes, no
// terminal) against the Tasks fixture server and server-everything: task questions answered
// from --answers, a failed task exits 4 with the server's message, --detach prints the id and
// `elicitkit task` re-attaches, Ctrl-C (SIGINT) cancels the task on the server and exits 130.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer } from '../client/support/everythingServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { serverLog, startTaskServer } from '../client/support/taskServer.js';
import type { Bundles } from './bundles.js';
import type { CliRun } from './bundles.js';
import { buildBundles, runBundledCli } from './bundles.js';

let bundles: Bundles | undefined;
let server: ServerProcess;
let everything: ServerProcess;
let dir = '';

beforeAll(async () => {
  [bundles, server, everything] = await Promise.all([
    buildBundles(),
    startTaskServer(),
    startEverythingServer(),
  ]);
  dir = mkdtempSync(join(tmpdir(), 'ek-tasks-'));
}, 120_000);
afterAll(async () => {
  await stopAll();
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const start = (
  args: string[],
  answers?: object,
  onStderr?: (text: string, pid: number) => void,
): Promise<CliRun> => runBundledCli(bundles?.cli ?? '', args, { dir, answers, onStderr });

const ANSWERS = { format: { format: 'html' }, title: { title: 'From the CLI' } };

describe('elicitkit and tasks', () => {
  it('answers task questions from --answers, says a task asks, and prints the result', async () => {
    const r = await start(
      ['call', server.url, 'report', '--args', '{"pollIntervalMs":10}', '--json'],
      ANSWERS,
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      structuredContent: { format: 'html', title: 'From the CLI' },
    });
    expect(r.stderr).toMatch(/task task-\d+-report · input required.*the running task is asking/);
  });

  it('a failed task exits 4 and shows the server message', async () => {
    const r = await start(['call', server.url, 'failing']);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('disk full on worker 3');
  });

  it('--detach prints the task id and leaves it running; elicitkit task re-attaches and finishes it', async () => {
    const detached = await start(['call', server.url, 'report', '--detach']);
    expect(detached.code).toBe(0);
    const taskId = detached.stdout.trim();
    expect(taskId).toMatch(/^task-\d+-report$/);
    const attached = await start(['task', server.url, taskId], ANSWERS);
    expect(attached.code).toBe(0);
    expect(attached.stdout).toContain('Report "From the CLI" as html');
    const { log } = await serverLog(server);
    expect(log.some((e) => e.method === 'tasks/cancel' && e.params?.['taskId'] === taskId)).toBe(
      false,
    );
  });

  it('Ctrl-C sends tasks/cancel and exits 130', async () => {
    let sent = false;
    const r = await start(
      ['call', server.url, 'endless', '--args', '{"pollIntervalMs":20}'],
      undefined,
      (text, pid) => {
        if (!sent && /tick \d+/.test(text)) {
          sent = true;
          process.kill(pid, 'SIGINT');
        }
      },
    );
    expect(r.code).toBe(130);
    const taskId = /task (task-\d+-endless)/.exec(r.stderr)?.[1];
    expect(taskId).toBeTruthy();
    const { log } = await serverLog(server);
    const cancel = log.find((e) => e.method === 'tasks/cancel' && e.params?.['taskId'] === taskId);
    expect(cancel?.mcpName).toBe(taskId);
  });

  it('server-everything simulate-research-query completes with the clarification in the report', async () => {
    const r = await start(
      [
        'call',
        everything.url,
        'simulate-research-query',
        '--args',
        '{"topic":"python","ambiguous":true}',
      ],
      { interpretation: 'comedy' },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('# Research Report: python (comedy)');
  });
});
