// elicitkit doctor --auto, from the outside: the real doctor process, graded by what real clients
// send. The kit's client (a scripted person through @elicitkit/client) earns every check of its
// era; a hand-written SDK v2 client with a naive handler fails exactly the checks it should.
import { readFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startProcess, stopAll } from '../client/support/serverProcess.js';
import { execFileSync } from 'node:child_process';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const main = join(root, 'apps/cli/src/main.ts');
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'doctor-'));

interface Check {
  id: string;
  status: 'passed' | 'failed' | 'not-tried';
  why: string;
  evidence: string[];
}
interface Report {
  client: { name: string; era: string } | null;
  areas: { checks: Check[] }[];
}

afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** A fresh doctor (its own report), one client run against it, the --json report it kept. */
async function grade(client: string, args: string[], name: string): Promise<Check[]> {
  const json = join(dir, `${name}.json`);
  const doctor = await startProcess({
    command: tsx,
    args: ['--conditions', '@elicitkit/source', main, 'doctor', '--auto', '--json', json],
    ready: /Report card: +http:\/\/127\.0\.0\.1:(\d+)\//,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
  try {
    execFileSync(tsx, ['--conditions', '@elicitkit/source', here(client), doctor.url, ...args], {
      cwd: root,
      stdio: 'pipe',
      timeout: 120_000,
    });
  } finally {
    // Stopping the doctor writes the last report.
    await doctor.stop();
  }
  const report = JSON.parse(await readFile(json, 'utf8')) as Report;
  return report.areas.flatMap((a) => a.checks);
}

const byStatus = (checks: Check[], status: Check['status']) =>
  checks.filter((c) => c.status === status).map((c) => c.id);

const ONLY_2025 = ['url.required'];
const ONLY_2026 = [
  'caps.perRequest',
  'rounds.state',
  'rounds.newId',
  'rounds.keys',
  'tasks.question',
];

describe('elicitkit doctor --auto', () => {
  it.each([
    ['2026-07-28', ONLY_2025],
    ['2025-11-25', ONLY_2026],
  ])(
    "the kit's own client earns every check of %s",
    async (era, otherEra) => {
      const checks = await grade('elicitkitPerson.mjs', [era], `kit-${era}`);
      expect(byStatus(checks, 'failed')).toEqual([]);
      expect(byStatus(checks, 'not-tried')).toEqual(otherEra);
      // Every verdict names its evidence: what the client sent, quoted.
      const text = checks.find((c) => c.id === 'schema.defaults');
      expect(text?.evidence.join('\n')).toMatch(/"action":"accept","content":\{/);
    },
    180_000,
  );

  it.each([
    ['2026-07-28', 'auto'],
    ['2025-11-25', 'legacy'],
  ])(
    'a naive SDK v2 handler on %s fails exactly what it gets wrong, with the evidence',
    async (era, mode) => {
      const checks = await grade('naiveClient.mjs', [mode], `naive-${era}`);
      expect(byStatus(checks, 'failed')).toEqual([
        'schema.text',
        'schema.defaults',
        'validation.length',
        'validation.range',
        'validation.required',
        'url.consent',
      ]);
      const of = (id: string) => checks.find((c) => c.id === id);
      // Sent whatever was typed: five letters past a limit of three, 500 past 100.
      expect(of('validation.length')?.evidence).toEqual([
        'answer: {"action":"accept","content":{"code":"ABCDE"}}',
      ]);
      expect(of('validation.range')?.evidence).toEqual([
        'answer: {"action":"accept","content":{"count":500}}',
      ]);
      // Left the defaulted name out of a form where it is required.
      expect(of('schema.text')?.why).toMatch(/"name"/);
      // Accepted the link it was told to decline, and fetched it itself.
      expect(of('url.consent')?.evidence.join('\n')).toMatch(
        /"action":"accept"[\s\S]*GET http:\/\/127\.0\.0\.1:\d+\/link\/[0-9a-f]{24} .*\(node\)/,
      );
    },
    180_000,
  );
});
