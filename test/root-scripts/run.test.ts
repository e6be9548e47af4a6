import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

describe('the root entry point (scripts/run.mjs)', () => {
  it('keeps its own bootstrap output off stdout, so `npm run elicitkit -- … --json` is pure JSON', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'scripts', 'run.mjs'),
        'elicitkit',
        'check-schema',
        join(root, 'test', 'fixtures', 'samples', 'deploy-request.json'),
        '--json',
      ],
      { cwd: root, encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { fields: { name: string }[]; canAccept: boolean };
    expect(report.canAccept).toBe(true);
    expect(report.fields.length).toBeGreaterThan(0);
  });

  it('prints nothing of pnpm when there is nothing to install', () => {
    const help = () =>
      spawnSync(process.execPath, [join(root, 'scripts', 'run.mjs'), 'elicitkit', '--help'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
      });
    // The first run may install (a fresh checkout, or a manifest changed); the second has nothing to.
    expect(help().status).toBe(0);
    const second = help();
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('Usage: elicitkit');
    expect(second.stderr).toBe('');
  });

  it("says an install on one stderr line, the installer's own output left out", () => {
    // Without the stamp of the last install, the next run installs (nothing changes: the
    // workspace is already installed) and must say so in one line.
    rmSync(join(root, 'node_modules', '.elicitkit-installed'), { force: true });
    const run = spawnSync(
      process.execPath,
      [join(root, 'scripts', 'run.mjs'), 'elicitkit', '--help'],
      { cwd: root, encoding: 'utf8', timeout: 300_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Usage: elicitkit');
    expect(run.stderr).toMatch(
      /^elicitkit: installing the workspace from the lockfile … done \(\d+ s\)\n$/,
    );
  });

  it('rejects an unknown task with usage and exit 2', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'run.mjs'), 'no-such-task'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node scripts/run.mjs');
  });
});
