import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runElicitkit } from './runElicitkit.js';

const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

describe('elicitkit program', () => {
  it('prints its help with --help, -h and help (exit 0)', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const run = await runElicitkit(args);
      expect([args, run.code]).toEqual([args, 0]);
      expect(run.stdout).toMatch(/^Usage: elicitkit <command> \[options\]/);
      expect(run.stdout).toMatch(/^ {2}check-schema {2}show how clients will see/m);
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
    expect(command.stderr).toContain('Commands: check-schema.');
    const option = await runElicitkit(['--verbose']);
    expect(option.code).toBe(2);
    expect(option.stderr).toContain('elicitkit: unknown option "--verbose"');
  });
});

describe('elicitkit check-schema usage', () => {
  it('prints its help with --help and via `help check-schema` (exit 0)', async () => {
    const direct = await runElicitkit(['check-schema', '--help']);
    expect(direct.code).toBe(0);
    expect(direct.stdout).toMatch(/^Usage: elicitkit check-schema <file \| -> \[options\]/);
    for (const flag of ['--answer', '--request', '--json', '--help']) {
      expect(direct.stdout).toContain(flag);
    }
    expect(direct.stdout).toMatch(/^ {2}2 {2}bad usage/m);
    const viaHelp = await runElicitkit(['help', 'check-schema']);
    expect(viaHelp.stdout).toBe(direct.stdout);
  });

  it.each([
    [['check-schema'], 'missing <file>'],
    [['check-schema', 'package.json', '--bogus'], 'unknown option "--bogus"'],
    [['check-schema', 'package.json', '-x'], 'unknown option "-x"'],
    [['check-schema', 'package.json', 'other.json'], 'expected one <file>, got 2'],
    [['check-schema', 'no-such-file.json'], 'cannot read input "no-such-file.json": no such file'],
    [['check-schema', 'apps'], 'cannot read input "apps": it is a directory'],
    [['check-schema', 'README.md'], 'input "README.md" is not valid JSON'],
    [['check-schema', 'package.json', '--answer'], 'option --answer needs a value'],
    [['check-schema', 'package.json', '--json=yes'], 'option --json takes no value'],
    [['check-schema', 'package.json', '--answer', '{name: 1}'], '--answer is not valid JSON'],
    [['check-schema', 'package.json', '--answer', '@missing.json'], 'cannot read --answer file'],
    [['check-schema', '-', '--answer', '@-'], 'stdin can be read only once'],
  ])('%j is bad usage (exit 2)', async (args, message) => {
    const run = await runElicitkit(args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`elicitkit check-schema: ${message}`);
    expect(run.stderr).toContain("Run 'elicitkit check-schema --help' for usage.");
    expect(run.stderr).not.toMatch(STACK_FRAME);
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
