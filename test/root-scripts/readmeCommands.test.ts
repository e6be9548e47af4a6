// The READMEs' shell commands run as written on a fresh clone, where only Node and npm are on
// PATH: the pinned pnpm sits in .tools/ (scripts/run.mjs), so a command starting with pnpm would
// answer "command not found". The npm forms (`npm run …`, `npm --prefix …`) reach the same tasks.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function readmes(): string[] {
  const files = ['README.md'];
  for (const dir of ['packages', 'apps', 'test']) {
    for (const name of readdirSync(join(root, dir))) {
      if (existsSync(join(root, dir, name, 'README.md'))) files.push(`${dir}/${name}/README.md`);
    }
  }
  return files;
}

/** Every command of a shell block (each side of a pipe, `&&` or `;`), without env assignments. */
function commands(file: string): string[] {
  const found: string[] = [];
  let inShell = false;
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    if (/^```/.test(line)) {
      inShell = /^```(sh|bash|shell)\s*$/.test(line);
      continue;
    }
    if (!inShell) continue;
    for (const part of line.replace(/#.*$/, '').split(/\|\|?|&&|;/)) {
      const command = part.trim().replace(/^(?:[A-Z_]+=\S+\s+)+/, '');
      if (command) found.push(command);
    }
  }
  return found;
}

describe('the READMEs’ shell commands', () => {
  it('never start with pnpm (not on PATH on a fresh clone)', () => {
    const all = readmes().flatMap((file) => commands(file).map((c) => `${file}: ${c}`));
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter((line) => /: pnpm\b/.test(line))).toEqual([]);
  });
});
