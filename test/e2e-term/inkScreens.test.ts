// Terminal defects seen before, in a real terminal (tmux) through the bundled prompt harness:
// PgUp/PgDn on a list, the URL screen's safe default and warning at 60x15, the copy-this-address
// line, styling with CI=false, and a re-asked URL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import type { TmuxOptions } from './tmux.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
let dir = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
  dir = mkdtempSync(join(tmpdir(), 'ek-screens-'));
}, 120_000);
afterAll(() => {
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

let files = 0;
function harness(request: object, options: TmuxOptions) {
  const file = join(dir, `request-${++files}.json`);
  writeFileSync(file, JSON.stringify(request));
  return terminal(['node', bundles?.harness ?? '', file], { cwd: ROOT, ...options });
}

// Local (a warning), and long enough to need several rows at 60 columns.
const LOCAL_URL = `http://127.0.0.1:8765/link/${'0123456789abcdef'.repeat(6)}?return=%2Fsettings`;
const urlRequest = (context: object = {}) => ({
  params: {
    mode: 'url',
    message: 'Link your account',
    url: LOCAL_URL,
    elicitationId: 'link-1',
  },
  context: { server: { trustedId: 'linker' }, ...context },
});

describe('terminal defects', () => {
  it('10: PgDn/PgUp on a focused list scroll the screen and pick nothing', async () => {
    const t = harness(
      {
        params: {
          message: 'Pick a region',
          requestedSchema: {
            type: 'object',
            properties: {
              region: { type: 'string', enum: ['eu-west', 'us-east', 'ap-south'] },
              size: { type: 'string', enum: Array.from({ length: 12 }, (_, i) => `size-${i}`) },
              note: { type: 'string', description: 'Anything else' },
            },
          },
        },
      },
      { columns: 80, rows: 12 },
    );
    await t.waitFor('› region');
    t.key('PageDown');
    const scrolled = await t.waitFor(/↑\d+/);
    expect(scrolled).not.toContain('●');
    t.key('PageUp');
    const back = await t.waitFor('› region');
    expect(back).not.toContain('●');
    t.key('Escape');
    expect(await t.waitFor('EXIT=')).toContain('RESULT {"action":"cancel"}');
  });

  it('11 + 12: at 60x15 Decline has focus, the warning stays after Open, and the copy line is unbroken', async () => {
    const t = harness(urlRequest(), { columns: 60, rows: 15 });
    const first = await t.waitFor(/\[ ?Decline ?\]/);
    expect(first).toContain('This address points to your own computer');
    expect(first).not.toMatch(/\[ ?Open page ?\]/);
    t.key('Left');
    await t.waitFor(/\[ ?Open page ?\]/);
    t.key('Enter');
    // The harness's opener fails, so the address is printed to copy.
    const failed = await t.waitFor('Copy this address (one line):');
    expect(failed.replace(/\s+/g, ' ')).toContain('This address points to your own computer');
    expect(failed).toMatch(/\[ ?I've finished ?\]/);
    // capture-pane -J joins rows the terminal soft-wrapped: the address is one line there, so
    // selecting and copying it gives the whole address.
    const joined = t.tmux('capture-pane', '-p', '-J', '-t', 'main').split('\n');
    expect(joined).toContain(LOCAL_URL);
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('RESULT {"action":"accept"}');
    expect(done).toContain('Finished — linker was told you finished on the page');
  });

  it('13: styling does not depend on CI=false, and FORCE_COLOR=0 turns it off', async () => {
    const styled = harness(urlRequest(), { columns: 100, rows: 24, env: { CI: 'false' } });
    await styled.waitFor('[ Decline ]');
    // Inverse focus (then the theme's focus colour) on Decline.
    expect(styled.screen(true)).toMatch(
      // eslint-disable-next-line no-control-regex
      /\u001b\[[0-9;]*7[0-9;]*m(?:\u001b\[[0-9;]*m)*\[ Decline \]/,
    );
    // eslint-disable-next-line no-control-regex
    expect(styled.screen(true)).toMatch(/\u001b\[[0-9;]*1[0-9;]*m/); // bold
    const plain = harness(urlRequest(), {
      columns: 100,
      rows: 24,
      env: { CI: 'false', FORCE_COLOR: '0' },
    });
    await plain.waitFor('[ Decline ]');
    // eslint-disable-next-line no-control-regex
    expect(plain.screen(true)).not.toMatch(/\u001b\[[0-9;]*m/);
    plain.key('Escape');
    const done = await plain.waitFor('EXIT=');
    // The record agrees with what the server is told: it got a cancel, with no answers.
    expect(done).toContain('Cancelled — linker was told you cancelled; no answers were sent');
    expect(done).not.toContain('nothing was sent');
  });

  it('15: a re-asked address stays at "opened" with "I\'ve finished" primary and focused', async () => {
    const t = harness(urlRequest({ shownBefore: 1 }), { columns: 100, rows: 24 });
    const screen = await t.waitFor("[ I've finished ]");
    expect(screen).toMatch(/\[ I've finished \] +Open page again +Decline +Cancel/);
    expect(screen).not.toContain('Nothing is opened or fetched');
    expect(screen.replace(/\s+/g, ' ')).toContain('The server is asking again');
    t.key('Enter');
    expect(await t.waitFor('EXIT=')).toContain('RESULT {"action":"accept"}');
  });
});
