// The CLI's own words in the language a person's terminal names, as a person runs it: the
// bundled `elicitkit` in a real terminal (tmux), against the demo server over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { Bundles } from './bundles.js';
import { buildBundles } from './bundles.js';
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

/** Only LANG names the locale: LC_ALL and LC_MESSAGES, which win over it, are emptied. */
const inLocale = (lang: string) => ({ LANG: lang, LC_ALL: '', LC_MESSAGES: '' });

function elicitkit(args: string[], lang: string) {
  if (!bundles || !server) throw new Error('setup failed');
  return terminal(['node', bundles.cli, ...args], { columns: 120, rows: 40, env: inLocale(lang) });
}

describe('elicitkit tools in the environment locale', () => {
  it('LANG=de_DE.UTF-8: the heading and the argument labels are German, tool text as sent', async () => {
    const t = elicitkit(['tools', server?.url ?? '', '--server-id', 'demo'], 'de_DE.UTF-8');
    const done = await t.waitFor('EXIT=');
    expect(done).toMatch(/^\d+ Werkzeuge auf demo \(nennt sich selbst „/m);
    expect(done).toContain('  Argumente: ticket_id* (string)');
    expect(done).not.toMatch(/tools on demo|args:/);
    // The demo server's own descriptions stay in its words.
    expect(done).toContain('close_ticket');
    expect(done).toContain('EXIT=0');
  });

  it('LANG=C: English', async () => {
    const t = elicitkit(['tools', server?.url ?? '', '--server-id', 'demo'], 'C');
    const done = await t.waitFor('EXIT=');
    expect(done).toMatch(/^\d+ tools on demo \(it calls itself "/m);
    expect(done).toContain('  args: ticket_id* (string)');
    expect(done).toContain('EXIT=0');
  });
});

describe('usage errors in the language asked for', () => {
  it('--locale fr: a usage error and its pointer to --help are French', async () => {
    const t = elicitkit(['call', '--locale', 'fr', server?.url ?? '', 'x', '--bogus'], 'C');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('elicitkit call: option inconnue "--bogus"');
    expect(done).toContain("Utilisation : 'elicitkit call --help'");
    expect(done).not.toContain('unknown option');
    expect(done).toContain('EXIT=2');
  });

  it('LANG=C: the same error in English', async () => {
    const t = elicitkit(['call', server?.url ?? '', 'x', '--bogus'], 'C');
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('elicitkit call: unknown option "--bogus"');
    expect(done).toContain("Run 'elicitkit call --help' for usage.");
    expect(done).toContain('EXIT=2');
  });
});

/** `profile` asked in a real terminal, answered up to its Birthday field (Email is required). */
async function profileAtBirthday(args: string[], lang: string) {
  const t = elicitkit(
    ['call', server?.url ?? '', 'profile', '--args', '{}', '--server-id', 'demo', ...args],
    lang,
  );
  await t.waitFor('› Full name');
  t.key('Tab');
  await t.waitFor('› Email');
  t.type('ada@example.com');
  await t.waitFor('ada@example.com');
  for (const label of ['Homepage', 'Birthday']) {
    t.key('Tab');
    await t.waitFor(`› ${label}`);
  }
  return t;
}

describe('numbers, dates and yes/no typed the way the locale writes them', () => {
  /**
   * profile, asked in German: the height typed "1,5" reaches the server as the number 1.5, and
   * "j" answers the newsletter question Ja.
   */
  async function heightInGerman(args: string[], lang: string) {
    const t = await profileAtBirthday(args, lang);
    // The German way of writing a date, shown back as an unambiguous day before it is sent.
    t.type('24.12.2026');
    await t.waitFor('= 24. Dezember 2026 (2026-12-24)');
    for (const label of ['Next call', 'Height (m)']) {
      t.key('Tab');
      await t.waitFor(`› ${label}`);
    }
    // Its default (1.75) is erased, then the German way of writing one and a half is typed.
    for (let i = 0; i < 6; i++) t.key('BSpace');
    t.type('1,5');
    await t.waitFor('> 1,5');
    // Yes/No answers to German letters: n says Nein, then j says Ja (y and n work in any language).
    for (const label of ['Age', 'Subscribe to the newsletter']) {
      t.key('Tab');
      await t.waitFor(`› ${label}`);
    }
    await t.waitFor('Space/j/n antworten');
    t.type('n');
    await t.waitFor('(•) Nein');
    t.type('j');
    await t.waitFor('(•) Ja');
    t.key('C-s');
    const done = await t.waitFor('EXIT=');
    // The demo server echoes what it received as JSON.
    expect(done).toContain('"height_m":1.5');
    expect(done).toContain('"birthday":"2026-12-24"');
    expect(done).toContain('"newsletter":true');
    expect(done).not.toContain('Zahl eingeben');
    expect(done).not.toContain('tippen Sie j oder n');
    expect(done).toContain('EXIT=0');
  }

  it('--locale de: "1,5" is sent as 1.5 and j answers Ja', async () => {
    await heightInGerman(['--locale', 'de'], 'C');
  });

  it('LANG=de_DE.UTF-8: "1,5" is sent as 1.5 and j answers Ja', async () => {
    await heightInGerman([], 'de_DE.UTF-8');
  });

  it('LANG=C: "tomorrow" is read on the device as a date, shown back and sent as ISO', async () => {
    const t = await profileAtBirthday([], 'C');
    const before = new Date();
    t.type('tomorrow');
    const shown = await t.waitFor(/= .+ \((\d{4}-\d{2}-\d{2})\)/);
    t.key('C-s');
    const done = await t.waitFor('EXIT=');
    const after = new Date();
    const tomorrow = (d: Date) => {
      const t = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);
      return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    };
    // The day shown is the day sent; midnight may pass between the clock readings.
    const day = /= .+ \((\d{4}-\d{2}-\d{2})\)/.exec(shown)?.[1];
    expect([tomorrow(before), tomorrow(after)]).toContain(day);
    expect(done).toContain(`"birthday":"${day}"`);
    expect(done).toContain('EXIT=0');
  });
});
