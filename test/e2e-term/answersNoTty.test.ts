// `elicitkit call --answers` with no terminal at all (stdin and stdout are pipes, as in CI): the
// file answers what it covers, every automatic answer is logged, and anything it does not cover
// is cancelled with a reason instead of waiting forever.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { Bundles } from './bundles.js';
import type { CliRun } from './bundles.js';
import { ROOT, buildBundles, runBundledCli } from './bundles.js';

let bundles: Bundles | undefined;
let server: ServerProcess | undefined;
let dir = '';

beforeAll(async () => {
  [bundles, server] = await Promise.all([buildBundles(), startDemoServer()]);
  dir = mkdtempSync(join(tmpdir(), 'ek-answers-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const run = (args: string[], answers?: object): Promise<CliRun> =>
  runBundledCli(bundles?.cli ?? '', ['call', server?.url ?? '', ...args, '--server-id', 'demo'], {
    dir,
    answers,
  });

it('the bundle runs as a program of its own, as the package bin', async () => {
  const help = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(bundles?.cli ?? '', ['--help'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('Usage: elicitkit <command>');
});

describe('--answers without a terminal', () => {
  it('answers by input key, logs it, and prints the result as JSON', async () => {
    const r = await run(['close_ticket', '--args', '{"ticket_id":"T-3"}', '--json'], {
      confirm_close: { confirm: true, resolution: 'wontfix' },
    });
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as { content: { type: string; text: string }[] };
    expect(result.content[0]?.text).toBe(
      'Closed T-3 ("Login link expired") as wontfix and emailed the customer.',
    );
    expect(r.stderr).toMatch(
      /^elicitkit: answered automatically for demo \[confirm_close\] "Close T-3 \("Login link expired"\).*": accept \{"confirm":true,"resolution":"wontfix"\}$/m,
    );
  });

  it('answers by field name, starting from the form defaults', async () => {
    const r = await run(['assign_ticket', '--args', '{"ticket_id":"T-1"}'], { agent: 'sam' });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('Assigned T-1 to Sam (accounts) (priority normal).\n');
    expect(r.stderr).toContain('accept {"priority":"normal","agent":"sam"}');
  });

  it('declines by input key, and the server hears the decline', async () => {
    const r = await run(['deploy', '--args', '{"service":"api"}'], { region: 'decline' });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('api was not deployed: the user chose decline at the region question.\n');
    expect(r.stderr).toContain(
      'answered automatically for demo [region] "Where should api be deployed?": decline',
    );
  });

  it('cancels what the file does not cover, saying why, instead of hanging', async () => {
    const r = await run(['close_ticket', '--args', '{"ticket_id":"T-1"}'], { agent: 'sam' });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'T-1 was not closed: the user dismissed the question without answering.\n',
    );
    expect(r.stderr).toContain(
      'but there is no terminal to answer in, so the question was cancelled.',
    );
  });

  it('answers both rounds of deploy by input key, a bare value filling the only field', async () => {
    const r = await run(['deploy', '--args', '{"service":"api"}'], {
      region: 'ap-southeast-2',
      plan: { plan: 'apse2-standard', replicas: 4 },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Deployed api to ap-southeast-2');
    expect(r.stdout).toContain('with 4 replica(s)');
    expect(r.stderr.match(/answered automatically/g)).toHaveLength(2);
  });

  it('refuses an answer that does not fit the form, and does not send it', async () => {
    const r = await run(['deploy', '--args', '{"service":"api"}'], { region: 'mars-1' });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('not used, it is not valid: region: Choose one of the options');
    expect(r.stdout).toContain('the user chose cancel at the region question');
  });
});
