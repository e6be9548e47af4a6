// Terminal prompt benchmarks (scripts/BENCH-CONTRACT.md), measured on a real pty (util-linux
// `script`) against the esbuild bundles users run:
//   - process start → first frame of a prompt, against `node` printing a marker (same pty path);
//   - process start → first frame of `elicitkit call` (its spinner), against the same baseline;
//   - the same prompt's first frame with `messages: de`, against English (bench/localePrompt.ts);
//   - `elicitkit --help` start → exit, against `node -e 0` (the bundle, and the installed package);
//   - the same spinner frame from the published package: apps/cli packed with pnpm and installed
//     with `npm install -g --prefix <tmp>`, run through the `elicitkit` bin npm linked;
//   - keystroke → frame on a 1,000-option enum (↓ moves the choice; the frame must show it);
//   - a 2,000-question soak through inkRenderer on a pty (soak.ts): heap, timers, listeners, warnings;
//   - huge questions (hugeQuestions.ts): a 20,000-field form and a 1 MB message, first frame,
//     keystroke, Esc and RSS growth, each against the same on a small question.
// Start-up figures are given with and without this VM's NODE_EXTRA_CA_CERTS (see ENVIRONMENTS).
// Every figure is a median over several runs. `--startup` runs only the CLI's start-up figures
// (spinner, installed spinner, --help, each against its baseline in the same run):
//   npx tsx --conditions @elicitkit/source packages/ink/bench/index.ts --startup
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveLocalizer } from '@elicitkit/core';
import de from '@elicitkit/core/locales/de';
import { bundleCli } from '../../../apps/cli/scripts/bundle.mjs';
import { packPackages } from '../../../scripts/packages.mjs';
import type { BenchFigure } from '../../../test/support/benchStats.js';
import { median, printBench } from '../../../test/support/benchStats.js';
import { runHugeQuestions } from './hugeQuestions.js';
import { onPty } from './onPty.js';
import { runInkSoak } from './soak.js';

const RUNS = 9;
/** Only the CLI's start-up figures (no prompt, locale, keystroke, soak or huge-question runs). */
const STARTUP_ONLY = process.argv.includes('--startup');
const LOCALE_RUNS = 21;
const KEYSTROKES = 60;
const HARNESS = fileURLToPath(new URL('../../../test/e2e-term/harness.ts', import.meta.url));
const LOCALE_PROMPT = fileURLToPath(new URL('./localePrompt.ts', import.meta.url));

const report = (figure: BenchFigure): void => printBench('ink', figure);

/**
 * The environments start-up is measured in. This VM sets NODE_EXTRA_CA_CERTS (its npm proxy needs
 * it), and Node 20 parses that whole CA bundle before running any JavaScript (about 70 ms here;
 * Node 22 defers it). A user's terminal normally has no such setting, so the figures are given
 * both ways, each against its own same-environment baseline.
 */
const ENVIRONMENTS: { label: string; env: NodeJS.ProcessEnv }[] = [
  { label: 'clean env', env: withoutExtraCaCerts(process.env) },
  ...(process.env['NODE_EXTRA_CA_CERTS']
    ? [{ label: "with this VM's NODE_EXTRA_CA_CERTS", env: process.env }]
    : []),
];

function withoutExtraCaCerts(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy['NODE_EXTRA_CA_CERTS'];
  return copy;
}

/** Start → the first output showing `marker` (every one of them, when several). */
async function firstFrame(
  argv: string[],
  marker: string | string[],
  env?: NodeJS.ProcessEnv,
): Promise<number> {
  const markers = typeof marker === 'string' ? [marker] : marker;
  const run = onPty(argv, env ?? ENVIRONMENTS[0]!.env);
  try {
    return await run.until((text) => markers.every((m) => text.includes(m)));
  } finally {
    run.stop();
    await run.exited;
  }
}

async function toExit(argv: string[], env?: NodeJS.ProcessEnv): Promise<number> {
  const run = onPty(argv, env ?? ENVIRONMENTS[0]!.env);
  return run.exited;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-bench-'));
  try {
    console.log('bundling the CLI and the prompt harness…');
    const [cli, harness, localePrompt] = await Promise.all([
      bundleCli({ outfile: join(dir, 'elicitkit.cjs') }),
      STARTUP_ONLY ? '' : bundleCli({ entry: HARNESS, outfile: join(dir, 'harness.mjs') }),
      STARTUP_ONLY
        ? ''
        : bundleCli({ entry: LOCALE_PROMPT, outfile: join(dir, 'localePrompt.mjs') }),
    ]);
    console.log('packing @elicitkit/cli and installing it globally into a temporary prefix…');
    const installed = await installPublishedCli(dir);
    const small = join(dir, 'small.json');
    writeFileSync(
      small,
      JSON.stringify({
        params: {
          message: 'Close ticket T-1?',
          requestedSchema: {
            type: 'object',
            properties: {
              confirm: { type: 'boolean', title: 'Close it' },
              resolution: { type: 'string', enum: ['fixed', 'wontfix', 'duplicate'] },
            },
            required: ['confirm'],
          },
        },
      }),
    );
    const options = Array.from(
      { length: 1000 },
      (_, i) => `item-${String(i + 1).padStart(4, '0')}`,
    );
    const big = join(dir, 'enum1000.json');
    writeFileSync(
      big,
      JSON.stringify({
        params: {
          message: 'Pick one of a thousand',
          requestedSchema: {
            type: 'object',
            properties: { item: { type: 'string', enum: options } },
            required: ['item'],
          },
        },
      }),
    );

    // Interleaved, so load on the machine hits both sides alike.
    for (const { label, env } of ENVIRONMENTS) {
      const prompt: number[] = [];
      const baseline: number[] = [];
      const spinner: number[] = [];
      const help: number[] = [];
      const nodeZero: number[] = [];
      const installedSpinner: number[] = [];
      const installedHelp: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        baseline.push(
          await firstFrame(
            ['node', '-e', "process.stdout.write('READY\\n');setTimeout(()=>{},1e4)"],
            'READY',
            env,
          ),
        );
        if (!STARTUP_ONLY)
          prompt.push(await firstFrame(['node', harness, small], 'Close ticket T-1?', env));
        // Nothing listens on port 9 (discard) of the loopback: the spinner is the first frame.
        spinner.push(
          await firstFrame(
            ['node', cli, 'call', 'http://127.0.0.1:9/mcp', 'close_ticket'],
            'Connecting to',
            env,
          ),
        );
        installedSpinner.push(
          await firstFrame(
            [installed, 'call', 'http://127.0.0.1:9/mcp', 'close_ticket'],
            'Connecting to',
            env,
          ),
        );
        nodeZero.push(await toExit(['node', '-e', '0'], env));
        help.push(await toExit(['node', cli, '--help'], env));
        installedHelp.push(await toExit([installed, '--help'], env));
        console.log(`${label}: run ${i + 1}/${RUNS}`);
      }
      const baselineFigure = {
        name: `node printing a marker, same pty, ${label}`,
        value: median(baseline),
      };
      if (!STARTUP_ONLY)
        report({
          name: `start → first frame: bundled prompt on a pty, ${label} (median of ${RUNS})`,
          value: median(prompt),
          unit: 'ms',
          baseline: baselineFigure,
          target: '< 250 ms',
        });
      report({
        name: `start → first frame: elicitkit call's spinner on a pty, ${label} (median of ${RUNS})`,
        value: median(spinner),
        unit: 'ms',
        baseline: baselineFigure,
        target: 'ratio ≤ 1.4',
      });
      report({
        name: `start → first frame: installed @elicitkit/cli (npm i -g of the packed tarball), elicitkit call's spinner, ${label} (median of ${RUNS})`,
        value: median(installedSpinner),
        unit: 'ms',
        baseline: baselineFigure,
        target: 'ratio ≤ 1.4',
      });
      const nodeZeroFigure = { name: `node -e 0, ${label}`, value: median(nodeZero) };
      report({
        name: `elicitkit --help (bundle): start → exit, ${label} (median of ${RUNS})`,
        value: median(help),
        unit: 'ms',
        baseline: nodeZeroFigure,
        target: 'ratio ≤ 1.3',
      });
      report({
        name: `elicitkit --help (installed @elicitkit/cli, npm i -g of the packed tarball): start → exit, ${label} (median of ${RUNS})`,
        value: median(installedHelp),
        unit: 'ms',
        baseline: nodeZeroFigure,
        target: 'ratio ≤ 1.3',
      });
    }

    if (STARTUP_ONLY) return;

    // The same question in German and in English, one of each per round, taking turns to go
    // first. A frame counts once it shows the question and the locale's own Accept, so a German
    // run cannot pass on English words.
    const firstFrames = { en: [] as number[], de: [] as number[] };
    const accept = {
      en: resolveLocalizer().format({ key: 'actions.accept' }),
      de: resolveLocalizer(de).format({ key: 'actions.accept' }),
    };
    if (accept.en === accept.de)
      throw new Error('de and en name Accept alike: pick another marker');
    for (let i = 0; i < LOCALE_RUNS; i++) {
      for (const locale of i % 2 ? (['de', 'en'] as const) : (['en', 'de'] as const)) {
        firstFrames[locale].push(
          await firstFrame(
            ['node', localePrompt, small, locale],
            ['Close ticket T-1?', accept[locale]],
          ),
        );
      }
    }
    console.log(`messages: de vs en: ${LOCALE_RUNS} runs each`);
    report({
      name: `start → first frame: bundled prompt on a pty, messages: de (median of ${LOCALE_RUNS})`,
      value: median(firstFrames.de),
      unit: 'ms',
      baseline: {
        name: `the same prompt in English, the default messages (median of ${LOCALE_RUNS})`,
        value: median(firstFrames.en),
      },
      target: 'ratio ≤ 1.05',
    });

    // Keys sent the moment the list is drawn: a script, so the prompt's first-moment wait is off.
    const run = onPty(['node', harness, big], { ...ENVIRONMENTS[0]!.env, EK_HARNESS_ARM_MS: '0' });
    try {
      await run.until((text) => text.includes('Pick one of a thousand'));
      const times: number[] = [];
      for (let i = 1; i <= KEYSTROKES; i++) {
        // Ink draws at most 30 frames a second; keys spaced like typing measure the work, not the cap.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const before = run.text().length;
        const sent = performance.now() - run.started;
        const wanted = `● item-${String(i).padStart(4, '0')}`;
        run.child.stdin?.write('\u001b[B');
        const seen = await run.until((text) => text.slice(before).includes(wanted));
        times.push(seen - sent);
      }
      report({
        name: `keystroke → frame: ↓ in a 1,000-option enum on a pty (median of ${KEYSTROKES})`,
        value: median(times),
        unit: 'ms',
        target: '< 50 ms',
      });
    } finally {
      run.stop();
      await run.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the CLI's published bundle (apps/cli/dist), packs @elicitkit/cli like the release does
 * and installs the tarball with npm into a private global prefix; returns the linked bin.
 */
async function installPublishedCli(dir: string): Promise<string> {
  await bundleCli();
  const [packed] = packPackages(join(dir, 'tarballs'), {
    quiet: true,
    log: () => {},
    only: ['@elicitkit/cli'],
  });
  if (!packed) throw new Error('@elicitkit/cli was not packed');
  const prefix = join(dir, 'prefix');
  const install = spawnSync(
    'npm',
    [
      'install',
      '-g',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      packed.tarball,
    ],
    { encoding: 'utf8', cwd: dir },
  );
  if (install.status !== 0)
    throw new Error(`npm install -g failed:\n${install.stdout}${install.stderr}`);
  return join(prefix, 'bin', 'elicitkit');
}

await main();
if (!STARTUP_ONLY) {
  await runInkSoak();
  await runHugeQuestions();
}
