// elicitkit doctor --stdio: the same checks over stdio, in both eras, driven through
// @elicitkit/client; the doctor stops when its client closes stdin and leaves its --json card.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect } from '@elicitkit/client';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'doctor-stdio-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function waitForFile(path: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    try {
      const text = readFileSync(path, 'utf8');
      const report = JSON.parse(text) as { client: unknown };
      if (report.client !== null) return text;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never written`);
}

describe('elicitkit doctor --stdio', () => {
  it.each(['2026-07-28', '2025-11-25'] as const)(
    'grades a stdio client in %s',
    async (protocol) => {
      const json = join(dir, `${protocol}.json`);
      const client = await connect({
        stdio: {
          command: join(root, 'node_modules/.bin/tsx'),
          args: [
            '--conditions',
            '@elicitkit/source',
            join(root, 'apps/cli/src/main.ts'),
            'doctor',
            '--stdio',
            '--json',
            json,
          ],
          cwd: root,
          stderr: 'ignore',
        },
        protocol,
        // A person who declines this one and accepts every confirmation.
        renderer: async (question) =>
          question.message.startsWith('Decline')
            ? { action: 'decline' }
            : { action: 'accept', content: {} },
      });
      try {
        await client.callTool('doctor_decline', {}).result;
        await client.callTool('doctor_rounds', {}).result;
      } finally {
        await client.close();
      }
      const report = JSON.parse(await waitForFile(json)) as {
        client: { era: string };
        areas: { checks: { id: string; status: string }[] }[];
      };
      const status = (id: string) =>
        report.areas.flatMap((a) => a.checks).find((c) => c.id === id)?.status;
      expect(report.client.era).toBe(protocol);
      expect(status('actions.decline')).toBe('passed');
      expect(status('rounds.multi')).toBe('passed');
      expect(status('rounds.state')).toBe(protocol === '2026-07-28' ? 'passed' : 'not-tried');
    },
    60_000,
  );
});
