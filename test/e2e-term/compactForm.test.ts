// A form taller than the terminal, as a person sees it: one row per field with its status, the
// focused field open, everything on one screen (the demo server's 14-field `profile` at 100×30).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { Bundles } from './bundles.js';
import { buildBundles } from './bundles.js';
import { PROFILE_LABELS } from './profileLabels.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
let server: ServerProcess | undefined;
const terminal = tmuxSessions();

beforeAll(async () => {
  [bundles, server] = await Promise.all([buildBundles(), startDemoServer()]);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  bundles?.dispose();
});

// Every label, without the required mark (the rows below check the marks themselves).
const LABELS = PROFILE_LABELS.map((label) => label.replace(/\*$/, ''));

describe('a tall form in a 100×30 terminal', () => {
  it('fits on one screen: a row per field with * and ✔/⚠, the focused field open with its hint', async () => {
    if (!bundles || !server) throw new Error('setup failed');
    const t = terminal(
      [
        'node',
        bundles.cli,
        'call',
        server.url,
        'profile',
        '--args',
        '{}',
        '--server-id',
        'demo',
        '--no-drafts',
      ],
      { columns: 100, rows: 30, env: { LANG: 'C', LC_ALL: '' } },
    );
    const first = await t.waitFor('› Full name*');
    // Every field and the action row are on the first screen, nothing scrolled away.
    for (const label of LABELS) expect(first).toContain(label);
    expect(first).toContain('Accept');
    expect(first).not.toMatch(/[↑↓] \d+ more/);
    expect(first).toContain('Fields marked * are required');
    // The focused field is open (its answer and hint); the others are one row each.
    expect(first).toContain('> Ada Lovelace');
    expect(first).toContain('Enter between 2 and 40 characters');
    expect(first).toMatch(/^ {2}Email\*: —\s*$/m);
    expect(first).toMatch(/^ {2}Height \(m\): 1\.75 ✔\s*$/m);

    // A wrong email, left: its row says ⚠; the list now focused is open, the rest stay rows.
    t.key('Tab');
    await t.waitFor('› Email*');
    t.type('ada@');
    await t.waitFor('> ada@');
    t.key('Tab');
    const after = await t.waitFor('› Homepage');
    expect(after).toMatch(/^ {2}Email\*: "ada@" ⚠\s*$/m);
    expect(after).toMatch(/^ {2}Full name\*: "Ada Lovelace" ✔\s*$/m);
    t.key('Escape');
    await t.waitFor('Discard your answers?');
    t.key('Escape');
    expect(await t.waitFor('EXIT=')).toContain('Cancelled');
  });
});
