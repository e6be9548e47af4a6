// The spinner's line never outgrows the terminal: in a real terminal (tmux, 40 columns) a status
// three times as wide, redrawn for a second, leaves nothing behind once it stops; and the cut
// counts cells, not code units (wide characters, combining marks, emoji sequences).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import stringWidth from 'string-width';
import { afterEach, describe, expect, it } from 'vitest';
import { tmuxSessions } from '../../../test/e2e-term/tmuxSessions.js';
import { fitLine } from './fitLine.js';
import { createSpinner } from './spinner.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SPINNER = fileURLToPath(new URL('./spinner.ts', import.meta.url));
const terminal = tmuxSessions();

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('fitLine', () => {
  it('keeps a line that fits as it is, one column short of the edge', () => {
    expect(fitLine('Connecting to a…', 18)).toBe('Connecting to a…');
    expect(fitLine('0123456789', 11)).toBe('0123456789');
    expect(stringWidth(fitLine('0123456789', 10))).toBeLessThanOrEqual(9);
  });

  it.each([
    ['wide characters', '日本語のサーバーに接続しています'.repeat(3)],
    ['combining marks', 'cafe\u0301 re\u0301sume\u0301 '.repeat(8)],
    ['emoji sequences', '👨‍👩‍👧 🇯🇵 #️⃣ 👍🏽 '.repeat(6)],
    ['plain text', 'npx -y @scope/server --connection-string postgres://user@host/db'],
  ])('cuts %s to the width, whole characters only', (_, text) => {
    for (const columns of [10, 21, 40]) {
      const fitted = fitLine(text, columns);
      expect(stringWidth(fitted)).toBeLessThanOrEqual(columns - 1);
      expect(fitted.endsWith('…')).toBe(true);
      // Only whole clusters: what is kept is a prefix of the text, never half a character.
      const kept = fitted.slice(0, -1);
      expect(text.startsWith(kept)).toBe(true);
      const clusters = Array.from(new Intl.Segmenter().segment(text), (s) => s.segment);
      expect(clusters.some((_c, i) => clusters.slice(0, i).join('') === kept)).toBe(true);
    }
  });

  it('makes a status one line and leaves it whole without a known width', () => {
    expect(fitLine('a\nb\r\nc', undefined)).toBe('a b c');
  });

  it('each spinner frame fits the columns it is given', () => {
    let out = '';
    const spinner = createSpinner((t) => (out += t), true, {
      intervalMs: 1_000_000,
      columns: () => 30,
    });
    spinner.start('x'.repeat(200));
    spinner.stop();
    const frame = out.split('\r\u001b[2K')[1] ?? '';
    expect(stringWidth(frame)).toBeLessThanOrEqual(29);
  });
});

describe('the spinner in a terminal narrower than its text', () => {
  it('redraws on one row and leaves no line behind', async () => {
    dir = mkdtempSync(join(tmpdir(), 'ek-spinner-'));
    const script = join(dir, 'spin.mts');
    const text = `Connecting to npx -y @example/server --connection-string ${'x'.repeat(60)}`;
    writeFileSync(
      script,
      `import { createSpinner } from ${JSON.stringify(SPINNER)};\n` +
        `const spinner = createSpinner((t) => void process.stderr.write(t), true, { intervalMs: 40, columns: () => process.stderr.columns });\n` +
        `spinner.start(${JSON.stringify(text)});\n` +
        `await new Promise((r) => setTimeout(r, 1000));\n` +
        `spinner.stop();\nprocess.stderr.write('STOPPED\\n');\n`,
    );
    const t = terminal(['node', '--import', 'tsx', script], { columns: 40, rows: 20, cwd: ROOT });
    const screen = await t.waitFor('EXIT=');
    expect(screen).toContain('STOPPED');
    // Every frame was erased where it was drawn: no row holds any part of the status.
    expect(screen.split('\n').filter((row) => row.includes('Connecting'))).toEqual([]);
    expect(screen.split('\n').filter((row) => row.includes('xxxxx'))).toEqual([]);
  });
});
