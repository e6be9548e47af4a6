// A host that reads the terminal with node:readline and closes it before asking through
// promptElicitation (readlineHost.ts, bundled as users bundle it): the question is answered by
// the person, not cancelled at once because readline paused stdin on its way out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../../apps/cli/scripts/bundle.mjs';
import { ROOT } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

const HOST = fileURLToPath(new URL('./readlineHost.ts', import.meta.url));
let dir = '';
let host = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ek-readline-'));
  host = await bundleCli({ entry: HOST, outfile: join(dir, 'host.mjs') });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a host that used readline on the terminal first', () => {
  it('gets the person’s answer, not an instant cancel', async () => {
    const t = terminal(['node', host], { columns: 80, rows: 24, cwd: ROOT });
    await t.waitFor('Your name?');
    t.type('Ada');
    t.key('Enter');
    await t.waitFor('Hello Ada: close the ticket?');
    t.type('dup');
    await t.waitFor('dup');
    t.key('C-s');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('RESULT {"action":"accept","content":{"reason":"dup"}}');
  });
});
