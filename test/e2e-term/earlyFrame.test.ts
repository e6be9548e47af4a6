// The first frame of `elicitkit call`, painted by the bin before the program loads
// (apps/cli/src/startup/bin.ts), on a real terminal (tmux) from the CLI's esbuild bundle: the
// spinner draws over it on the same line (one "Connecting to …" line, never two, nothing left
// when it stops), it is erased when a usage error comes first; and `--help`, which the bin prints
// without the program, is what the program prints.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../apps/cli/src/runCli.js';
import { fakeIo } from '../../apps/cli/src/fakeIo.js';
import { COMMAND_LIST } from '../../apps/cli/src/commands/commandInfo.js';
import { SHIPPED_LOCALES } from '../../apps/cli/src/detectLocale.js';
import type { HelpTexts } from '../../apps/cli/src/startup/helpRequest.js';
import { helpFor, helpRequest } from '../../apps/cli/src/startup/helpRequest.js';
import type { Bundles } from './bundles.js';
import { ROOT, buildBundles, runBundledCli } from './bundles.js';
import { tmuxSessions } from './tmuxSessions.js';

let bundles: Bundles | undefined;
const terminal = tmuxSessions();

beforeAll(async () => {
  bundles = await buildBundles();
}, 120_000);
afterAll(() => bundles?.dispose());

const cli = () => {
  if (!bundles) throw new Error('setup failed');
  return bundles.cli;
};

// A stdio "server" that never answers: the CLI stays on its connecting spinner.
const SILENT = `node -e "setInterval(() => {}, 1000)"`;
const SPINNER_LINE = /^[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] /;

const count = (screen: string, text: string) => screen.split(text).length - 1;
const rows = (screen: string) => screen.split('\n').filter((line) => line.trim() !== '');

describe("the bin's early first frame on a terminal", () => {
  for (const [label, args, connecting] of [
    ['English', [], 'Connecting to db…'],
    ['--locale de', ['--locale', 'de'], 'Verbindung zu db wird hergestellt…'],
  ] as const)
    it(`is one spinner line, redrawn in place, gone when it stops (${label})`, async () => {
      const t = terminal(
        ['node', cli(), ...args, 'call', '--stdio', SILENT, 'close_ticket', '--server-id', 'db'],
        { columns: 80, rows: 12, cwd: ROOT },
      );
      const first = await t.waitFor(connecting);
      expect(rows(first)).toHaveLength(1);
      expect(rows(first)[0]).toMatch(SPINNER_LINE);
      // Well after the program's spinner took over (a frame every 80 ms): still that one line.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const later = t.screen();
      expect(count(later, connecting)).toBe(1);
      expect(rows(later)).toHaveLength(1);
      expect(rows(later)[0]).toMatch(SPINNER_LINE);
      expect(rows(later)[0]).toContain(connecting);
      t.key('C-c');
      const done = await t.waitFor('EXIT=');
      expect(done).toContain('EXIT=130');
      expect(done).not.toContain(connecting);
      expect(done).not.toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    });

  it('is erased when a usage error comes first (bad --args), leaving only the error', async () => {
    const t = terminal(
      ['node', cli(), 'call', 'http://127.0.0.1:9/mcp', 'close_ticket', '--args', '{'],
      { columns: 80, rows: 12, cwd: ROOT },
    );
    const done = await t.waitFor('EXIT=');
    expect(done).toContain('EXIT=2');
    expect(done).toMatch(/^elicitkit call: --args is not valid JSON/m);
    expect(done).not.toContain('Connecting to');
    expect(done).not.toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
  });

  it('is not painted for --help: the screen is the help text', async () => {
    const expected = fakeIo();
    await runCli(['call', '--help'], expected);
    const t = terminal(['node', cli(), 'call', '--help'], { columns: 100, rows: 60, cwd: ROOT });
    const done = await t.waitFor('EXIT=0');
    expect(done).not.toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/);
    // Each row on screen is a row of the help (the top may have scrolled away), then the exit.
    const help = new Set(expected.stdout().split('\n'));
    const shown = rows(done).filter((row) => row !== 'EXIT=0');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((row) => !help.has(row.trimEnd()))).toEqual([]);
  });
});

describe('--help, bundled (printed by the bin from the texts rendered at build time)', () => {
  const forms = (name: string, i: number) =>
    [
      [name, '--help'],
      ['help', name],
      [name, '-h'],
    ][i % 3]!;
  // Every ask runs the bundled bin in English and in Arabic (right to left). In every other
  // locale the bin runs for `--help`, and each ask is answered from the file the build wrote for
  // the locale the bin would pick (its own two steps: helpRequest, then helpFor on
  // help-<locale>.json), so every command's text is still the program's in every locale.
  const THROUGH_THE_BIN = new Set(['en', 'ar']);
  /** What the bin prints for `argv`, from the build's help file, without starting it. */
  const fromHelpFile = (argv: string[]): string | undefined => {
    const request = helpRequest(argv, {});
    if (!request) return undefined;
    const file = join(dirname(cli()), 'elicitkit-chunks', `help-${request.locale}.json`);
    return helpFor(JSON.parse(readFileSync(file, 'utf8')) as HelpTexts, request.command);
  };
  for (const locale of SHIPPED_LOCALES)
    it(`prints what the program prints, and nothing else, for every command (${locale})`, async () => {
      const asks = [
        ['--help'],
        ['-h'],
        ['help'],
        ...COMMAND_LIST.map((c, i) => forms(c.name, i)),
      ].map((argv) => ['--locale', locale, ...argv]);
      for (const [i, argv] of asks.entries()) {
        const expected = fakeIo();
        expect(await runCli(argv, expected)).toBe(0);
        if (i === 0 || THROUGH_THE_BIN.has(locale)) {
          const run = await runBundledCli(cli(), argv, { dir: ROOT });
          expect({ argv, ...run }).toEqual({
            argv,
            code: 0,
            stdout: expected.stdout(),
            stderr: '',
          });
        } else
          expect({ argv, help: fromHelpFile(argv) }).toEqual({ argv, help: expected.stdout() });
      }
    });

  it('takes the language from LANG as the program does, and leaves the rest to the program', async () => {
    for (const argv of [
      ['--help'],
      ['call', '--help', '--json'],
      ['--verbose', 'help', 'tools'],
      ['help', 'nope'],
      ['--locale', 'xx', '--help'],
    ]) {
      const expected = fakeIo();
      const env = { LANG: 'fr_FR.UTF-8' };
      const code = await runCli(argv, { ...expected, env });
      const run = await runBundledCli(cli(), argv, { dir: ROOT, env });
      expect({ argv, ...run }).toEqual({
        argv,
        code,
        stdout: expected.stdout(),
        stderr: expected.stderr(),
      });
    }
  });
});
