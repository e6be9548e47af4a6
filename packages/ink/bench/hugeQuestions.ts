// Huge questions in the terminal (issue 37, item 2; scripts/BENCH-CONTRACT.md): a 20,000-field
// form and a 1 MB message, each against the same measure on a small question in the same run (a
// 20-field form; a one-line message), asked through the bundled promptElicitation on a real pty
// (hugePrompt.ts). Per run, the prompt process is started and loaded first; then:
//   - question handed over → first frame (normalising the question included);
//   - keystroke → frame showing it, typing into a field once another field was answered and left
//     (so the question's errors are live and every key is checked);
//   - Esc → the frame asking to discard the answers, and Esc again → the prompt settled (the
//     answer handed back, the terminal restored);
//   - RSS growth: the process's peak RSS less its RSS before the question arrived.
// Run alone: node_modules/.bin/tsx --conditions @elicitkit/source packages/ink/bench/hugeQuestions.ts
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCli } from '../../../apps/cli/scripts/bundle.mjs';
import { median, printBench } from '../../../test/support/benchStats.js';
import { resolveTerminalLocalizer } from '../src/resolveTerminalLocalizer.js';
import { onPty } from './onPty.js';

const PROMPT = fileURLToPath(new URL('./hugePrompt.ts', import.meta.url));
const KEYSTROKES = 20;
/** Ink draws at most 30 frames a second: keys spaced like typing measure the work, not the cap. */
const KEY_GAP_MS = 50;
const WAIT_MS = 30_000;

interface Case {
  label: string;
  params: object;
  /** Shown in the first frame (scrolled to the focused field: a long message's start is not). */
  marker: string;
  /** Whether there is a field to answer and leave before the measured typing. */
  leaveFirst: boolean;
}

interface RunFigures {
  firstFrame: number;
  keystrokes: number[];
  escConfirm: number;
  escSettled: number;
  rssGrowth: number;
}

function form(count: number): object {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < count; i++) properties[`f${i}`] = { type: 'string', title: `Field ${i}` };
  return { message: `A form of ${count} fields`, requestedSchema: { type: 'object', properties } };
}

function withMessage(message: string): object {
  return {
    message,
    requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
  };
}

const MB_MESSAGE = `START ${'lorem ipsum dolor '.repeat(Math.ceil(1_000_000 / 18))}`;
const PAIRS: [huge: Case, small: Case][] = [
  [
    { label: '20,000-field form', params: form(20_000), marker: 'Field 0', leaveFirst: true },
    { label: '20-field form', params: form(20), marker: 'Field 0', leaveFirst: true },
  ],
  [
    { label: '1 MB message', params: withMessage(MB_MESSAGE), marker: 'Note', leaveFirst: false },
    {
      label: 'one-line message',
      params: withMessage('START a short question'),
      marker: 'Note',
      leaveFirst: false,
    },
  ],
];

const DISCARD = resolveTerminalLocalizer().format({ key: 'terminal.discardConfirm' }).slice(0, 20);

async function runOnce(prompt: string, dir: string, c: Case, i: number): Promise<RunFigures> {
  const params = join(dir, `params-${i}.json`);
  const report = join(dir, `report-${i}.json`);
  writeFileSync(params, JSON.stringify(c.params));
  const run = onPty(['node', prompt, params, report]);
  const now = () => performance.now() - run.started;
  // A frame that never comes fails the bench instead of hanging it.
  const shown = async (wanted: string, from: number) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `${c.label}: no "${wanted}" after ${WAIT_MS} ms:\n${run.text().slice(from).slice(-2000)}`,
            ),
          ),
        WAIT_MS,
      );
    });
    try {
      return await Promise.race([run.until((text) => text.slice(from).includes(wanted)), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  const send = async (bytes: string, wanted: string) => {
    const from = run.text().length;
    const sent = now();
    run.child.stdin?.write(bytes);
    return (await shown(wanted, from)) - sent;
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, KEY_GAP_MS));
  try {
    await shown('READY', 0);
    const firstFrame = await send('\r', c.marker);
    if (c.leaveFirst) {
      await pause();
      await send('zq7', 'zq7');
      await pause();
      run.child.stdin?.write('\t');
    }
    await pause();
    let typed = 'wv8';
    await send(typed, typed);
    const keystrokes: number[] = [];
    for (let k = 0; k < KEYSTROKES; k++) {
      await pause();
      const key = String.fromCharCode(97 + (k % 26));
      typed += key;
      keystrokes.push(await send(key, typed));
    }
    await pause();
    const escConfirm = await send('\u001b', DISCARD);
    await pause();
    const escSettled = await send('\u001b', 'RESULT cancel');
    await run.exited;
    const { rssBefore, rssPeak } = JSON.parse(readFileSync(report, 'utf8')) as {
      rssBefore: number;
      rssPeak: number;
    };
    return { firstFrame, keystrokes, escConfirm, escSettled, rssGrowth: rssPeak - rssBefore };
  } finally {
    run.stop();
    await run.exited;
  }
}

export async function runHugeQuestions(runs = 5): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-ink-huge-'));
  try {
    console.log('bundling the huge-question prompt…');
    const prompt = await bundleCli({ entry: PROMPT, outfile: join(dir, 'hugePrompt.mjs') });
    for (const [huge, small] of PAIRS) {
      const figures = { huge: [] as RunFigures[], small: [] as RunFigures[] };
      // Interleaved, so load on the machine hits both sides alike.
      for (let i = 0; i < runs; i++) {
        figures.huge.push(await runOnce(prompt, dir, huge, i));
        figures.small.push(await runOnce(prompt, dir, small, i));
        console.log(`${huge.label}: run ${i + 1}/${runs}`);
      }
      const report = (
        measure: string,
        of: (f: RunFigures) => number[],
        unit: string,
        target: string,
      ) => {
        const value = median(figures.huge.flatMap(of));
        const baseline = median(figures.small.flatMap(of));
        const samples = figures.huge.flatMap(of).length;
        printBench('ink', {
          name: `huge questions: ${measure}, ${huge.label} on a pty (median of ${samples})`,
          value,
          unit,
          baseline: { name: `the same, ${small.label}`, value: baseline },
          target,
        });
      };
      report('question → first frame', (f) => [f.firstFrame], 'ms', '≤ 500 ms');
      report('keystroke → frame', (f) => f.keystrokes, 'ms', '≤ 50 ms');
      report('Esc → discard asked', (f) => [f.escConfirm], 'ms', '≤ 100 ms');
      report('Esc again → settled', (f) => [f.escSettled], 'ms', '≤ 100 ms');
      report('RSS growth', (f) => [f.rssGrowth / 1024 / 1024], 'MB', '≤ 100 MB');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runHugeQuestions(Number(process.argv[2] ?? 5));
