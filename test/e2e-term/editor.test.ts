// Ctrl-G on a text field hands the answer to the person's $EDITOR and takes back what it saved,
// in a real terminal: the prompt gives up the terminal, gets it back in raw mode, and sends the
// multi-line text. The "editor" is a script that appends to the file it is given.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
let dir = '';
let request = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
  dir = mkdtempSync(join(tmpdir(), 'ek-editor-'));
  request = join(dir, 'request.json');
  writeFileSync(
    request,
    JSON.stringify({
      params: {
        message: 'Describe the incident',
        requestedSchema: {
          type: 'object',
          properties: { notes: { type: 'string', title: 'Notes', minLength: 5 } },
          required: ['notes'],
        },
      },
    }),
  );
}, 120_000);
afterAll(() => {
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

function editorScript(name: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

it('Ctrl-G edits the answer in $EDITOR, then typing and sending go on in the prompt', async () => {
  const editor = editorScript(
    'append.sh',
    `{ cat "$1"; printf ' at 09:12\\nDB failover took 40 s\\n'; } > "$1.new" && mv "$1.new" "$1"`,
  );
  const t = terminal(['node', bundles?.harness ?? '', request], {
    cwd: ROOT,
    columns: 120,
    env: { EDITOR: editor, VISUAL: '' },
  });
  await t.waitFor('› Notes');
  expect(t.screen()).toContain('Ctrl-G editor');
  t.type('Outage');
  await t.waitFor('> Outage');
  t.key('C-g');
  const back = await t.waitFor('Answer taken from your editor (2 lines).');
  expect(back).toContain('> Outage at 09:12↵DB failover took 40 s');
  // Raw mode is back: single keys reach the prompt again.
  t.type('!');
  await t.waitFor('40 s!');
  t.key('C-s');
  const done = await t.waitFor('EXIT=');
  expect(done).toContain(
    'RESULT {"action":"accept","content":{"notes":"Outage at 09:12\\nDB failover took 40 s!"}}',
  );
});

it('an editor that fails leaves the answer as it was and says so', async () => {
  const editor = editorScript('fail.sh', 'exit 3');
  const t = terminal(['node', bundles?.harness ?? '', request], {
    cwd: ROOT,
    env: { EDITOR: editor, VISUAL: '' },
  });
  await t.waitFor('› Notes');
  t.type('Kept as typed');
  await t.waitFor('> Kept as typed');
  t.key('C-g');
  const screen = await t.waitFor('exited with status 3');
  expect(screen).toContain('the answer is unchanged');
  expect(screen).toContain('> Kept as typed');
  // Answers were given: the first Esc asks before discarding them, the second cancels.
  t.key('Escape');
  await t.waitFor('Discard your answers?');
  t.key('Escape');
  expect(await t.waitFor('EXIT=')).toContain('RESULT {"action":"cancel"}');
});
