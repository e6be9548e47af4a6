// Ink soak (scripts/BENCH-CONTRACT.md): 2,000 questions in a row through inkRenderer on a real
// pty (util-linux `script`), each answered by Enter typed into the pty once its question is
// drawn. The prompt process (soakPrompt.ts) measures its own heap after GC, timers, listeners
// and warnings, after a warm-up and at the end.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printBench } from '../../../test/support/benchStats.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PROMPT = fileURLToPath(new URL('./soakPrompt.ts', import.meta.url));
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[78=>]/g;
const WARMUP = 50;

interface SoakReport {
  questions: number;
  heapGrowth: number;
  timersLeft: number;
  listenersLeft: number;
  warnings: number;
}

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

export async function runInkSoak(count = 2000): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-ink-soak-'));
  const report = join(dir, 'report.json');
  const argv = [
    process.execPath,
    '--expose-gc',
    '--conditions',
    '@elicitkit/source',
    '--import',
    'tsx',
    PROMPT,
    report,
    String(WARMUP),
    String(count),
  ];
  const child = spawn(
    'script',
    ['-qfec', `stty cols 80 rows 24 2>/dev/null; exec ${argv.map(quote).join(' ')}`, '/dev/null'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, CI: 'false', NO_COLOR: '1' },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Only a tail is kept and searched: the soak draws megabytes.
  let tail = '';
  let next = 0;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const started = performance.now();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-8192);
    const text = tail.replace(ANSI, '');
    if (text.includes('SOAK DONE')) return done();
    if (next < WARMUP + count && text.includes(`Soak question ${next}?`)) {
      next++;
      tail = '';
      child.stdin.write('\r');
    }
  });
  try {
    await Promise.race([finished, exited]);
    await exited;
    const figures = JSON.parse(readFileSync(report, 'utf8')) as SoakReport;
    const seconds = (performance.now() - started) / 1000;
    const name = (what: string) =>
      `soak: ${what} after ${figures.questions} questions through inkRenderer on a pty`;
    printBench('ink', {
      name: name('heap growth (after GC)'),
      value: figures.heapGrowth / 1024 / 1024,
      unit: 'MB',
      target: '≤ 5 MB',
    });
    printBench('ink', {
      name: name('timers left'),
      value: figures.timersLeft,
      unit: 'timers',
      target: '0',
    });
    printBench('ink', {
      name: name('listeners left (stdin, stdout, process)'),
      value: figures.listenersLeft,
      unit: 'listeners',
      target: '0',
    });
    printBench('ink', {
      name: name('process warnings (listener leaks and others)'),
      value: figures.warnings,
      unit: 'warnings',
      target: '0',
    });
    console.log(`ink soak: ${WARMUP + figures.questions} questions in ${seconds.toFixed(1)} s`);
  } finally {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runInkSoak(Number(process.argv[2] ?? 2000));
