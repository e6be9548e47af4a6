// A field that looks like a secret, in a real terminal (tmux) through the bundled prompt harness:
// masked while typed, shown by Ctrl-T and hidden again, and sent as typed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
let dir = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
  dir = mkdtempSync(join(tmpdir(), 'ek-secret-'));
}, 120_000);
afterAll(() => {
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('a secret in the terminal', () => {
  it('is masked while typed, Ctrl-T shows it and hides it again, and it is sent as typed', async () => {
    const file = join(dir, 'request.json');
    writeFileSync(
      file,
      JSON.stringify({
        params: {
          message: 'Log in to the build cache',
          requestedSchema: {
            type: 'object',
            properties: { token: { type: 'string', title: 'API token' } },
            required: ['token'],
          },
        },
      }),
    );
    const t = terminal(['node', bundles?.harness ?? '', file], {
      cwd: ROOT,
      columns: 100,
      rows: 24,
    });
    await t.waitFor('› API token');
    t.type('s3cr3t');
    const masked = await t.waitFor('••••••');
    expect(masked).not.toContain('s3cr3t');
    expect(masked).toContain('Ctrl-T show/hide');
    t.key('C-t');
    await t.waitFor('> s3cr3t');
    t.key('C-t');
    const hidden = await t.waitFor('••••••');
    expect(hidden).not.toContain('s3cr3t');
    t.key('Enter');
    expect(await t.waitFor('EXIT=')).toContain(
      'RESULT {"action":"accept","content":{"token":"s3cr3t"}}',
    );
  });
});
