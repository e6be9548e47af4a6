#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to see: types, lint, then vitest
// (unit, conformance, property, real-process, Chromium and tmux tests). Ends with one summary
// line "N passed, N failed" that counts every test and check.
// `--fast` (npm run test:fast) is the inner loop: the same checks (cached, beside vitest), and
// only the vitest tests that start no server, browser, terminal or install (vitest.config.ts
// names what it leaves out).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const artifacts = join(root, '.artifacts');
mkdirSync(artifacts, { recursive: true });

const args = process.argv.slice(2);
const fast = args.includes('--fast');
// The type tests (*.test-d.ts) are in tsc's project: the typecheck step below checks them (a
// failed expectTypeOf is a type error there). So vitest does not type-check the whole project a
// second time for them (vitest.config.ts turns its typecheck off under ELICITKIT_TEST_TIER=fast
// and ELICITKIT_TYPES_CHECKED, which this script sets; `npx vitest run` alone still runs them).
const vitestArgs = args.filter((a) => a !== '--fast');
if (fast) process.env.ELICITKIT_TEST_TIER = 'fast';
process.env.ELICITKIT_TYPES_CHECKED = '1';

let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

/** `step`, without blocking this process: the background checks keep being read meanwhile. */
async function stepAsync(name, cmd, args) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, env: process.env });
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code));
  });
  const ok = status === 0;
  console.log(`${ok ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name, cmd, args) {
  if (step(name, cmd, args)) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

// The fast tier is for the inner loop: the checks keep caches (tsc's incremental build info,
// ESLint's and Prettier's per-file caches, under node_modules/.cache) and run beside vitest
// instead of before it, their output printed once vitest is done. A cached lint only re-lints
// changed files, so a type change that breaks a lint rule in an unchanged file waits for
// `npm test`, which runs every check from scratch, in order.
const cache = join(root, 'node_modules', '.cache', 'elicitkit');
const checks = [
  [
    'typecheck',
    bin('tsc'),
    [
      '-p',
      'tsconfig.json',
      '--noEmit',
      ...(fast ? ['--incremental', '--tsBuildInfoFile', join(cache, 'tsc.tsbuildinfo')] : []),
    ],
  ],
  [
    'lint (eslint)',
    bin('eslint'),
    [
      '.',
      '--max-warnings=0',
      ...(fast
        ? ['--cache', '--cache-strategy', 'content', '--cache-location', join(cache, 'eslint')]
        : []),
    ],
  ],
  [
    'format (prettier)',
    bin('prettier'),
    [
      '--check',
      '.',
      '--log-level=warn',
      ...(fast ? ['--cache', '--cache-location', join(cache, 'prettier')] : []),
    ],
  ],
  // Every export is used: a package's public names by an app, a test or another package (or
  // marked @public where only hosts use them), every other export by its own package.
  ['unused exports (knip)', bin('knip'), ['--include', 'exports,types', '--no-progress']],
];

/** Runs the checks one after another in the background, keeping their output for later. */
function checksInBackground() {
  mkdirSync(cache, { recursive: true });
  return checks.reduce(
    (previous, [name, cmd, cmdArgs]) =>
      previous.then(async (results) => {
        const started = Date.now();
        const child = spawn(cmd, cmdArgs, { cwd: root, env: process.env });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        const status = await new Promise((resolve) => {
          child.on('error', (error) => ((output += String(error)), resolve(1)));
          child.on('close', (code) => resolve(code));
        });
        return [
          ...results,
          { name, ok: status === 0, output, seconds: (Date.now() - started) / 1000 },
        ];
      }),
    Promise.resolve([]),
  );
}

const background = fast ? checksInBackground() : undefined;
if (!fast) for (const [name, cmd, cmdArgs] of checks) check(name, cmd, cmdArgs);

const report = join(artifacts, 'vitest.json');
const vitestOk = await stepAsync('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
  ...vitestArgs,
]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  if ((json.numFailedTests ?? 0) > 0) failures.push('vitest tests');
}
if (!vitestOk && !failures.includes('vitest tests')) {
  failed++;
  failures.push('vitest (run failed)');
}

if (background) {
  for (const { name, ok, output, seconds } of await background) {
    console.log(`\n▶ ${name} (beside vitest)`);
    if (output) process.stdout.write(output);
    console.log(`${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
    if (ok) passed++;
    else {
      failed++;
      failures.push(name);
    }
  }
}

console.log('');
if (failures.length) console.log(`failed: ${failures.join(', ')}`);
console.log(`elicitkit${fast ? ' (fast tier)' : ''}: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
