// The first and last moments of a question, on a real terminal (tmux) against a real server on
// the official SDK v2 (servers/dropTable.mjs: a destructive tool whose confirmation asks for
// nothing, `properties: {}`), run from the CLI's esbuild bundle. Keys pressed before the question
// was on screen answer nothing; it opens on Decline; once it is closed only its record is left.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import type { TmuxSession } from './tmux.js';
import { ARMING_MARK } from './tmux.js';
import { tmuxSessions } from './tmuxSessions.js';

const SERVER = join(ROOT, 'test/e2e-term/servers/dropTable.mjs');
const QUESTION = 'Run DROP TABLE users?';

let bundles: Bundles | undefined;
let dir = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
  dir = mkdtempSync(join(tmpdir(), 'ek-first-'));
}, 120_000);
afterAll(() => {
  bundles?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

type Era = '2026-07-28' | '2025-11-25';

/** `elicitkit call` of drop_table; `log()` is what the server received, one event a line. */
function dropTable(era: Era): { t: TmuxSession; log: () => { event: string; action?: string }[] } {
  if (!bundles) throw new Error('setup failed');
  const log = join(dir, `log-${Math.random().toString(36).slice(2)}.jsonl`);
  const t = terminal(
    [
      'node',
      bundles.cli,
      'call',
      '--stdio',
      `node ${SERVER} --log ${log}`,
      'drop_table',
      '--server-id',
      'db',
      '--protocol',
      era,
    ],
    { columns: 90, rows: 24, cwd: ROOT },
  );
  const read = () =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { event: string; action?: string })
      : [];
  return { t, log: read };
}

/** What a closed prompt must not leave behind: its keys, the stop key, the waiting mark. */
function expectOnlyTheRecord(screen: string): void {
  expect(screen).not.toContain('Ctrl-X');
  expect(screen).not.toContain('Enter press');
  expect(screen).not.toContain('Esc cancel');
  expect(screen).not.toContain(ARMING_MARK);
  expect(screen).not.toContain('[ Decline ]');
}

const ERAS: Era[] = ['2026-07-28', '2025-11-25'];

describe('keys typed before the question was on screen', () => {
  for (const era of ERAS)
    it(`Enter every 150 ms from the start leaves the destructive confirmation open, nothing sent (${era})`, async () => {
      const { t, log } = dropTable(era);
      // A person pressing Enter while the CLI connects and calls, until the question shows.
      let screen = t.screen();
      while (!screen.includes(QUESTION)) {
        t.key('Enter');
        await new Promise((resolve) => setTimeout(resolve, 150));
        screen = t.screen();
        if (screen.includes('EXIT=')) break;
      }
      // Open, on Decline, saying its keys wait a moment; the server has heard no answer.
      expect(screen).toContain(QUESTION);
      expect(screen).toContain('⚠ This tool can change or delete data');
      expect(screen).not.toContain('EXIT=');
      // Still open once its keys act: none of the early Enters was kept for later either.
      const armed = await t.waitFor(QUESTION);
      expect(armed).toContain('[ Decline ]');
      expect(armed).not.toContain('EXIT=');
      expect(log().filter((e) => e.event === 'answered')).toEqual([]);
      // A deliberate answer works: one key to Accept, Enter.
      t.key('Left');
      await t.waitFor('[ Accept ]');
      t.key('Enter');
      const done = await t.waitFor('EXIT=');
      expect(done).toContain('Dropped table users.');
      expect(done).toContain('EXIT=0');
      expect(log().filter((e) => e.event === 'answered')).toEqual([
        { event: 'answered', table: 'users', action: 'accept' },
      ]);
      expectOnlyTheRecord(done);
    });

  it('while the question waits a moment its action row is dimmed and the wait is said', async () => {
    const { t } = dropTable('2026-07-28');
    // Polled every 50 ms, the screen is seen well inside the question's first half second.
    const first = await t.waitFor(QUESTION, 15_000, { armed: false });
    expect(first).toContain(`${ARMING_MARK} Keys are ignored for a moment`);
    expect(first).not.toContain('Enter press');
    const armed = await t.waitFor(QUESTION);
    expect(armed).toContain('←→ choose · Enter press');
    t.key('Escape');
    await t.waitFor('EXIT=');
  });
});

describe('a closed prompt leaves only its record', () => {
  const endings: [string, string[], RegExp][] = [
    ['decline', ['Enter'], /NOT dropped: the user chose decline/],
    ['Esc', ['Escape'], /NOT dropped: the user chose cancel/],
    ['accept', ['Left', 'Enter'], /Dropped table users\./],
    ['Ctrl-C', ['C-c'], /EXIT=/],
  ];
  for (const era of ERAS)
    for (const [name, keys, outcome] of endings)
      it(`${name} (${era})`, async () => {
        const { t } = dropTable(era);
        const open = await t.waitFor(QUESTION);
        expect(open).toContain('Ctrl-X stop db asking');
        for (const key of keys) t.key(key);
        const done = await t.waitFor('EXIT=');
        expect(done).toMatch(outcome);
        expect(done).toContain(QUESTION);
        expectOnlyTheRecord(done);
        // The spinner's line is gone too: no frame of it is left above the record.
        expect(done).not.toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] /);
      });
});
