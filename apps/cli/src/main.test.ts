import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeIo } from './fakeIo.js';
import { runCli } from './runCli.js';
import { mainPath, repoRoot, runElicitkit, tsxPath } from './runElicitkit.js';

// Each test spawns the real CLI (about a second per run, more on a busy machine).
const SPAWN_TIMEOUT = 120_000;

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe('elicitkit program', { timeout: SPAWN_TIMEOUT }, () => {
  it('prints its help with --help (exit 0), and the same with -h and help', async () => {
    const run = await runElicitkit(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: elicitkit <command> \[options\]/);
    expect(run.stdout).toMatch(/^ {2}check-schema +show how clients will see/m);
    for (const args of [['-h'], ['help']]) {
      const io = fakeIo();
      expect([args, await runCli(args, io)]).toEqual([args, 0]);
      expect(io.stdout()).toBe(run.stdout);
    }
  });

  it('prints usage on stderr and exits 2 with no command', async () => {
    const run = await runElicitkit([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: elicitkit <command>/);
  });

  it('rejects an unknown command or option (exit 2)', async () => {
    const command = await runElicitkit(['chek-schema', 'x.json']);
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('elicitkit: unknown command "chek-schema"');
    // Other commands may follow check-schema in the list.
    expect(command.stderr).toMatch(/Commands: check-schema[,.]/);
    const io = fakeIo();
    expect(await runCli(['--loud'], io)).toBe(2);
    expect(io.stderr()).toContain('elicitkit: unknown option "--loud"');
  });
});

describe('elicitkit in the language it is given', () => {
  it('--locale fr: usage errors and the pointer to --help are French, wherever the flag stands', async () => {
    for (const args of [
      ['--locale', 'fr', 'tools'],
      ['tools', '--locale=fr'],
    ]) {
      const io = fakeIo();
      expect(await runCli(args, io)).toBe(2);
      expect(io.stderr()).toBe(
        'elicitkit tools: indiquez le serveur : une URL http(s), ou --stdio "<command>"\n' +
          "Utilisation : 'elicitkit tools --help'\n",
      );
    }
  });

  it('LANG=de_DE.UTF-8: an unknown command and a file that cannot be read are German', async () => {
    const io = { ...fakeIo(), env: { LANG: 'de_DE.UTF-8' } };
    expect(await runCli(['chek-schema'], io)).toBe(2);
    expect(io.stderr()).toContain(
      'elicitkit: unbekannter Befehl "chek-schema"\nBefehle: check-schema,',
    );
    const read = { ...fakeIo(), env: { LANG: 'de_DE.UTF-8' } };
    expect(await runCli(['check-schema', 'no-such-file.json'], read)).toBe(2);
    expect(read.stderr()).toContain(
      'elicitkit check-schema: Eingabe "no-such-file.json" lässt sich nicht lesen: Datei nicht gefunden',
    );
  });

  it('an unknown --locale is said once, in English, and the command goes on', async () => {
    const io = fakeIo();
    expect(await runCli(['--locale', 'tlh', 'tools'], io)).toBe(2);
    expect(io.stderr()).toMatch(
      /^elicitkit: --locale "tlh" is not a shipped locale; using English\n/,
    );
    expect(io.stderr()).toContain('give the server: an http(s) URL');
  });
});

describe('elicitkit check-schema usage', { timeout: SPAWN_TIMEOUT }, () => {
  it('prints its help with --help and via `help check-schema` (exit 0)', async () => {
    const direct = await runElicitkit(['check-schema', '--help']);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toMatch(/^Usage: elicitkit check-schema <file \| -> \[options\]/);
    for (const flag of ['--answer', '--request', '--json', '--help']) {
      expect(direct.stdout).toContain(flag);
    }
    expect(direct.stdout).toMatch(/^ {2}2 {2}bad usage/m);
    const io = fakeIo();
    expect(await runCli(['help', 'check-schema'], io)).toBe(0);
    expect(io.stdout()).toBe(direct.stdout);
  });

  // Spawned: one of each kind of bad usage (flag, file, content); the rest run in-process below.
  it.each([
    [['check-schema', 'package.json', '--bogus'], 'unknown option "--bogus"'],
    [['check-schema', 'no-such-file.json'], 'cannot read input "no-such-file.json": no such file'],
    [['check-schema', 'README.md'], 'input "README.md" is not valid JSON'],
  ])('%j is bad usage (exit 2)', async (args, message) => {
    const run = await runElicitkit(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`elicitkit check-schema: ${message}`);
    expect(run.stderr).toContain("Run 'elicitkit check-schema --help' for usage.");
    expect(run.stderr).not.toMatch(STACK_FRAME);
  });

  it.each([
    [['check-schema'], 'missing <file>'],
    [['check-schema', 'package.json', '-x'], 'unknown option "-x"'],
    [['check-schema', 'package.json', 'other.json'], 'expected one <file>, got 2'],
    [['check-schema', 'apps'], 'cannot read input "apps": it is a directory'],
    [['check-schema', 'package.json', '--answer'], 'option --answer needs a value'],
    [['check-schema', 'package.json', '--json=yes'], 'option --json takes no value'],
    [['check-schema', 'package.json', '--answer', '{name: 1}'], '--answer is not valid JSON'],
    [['check-schema', 'package.json', '--answer', '@missing.json'], 'cannot read --answer file'],
    [['check-schema', '-', '--answer', '@-'], 'stdin can be read only once'],
    [['check-schema', '-'], 'input (stdin) is empty, not JSON'],
  ])('%j is bad usage (exit 2, in-process)', async (args, message) => {
    const io = fakeIo({ cwd: repoRoot });
    expect(await runCli(args, io)).toBe(2);
    expect(io.stdout()).toBe('');
    expect(io.stderr()).toContain(`elicitkit check-schema: ${message}`);
  });

  it('resolves relative paths against the caller’s directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'elicitkit-cwd-'));
    try {
      mkdirSync(join(dir, 'sub'));
      writeFileSync(join(dir, 'sub', 'schema.json'), '{"type":"object","properties":{}}');
      const run = await runElicitkit(['check-schema', 'sub/schema.json', '--json'], { cwd: dir });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({ input: { kind: 'requestedSchema' } });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('elicitkit colour on a real terminal', { timeout: SPAWN_TIMEOUT }, () => {
  // util-linux `script` (in Debian's essential bsdutils) runs the CLI on a pseudo-terminal.
  const onTerminal = (file: string, env: Record<string, string>) => {
    const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
    const command = [tsxPath, '--conditions', '@elicitkit/source', mainPath, 'check-schema', file]
      .map(quote)
      .join(' ');
    return spawnSync('script', ['-qec', command, '/dev/null'], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
  };

  it('colours the human output only when NO_COLOR is not set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'elicitkit-tty-'));
    try {
      const file = join(dir, 'schema.json');
      writeFileSync(file, '{"type":"object","properties":{"name":{"type":"string"}}}');
      const coloured = onTerminal(file, { NO_COLOR: '' });
      const plain = onTerminal(file, { NO_COLOR: '1' });
      expect([coloured.status, plain.status]).toEqual([0, 0]);
      expect(coloured.stdout).toContain('\u001b[1mFields (1)\u001b[22m');
      expect(plain.stdout).toContain('Fields (1)');
      expect(plain.stdout).not.toContain('\u001b[');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
