import { spawnSync } from 'node:child_process';
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

  it('rejects an unknown task with usage and exit 2', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'run.mjs'), 'no-such-task'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: node scripts/run.mjs');
  });
});
