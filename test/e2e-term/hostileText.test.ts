// Server text that tries to drive the terminal (clear it, retitle it, colour it, plant a link,
// reverse text) is shown as inert characters in a real terminal, with a visible mark (U+FFFD)
// where each run of hidden characters was. Rendered by the prompt harness
// from the bundle, in tmux.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toDisplayText } from '@elicitkit/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

const HOSTILE =
  'Deploy now?\u001b[2J\u001b[H\u001b]0;PWNED\u0007 \u001b[31mred alert\u001b[0m ' +
  '\u001b]8;;https://evil.example/\u0007click me\u001b]8;;\u0007 \u202etxet desrever\u202c done\u0007';

let bundles: Bundles | undefined;
let dir = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
  dir = mkdtempSync(join(tmpdir(), 'ek-hostile-'));
}, 120_000);
afterAll(() => {
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

it('hostile escape sequences in server text are shown inert', async () => {
  const file = join(dir, 'hostile.json');
  writeFileSync(
    file,
    JSON.stringify({
      params: {
        message: HOSTILE,
        requestedSchema: {
          type: 'object',
          properties: {
            ok: {
              type: 'boolean',
              title: 'Go\u001b[5m ahead\u001b[0m',
              description: 'Really\u001b[1A\u001b[2K sure?',
            },
          },
          required: ['ok'],
        },
      },
      context: {
        server: { trustedId: 'ci-server', reportedName: '\u001b[32mTrusted Bank\u001b[0m' },
      },
    }),
  );
  const t = terminal(['node', bundles?.harness ?? '', file], {
    columns: 100,
    rows: 20,
    cwd: ROOT,
    env: { NO_COLOR: '1' },
  });
  const screen = await t.waitFor('› Go\ufffd ahead\ufffd');
  // The first row is still ours: nothing cleared the screen or moved the cursor home.
  expect(screen.split('\n')[0]).toContain('Question from ci-server');
  expect(screen).toContain(toDisplayText(HOSTILE));
  expect(screen).toContain(
    'Deploy now?\ufffd \ufffdred alert\ufffd \ufffdclick me\ufffd \ufffdtxet desrever\ufffd done\ufffd',
  );
  expect(screen).toContain(
    'It calls itself "\ufffdTrusted Bank\ufffd" (self-reported, not verified)',
  );
  expect(screen).toContain('Really\ufffd sure?');
  expect(t.format('#{pane_title}')).not.toContain('PWNED');
  // No colour reached the terminal (NO_COLOR), so none came from the server either; no hyperlink.
  const styled = t.screen(true);
  // eslint-disable-next-line no-control-regex
  expect(styled).not.toMatch(/\u001b\[(?:[0-9;]*;)?3[0-7](?:;[0-9;]*)?m/);
  expect(styled).not.toContain('\u001b]8;');
  t.key('Escape');
  const done = await t.waitFor('EXIT=');
  expect(done).toContain('RESULT {"action":"cancel"}');
  expect(done).toContain('EXIT=0');
});
