// `elicitkit call` in a real terminal (tmux) against the demo server over HTTP (its task tools
// too), run from the esbuild bundle. Keys go in one per send-keys call; what is asserted is what
// is on screen.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles } from './bundles.js';
import type { TmuxOptions, TmuxSession } from './tmux.js';
import { PROFILE_LABELS } from './profileLabels.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
let server: ServerProcess | undefined;
let stateRoot = '';
const terminal = tmuxSessions();

beforeAll(async () => {
  [bundles, server] = await Promise.all([buildBundles(), startDemoServer()]);
  stateRoot = mkdtempSync(join(tmpdir(), 'ek-state-'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  bundles?.dispose();
  rmSync(stateRoot, { recursive: true, force: true });
});

/** A fresh $XDG_STATE_HOME, so no test sees another's kept drafts (or the machine's). */
const freshState = () => mkdtempSync(join(stateRoot, 'state-'));

interface CallOptions extends TmuxOptions {
  /** $XDG_STATE_HOME for this run (kept drafts live there); default: a fresh one. */
  state?: string;
  extraArgs?: string[];
}

function call(tool: string, args: object, options: CallOptions = {}): TmuxSession {
  if (!bundles || !server) throw new Error('setup failed');
  const { state = freshState(), extraArgs = [], ...tmux } = options;
  return terminal(
    [
      'node',
      bundles.cli,
      'call',
      server.url,
      tool,
      '--args',
      JSON.stringify(args),
      '--server-id',
      'demo',
      ...extraArgs,
    ],
    { columns: 90, rows: 24, cwd: ROOT, ...tmux, env: { XDG_STATE_HOME: state, ...tmux.env } },
  );
}

const rowsOf = (screen: string) => screen.replace(/\n+$/, '').split('\n');

describe('elicitkit call in a terminal', () => {
  it('close_ticket: the confirmation is asked, answered with keys, and the server acts on it', async () => {
    const t = call('close_ticket', { ticket_id: 'T-1' });
    const first = await t.waitFor('› Close the ticket');
    expect(first).toContain('Question from demo (http://127.0.0.1:');
    expect(first).toContain('(self-reported, not verified)');
    expect(first).toContain(
      'Close T-1 ("Cannot log in") and email the customer that it is resolved?',
    );
    t.key('y');
    await t.waitFor('(•) Yes');
    t.key('Down');
    t.key('Down');
    t.key('Down');
    t.key('Down');
    await t.waitFor('● Duplicate');
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    // 2026-07-28: the answer is kept for the round, then leaves with the round's retry.
    expect(done).toContain('Kept for this round — Close the ticket: Yes · Resolution: Duplicate');
    expect(done).toMatch(/✔ Sent to demo: the answers kept for round \d+/);
    expect(done).toContain('Closed T-1 ("Cannot log in") as duplicate and emailed the customer.');
    expect(done).toContain('EXIT=0');
  });

  it('assign_ticket: the agent list is shown whole, and the highlighted agent is the one sent', async () => {
    const t = call('assign_ticket', { ticket_id: 'T-2' });
    const first = await t.waitFor('› Agent');
    for (const agent of ['Nour (billing)', 'Sam (accounts)', 'Priya (escalations)'])
      expect(first).toContain(agent);
    expect(first).toContain('● normal');
    t.key('Down');
    t.key('Down');
    t.key('Down');
    await t.waitFor('● Priya (escalations)');
    t.key('C-s');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('Assigned T-2 to Priya (escalations) (priority normal).');
    expect(done).toContain('EXIT=0');
  });

  it('an interrupted answer is kept: asked again, what was typed comes back — and no decision does', async () => {
    const state = freshState();
    const first = call('profile', {}, { state });
    await first.waitFor('› Full name');
    // Its default is "Ada Lovelace": move off it, then type.
    first.key('Tab');
    await first.waitFor('› Email');
    first.type('grace@example.com');
    await first.waitFor('grace@example.com');
    first.key('C-c');
    expect(await first.waitFor('EXIT=')).toContain('EXIT=130');

    const ignored = call('profile', {}, { state, extraArgs: ['--no-drafts'] });
    const plain = await ignored.waitFor('› Full name');
    expect(plain).not.toContain('Restored');
    expect(plain).not.toContain('grace@example.com');
    ignored.key('Escape');
    await ignored.waitFor('EXIT=');

    const again = call('profile', {}, { state });
    const restored = await again.waitFor('Restored what you entered');
    expect(restored).toContain('grace@example.com');
    // Restored answers are the person's: Esc asks before discarding them.
    again.key('Escape');
    await again.waitFor('Discard your answers?');
    again.key('Escape');
    await again.waitFor('EXIT=');

    // A choice is a decision: interrupted, it is not kept, and the person chooses again.
    const chose = call('assign_ticket', { ticket_id: 'T-2' }, { state });
    await chose.waitFor('› Agent');
    chose.key('Down');
    chose.key('Down');
    chose.key('Down');
    await chose.waitFor('● Priya (escalations)');
    chose.key('C-c');
    expect(await chose.waitFor('EXIT=')).toContain('EXIT=130');
    const fresh = call('assign_ticket', { ticket_id: 'T-2' }, { state });
    const screen = await fresh.waitFor('› Agent');
    expect(screen).not.toContain('Restored');
    expect(screen).not.toContain('● Priya (escalations)');
    fresh.key('Escape');
    await fresh.waitFor('EXIT=');
  }, 90_000); // seven CLI starts: 30 s is too little on a loaded 2-core machine

  it('deploy: two rounds, the second depending on the first, each on its own screen', async () => {
    const t = call('deploy', { service: 'checkout' });
    const round1 = await t.waitFor('› Region');
    // Core's round indicator shows from the second round on.
    expect(round1).not.toContain('Question 1');
    t.key('Down');
    t.key('Down');
    await t.waitFor('● EU West (Ireland)');
    t.key('Enter');
    const round2 = await t.waitFor('Question 2');
    expect(round2).toContain('Kept for this round — Region: EU West (Ireland)');
    expect(round2).toMatch(/✔ Sent to demo: the answers kept for round \d+/);
    expect(round2).toContain('Which plan for checkout in EU West (Ireland)?');
    expect(round2).toContain('High memory: 2 vCPU, 16 GB');
    expect(round2).not.toContain('GPU');
    t.key('Down');
    t.key('Down');
    await t.waitFor('● High memory: 2 vCPU, 16 GB');
    t.key('Tab');
    await t.waitFor('› Replicas');
    t.key('BSpace');
    t.key('3');
    await t.waitFor('> 3');
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('Deployed checkout to eu-west-1');
    expect(done).toContain('with 3 replica(s)');
    expect(done).toContain('EXIT=0');
    // Kept for people reviewing the terminal UI (.artifacts is gitignored).
    mkdirSync(join(ROOT, '.artifacts', 'e2e-term'), { recursive: true });
    writeFileSync(
      join(ROOT, '.artifacts', 'e2e-term', 'deploy-screens.txt'),
      `round 1:\n${round1}\nround 2:\n${round2}\nfinal:\n${done}`,
    );
  });

  it('Ctrl-C cancels, exits 130, and leaves the terminal as it found it', async () => {
    const t = call(
      'close_ticket',
      { ticket_id: 'T-2' },
      {
        afterExit:
          'stty -a | tr " ;" "\\n\\n" | grep -x -e icanon -e -icanon -e echo -e -echo | tr "\\n" " "; echo',
      },
    );
    await t.waitFor('› Close the ticket');
    expect(t.format('#{cursor_flag}')).toBe('0');
    t.key('y');
    await t.waitFor('(•) Yes');
    t.key('C-c');
    const done = await t.waitFor(/EXIT=\d+\n.*echo/);
    // Nothing of a 2026 round leaves before its retry: the server was never told.
    expect(done).toContain(
      'Stopped (Ctrl-C) — nothing was sent; demo was not told (it sees the call end)',
    );
    expect(done).toContain('EXIT=130');
    expect(done).not.toContain('Ctrl-X');
    expect(done).toMatch(/^icanon echo\s*$/m);
    expect(t.format('#{cursor_flag}')).toBe('1');
  });

  it(`link_account (URL mode): nothing opens before consent; after it, the page is opened and "I've finished" finishes`, async () => {
    // A stand-in for the system browser: records the address and "signs in" by posting the form.
    const bin = mkdtempSync(join(tmpdir(), 'ek-opener-'));
    const log = join(bin, 'opened.txt');
    writeFileSync(
      join(bin, 'xdg-open'),
      `#!/bin/sh\nprintf '%s' "$1" > '${log}'\nexec '${process.execPath}' -e "fetch(process.argv[1], { method: 'POST' }).then((r) => process.exit(r.ok ? 0 : 1))" "$1"\n`,
    );
    chmodSync(join(bin, 'xdg-open'), 0o755);
    try {
      const t = call(
        'link_account',
        { provider: 'github' },
        { env: { PATH: `${bin}:${process.env['PATH'] ?? ''}` } },
      );
      // Decline has focus at first (a stray Enter must not open anything); Open is one step left.
      const consent = await t.waitFor('[ Decline ]');
      expect(consent).toContain('Sign in to github to link it to this workspace.');
      expect(consent).toMatch(/http:\/\/127\.0\.0\.1:\d+\/link\//);
      expect(consent).toContain('Site: 127.0.0.1');
      expect(consent).toContain('This address points to your own computer');
      expect(existsSync(log)).toBe(false);
      t.key('Left');
      await t.waitFor('[ Open page ]');
      t.key('Enter');
      const opened = await t.waitFor("[ I've finished ]");
      expect(opened).toContain(
        `Opened in your browser. Finish there, then choose "I've finished".`,
      );
      expect(readFileSync(log, 'utf8')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/link\/\S+$/);
      t.key('Enter');
      const done = await t.waitFor('EXIT=');
      expect(done).toMatch(/Linked github \(sign-in \w+ finished\)\./);
      expect(done).toContain('EXIT=0');
      // The closed URL prompt left its record only.
      expect(done).not.toContain('Ctrl-X');
      expect(done).not.toContain('Esc cancel');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('a tall form in an 80×12 terminal keeps the focused field and the action row on screen', async () => {
    const t = call('profile', {}, { columns: 80, rows: 12 });
    const labels = PROFILE_LABELS;
    for (const label of labels) {
      const screen = await t.waitFor((s) => rowsOf(s).includes(`› ${label}`));
      const rows = rowsOf(screen);
      expect(rows.length).toBeLessThanOrEqual(12);
      expect(
        rows.some((r) => r.includes('Accept') && r.includes('Decline') && r.includes('Cancel')),
      ).toBe(true);
      expect(rows[0]).toContain('Question from demo');
      t.key('Tab');
    }
    await t.waitFor('[ Accept ]');
    t.key('Enter');
    // Email is required: the send is refused, the error shown at the field, focus taken there.
    const refused = await t.waitFor('› Email*');
    expect(refused).toContain('✖ Enter an email address like name@example.com');
    t.type('ada@example.com');
    await t.waitFor('> ada@example.com');
    // A resize lays the form out again for the new size.
    t.resize(80, 30);
    const tall = await t.waitFor((s) => rowsOf(s).length > 20 && s.includes('› Email*'));
    expect(tall).toContain('Tell us about yourself');
    t.key('C-s');
    const done = await t.waitFor('EXIT=');
    // The tool echoes what it received (wrapped at 80 columns, so compared without line breaks).
    const echoed = done.replace(/\n/g, '');
    expect(echoed).toContain('"email":"ada@example.com"');
    expect(echoed).toContain('"name":"Ada Lovelace"');
    expect(done).toContain('EXIT=0');
  });
});

/** The task id the prompt's header names, e.g. "A running task (id 3f2c…) is asking". */
const ASKING = /A running task \(id ([0-9a-f-]{8,})\) is asking/;

// The CLI opts in to tasks, so these calls become tasks: the question appears in the same prompt,
// whose header says a running task asks, and the printed result carries the answer.
describe('elicitkit call and the demo server’s task tools, in a terminal', () => {
  it('publish_post: the prompt says a running task asks; a yes reaches the task, which publishes', async () => {
    const t = call('publish_post', { title: 'From tmux' });
    const first = await t.waitFor('› Publish now');
    expect(first).toContain('Question from demo (http://127.0.0.1:');
    expect(first).toMatch(ASKING);
    expect(first).toContain('Publish "From tmux" now?');
    t.key('y');
    await t.waitFor('(•) Yes');
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('Published "From tmux" (simulated).');
    expect(done).toContain('EXIT=0');
  });

  it('generate_report: the chosen audience reaches the task and the printed report is written for it', async () => {
    const t = call('generate_report', { topic: 'tides' });
    const first = await t.waitFor('› Audience');
    expect(first).toMatch(ASKING);
    expect(first).toContain('Who is the report on tides for?');
    t.key('Down');
    t.key('Down');
    await t.waitFor('● Engineers (details, numbers)');
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('Report: tides (for engineers)');
    expect(done).toContain('4. Recommendations: notes on tides.');
    expect(done).toContain('EXIT=0');
  });
});

/** Only LANG names the locale: LC_ALL and LC_MESSAGES, which win over it, are emptied. */
const inLocale = (lang: string) => ({ LANG: lang, LC_ALL: '', LC_MESSAGES: '' });

// LANG=de_DE.UTF-8 asks and reports in German, LANG=C in English.
describe('elicitkit call in the environment locale', () => {
  it('LANG=de_DE.UTF-8: the identity line, the choices and the sent record are German', async () => {
    const t = call('close_ticket', { ticket_id: 'T-1' }, { env: inLocale('de_DE.UTF-8') });
    const first = await t.waitFor('Frage von demo');
    expect(first).toContain('Frage von demo (http://127.0.0.1:');
    expect(first).not.toContain('Question from');
    expect(first).toContain('(Selbstauskunft, nicht geprüft)');
    expect(first).toContain('⚠ Dieses Werkzeug kann Daten ändern oder löschen');
    expect(first).toMatch(/Annehmen +Ablehnen +Abbrechen/);
    expect(first).toContain('Esc abbrechen');
    // The server's words stay as the server sent them.
    expect(first).toContain('› Close the ticket');
    t.key('y');
    await t.waitFor('(•) Ja');
    t.key('Down');
    t.key('Down');
    t.key('Down');
    t.key('Down');
    await t.waitFor('● Duplicate');
    t.key('Enter');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('Für diese Runde behalten');
    expect(done).toMatch(/✔ An demo gesendet: die für Runde \d+ behaltenen Antworten/);
    expect(done).not.toContain('Sent to demo');
    // The server's own words are the server's: the demo server answers in English.
    expect(done).toContain('Closed T-1');
    expect(done).toContain('EXIT=0');
  });

  it('LANG=C: English, never a crash', async () => {
    const t = call('close_ticket', { ticket_id: 'T-3' }, { env: inLocale('C') });
    const first = await t.waitFor('Question from demo');
    expect(first).not.toContain('Frage von');
    expect(first).toMatch(/Accept +Decline +Cancel/);
    t.key('Escape');
    const done = await t.waitFor('EXIT=');
    expect(done).not.toMatch(/Error|TypeError/);
  });
});
