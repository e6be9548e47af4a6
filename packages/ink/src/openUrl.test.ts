import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openInBrowser } from './openUrl.js';

// Fake openers on a private PATH: the real system browser is never started by the tests.
const dirs: string[] = [];
const savedPath = process.env['PATH'];
afterEach(() => {
  process.env['PATH'] = savedPath;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakePath(scripts: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ek-open-'));
  dirs.push(dir);
  for (const [name, body] of Object.entries(scripts)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  process.env['PATH'] = dir;
  return dir;
}

describe.runIf(process.platform === 'linux')('openInBrowser (Linux openers)', () => {
  it('hands the address to xdg-open as one argument', async () => {
    const dir = fakePath({ 'xdg-open': 'printf "%s" "$1" > "${0%/*}/got"' });
    const href = 'https://example.com/a?b=1&c=$(id)';
    expect(await openInBrowser(href)).toEqual({ opened: true });
    expect(readFileSync(join(dir, 'got'), 'utf8')).toBe(href);
  });

  it('falls back to the next opener, and says why when none works', async () => {
    fakePath({ 'xdg-open': 'exit 3', gio: 'exit 4' });
    const outcome = await openInBrowser('https://example.com/');
    expect(outcome.opened).toBe(false);
    expect(outcome.detail).toBe(
      'xdg-open exited with 3; gio exited with 4; sensible-browser not found',
    );
  });
});
