#!/usr/bin/env node
// The root entry point behind `npm test`, `npm start`, `npm run bench`, `npm run elicitkit -- …`.
// It needs only Node and npm: it installs the pinned pnpm into ./.tools (not corepack, which
// fails against our registry mirror), installs the workspace from the lockfile, then runs the task.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split(
  '@',
)[1];
const tools = join(root, '.tools');
const [task = 'help', ...rest] = process.argv.slice(2);
const callerCwd = process.env.INIT_CWD ?? process.cwd();

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function pnpmVersion(bin) {
  const r = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

// What the bootstrap installs is said on one stderr line, ended by "done"; the installers' own
// output is shown only when one fails (stdout belongs to the task, e.g. `elicitkit … --json`).
const startedAt = Date.now();
let saidSomething = false;

function say(part) {
  process.stderr.write(saidSomething ? `, then ${part}` : `elicitkit: ${part}`);
  saidSomething = true;
}

function saidDone() {
  if (saidSomething) {
    process.stderr.write(` … done (${Math.round((Date.now() - startedAt) / 1000)} s)\n`);
  }
}

/** Runs an installer with its output captured; on failure shows that output and exits. */
function install(cmd, args, what) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (!r.error && r.status === 0) return;
  process.stderr.write(`\n${r.stdout ?? ''}${r.stderr ?? ''}`);
  const why = r.error ? r.error.message : `exited ${r.status ?? r.signal}`;
  process.stderr.write(`elicitkit: could not install ${what} (${cmd} ${why})\n`);
  process.exit(r.status || 1);
}

function ensurePnpm() {
  const local = join(tools, 'bin', 'pnpm');
  if (existsSync(local) && pnpmVersion(local) === pinned) return local;
  if (pnpmVersion('pnpm') === pinned) return 'pnpm';
  say(`installing pnpm ${pinned} into .tools/`);
  install(
    'npm',
    [
      'install',
      '--global',
      '--prefix',
      tools,
      '--allow-scripts=pnpm',
      '--no-audit',
      '--no-fund',
      `pnpm@${pinned}`,
    ],
    `pnpm ${pinned}`,
  );
  if (pnpmVersion(local) !== pinned) {
    process.stderr.write(`\nelicitkit: could not install pnpm ${pinned} into .tools/\n`);
    process.exit(1);
  }
  return local;
}

// What an install depends on: the pnpm version, the lockfile, the workspace settings and every
// workspace manifest. When none changed since the last successful install, there is nothing to
// install and the task starts without pnpm (which would spend seconds re-verifying the lockfile
// and print about it).
function installInputs() {
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const group of ['packages', 'apps']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(join(group, name, 'package.json'));
  }
  files.push(join('test', 'package.json'));
  const hash = createHash('sha256').update(pinned);
  for (const file of files) {
    const path = join(root, file);
    hash.update(`\0${file}\0${existsSync(path) ? readFileSync(path) : ''}`);
  }
  return hash.digest('hex');
}

const stampFile = join(root, 'node_modules', '.elicitkit-installed');

function ensureInstalled(pnpm) {
  const inputs = installInputs();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === inputs) return;
  say('installing the workspace from the lockfile');
  install(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], 'the workspace');
  writeFileSync(stampFile, inputs);
}

const tsx = () => join(root, 'node_modules', '.bin', 'tsx');
// The CLI and the demo server run in the caller's folder (their file arguments are relative to
// it), but compile with the repository's tsconfig: tsx would otherwise take the caller's, or none,
// and the terminal UI's JSX would not compile ("React is not defined").
const sourceCondition = [
  '--tsconfig',
  join(root, 'tsconfig.json'),
  '--conditions',
  '@elicitkit/source',
];

const tasks = {
  test: () => run(process.execPath, [join(root, 'scripts', 'test.mjs'), ...rest]),
  bench: () => run(process.execPath, [join(root, 'scripts', 'bench.mjs'), ...rest]),
  elicitkit: () =>
    run(tsx(), [...sourceCondition, join(root, 'apps', 'cli', 'src', 'main.ts'), ...rest], {
      cwd: callerCwd,
    }),
  // The README's main job: the reference MCP server and the web demo together (scripts/start.mjs).
  start: () => run(process.execPath, [join(root, 'scripts', 'start.mjs'), ...rest]),
  'demo-server': () =>
    run(tsx(), [...sourceCondition, join(root, 'apps', 'demo-server', 'src', 'main.ts'), ...rest], {
      cwd: callerCwd,
    }),
  conformance: () => run(process.execPath, [join(root, 'scripts', 'conformance.mjs'), ...rest]),
  // `--out` is the caller's: the README builds the tarballs from the app's own folder.
  release: () =>
    run(process.execPath, [join(root, 'scripts', 'release.mjs'), ...rest], { cwd: callerCwd }),
};

if (!(task in tasks)) {
  console.error(`usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}> [args…]`);
  process.exit(2);
}
const pnpm = ensurePnpm();
process.env.PATH = `${dirname(pnpm === 'pnpm' ? 'pnpm' : pnpm)}:${process.env.PATH}`;
ensureInstalled(pnpm);
saidDone();
process.exit(tasks[task]());
