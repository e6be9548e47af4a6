#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to see: types, lint, then vitest
// (unit, conformance, property, real-process, Chromium and tmux tests). Ends with one summary
// line "N passed, N failed" that counts every test and check.
// `--fast` (npm run test:fast) is the inner loop: the same checks, and only the vitest tests that
// start no server, browser, terminal or install (vitest.config.ts names what it leaves out).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const artifacts = join(root, '.artifacts');
mkdirSync(artifacts, { recursive: true });

const args = process.argv.slice(2);
const fast = args.includes('--fast');
// The fast tier leaves the type tests to tsc above, which checks the same files.
const vitestArgs = [
  ...args.filter((a) => a !== '--fast'),
  ...(fast ? ['--typecheck.enabled=false'] : []),
];
if (fast) process.env.ELICITKIT_TEST_TIER = 'fast';

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

function check(name, cmd, args) {
  if (step(name, cmd, args)) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

check('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
check('format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn']);

const report = join(artifacts, 'vitest.json');
const vitestOk = step('vitest', bin('vitest'), [
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

console.log('');
if (failures.length) console.log(`failed: ${failures.join(', ')}`);
console.log(`elicitkit${fast ? ' (fast tier)' : ''}: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
