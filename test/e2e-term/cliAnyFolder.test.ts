// The README's way to run the CLI from a clone, `npm --prefix <clone> run elicitkit -- …`, typed in
// a person's own folder (tmux): their folder has its own tsconfig.json (JSX left to a bundler),
// which must not be the one the CLI is compiled with, and relative file arguments are theirs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { ROOT } from './bundles.js';
import { closeTicketInTerminal } from './closeTicketInTerminal.js';
import { tmuxSessions } from './tmuxSessions.js';

let server: ServerProcess | undefined;
let folder = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  server = await startDemoServer();
  folder = mkdtempSync(join(tmpdir(), 'ek-own-folder-'));
  writeFileSync(join(folder, 'tsconfig.json'), '{ "compilerOptions": { "jsx": "preserve" } }\n');
  writeFileSync(
    join(folder, 'request.json'),
    JSON.stringify({
      message: 'When?',
      requestedSchema: { type: 'object', properties: { at: { type: 'string', format: 'time' } } },
    }),
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('npm --prefix <clone> run elicitkit, from the person’s own folder', () => {
  it('call: the question is asked in the terminal and the server acts on the answer', async () => {
    if (!server) throw new Error('setup failed');
    const t = terminal(
      [
        'npm',
        '--prefix',
        ROOT,
        'run',
        'elicitkit',
        '--',
        'call',
        server.url,
        'close_ticket',
        '--args',
        '{"ticket_id":"T-1"}',
      ],
      { cwd: folder, columns: 90, rows: 30 },
    );
    await closeTicketInTerminal(t, 60_000);
  }, 120_000);

  it('check-schema reads a file named relative to that folder', async () => {
    const t = terminal(
      ['npm', '--prefix', ROOT, 'run', 'elicitkit', '--', 'check-schema', 'request.json'],
      { cwd: folder, columns: 100, rows: 40 },
    );
    const done = await t.waitFor('EXIT=', 60_000);
    expect(done).toContain('EXIT=0');
    expect(done).toContain('Accept   possible');
  }, 120_000);
});
