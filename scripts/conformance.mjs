#!/usr/bin/env node
// `npm run conformance`: the official MCP conformance suite (@modelcontextprotocol/conformance,
// installed in the test workspace) against elicitkit. Client scenarios drive
// test/conformance-official/client.ts (@elicitkit/client with an automatic answer policy); server
// scenarios run against apps/demo-server, started here on a free loopback port and stopped by PID.
// Failures listed in test/conformance-official/baseline.json (each with its reason) are expected;
// any other failure, or a baseline entry that now passes, fails the run.
//
//   node scripts/conformance.mjs [--only client|server] [--scenario <name>]… [--json <file>]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

export const CLIENT_SCENARIOS = [
  'sep-2322-client-request-state',
  'request-metadata',
  'http-standard-headers',
  'tools_call',
  'elicitation-sep1034-client-defaults',
];

export const SERVER_SCENARIOS = [
  'input-required-result-basic-elicitation',
  'input-required-result-basic-sampling',
  'input-required-result-basic-list-roots',
  'input-required-result-request-state',
  'input-required-result-multiple-input-requests',
  'input-required-result-multi-round',
  'input-required-result-missing-input-response',
  'input-required-result-non-tool-request',
  'input-required-result-result-type',
  'input-required-result-unsupported-methods',
  'input-required-result-tampered-state',
  'input-required-result-capability-check',
  'input-required-result-ignore-extra-params',
  'input-required-result-validate-input',
  'server-stateless',
  'http-header-validation',
  // The Tasks extension (io.modelcontextprotocol/tasks): apps/demo-server/src/tasks.
  'tasks-lifecycle',
  'tasks-capability-negotiation',
  'tasks-wire-fields',
  'tasks-request-state-removal',
  'tasks-mrtr-input',
  'tasks-request-headers',
  'tasks-dispatch-and-envelope',
  'tasks-status-notifications',
  'tasks-required-task-error',
  'tasks-mrtr-composition',
];

const log = (line) => process.stderr.write(`${line}\n`);

function conformanceCli() {
  const require = createRequire(join(root, 'test', 'package.json'));
  const manifest = require.resolve('@modelcontextprotocol/conformance/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), typeof bin === 'string' ? bin : bin.conformance);
}

/** The suite needs Node 22; this repository runs on 20, so borrow 22 through npx once. */
function node22() {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  if (process.env.ELICITKIT_NODE22) return process.env.ELICITKIT_NODE22;
  const probe = spawnSync('npx', ['-y', '-p', 'node@22', 'node', '-p', 'process.execPath'], {
    encoding: 'utf8',
  });
  const path = probe.stdout?.trim().split('\n').at(-1);
  if (probe.status !== 0 || !path) {
    log(`conformance: could not get Node 22 through npx:\n${probe.stderr ?? ''}`);
    process.exit(2);
  }
  return path;
}

function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
  });
}

/** The demo server on a free loopback port, with its own random requestState key. */
function startDemoServer() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--conditions',
        '@elicitkit/source',
        '--import',
        'tsx',
        'apps/demo-server/src/main.ts',
        '--conformance-fixtures',
        '--port',
        '0',
        '--secret',
        randomBytes(32).toString('hex'),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(output);
      if (match) resolve({ url: match[1], pid: child.pid, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`demo-server exited (${code}):\n${output}`)));
  });
}

function stop(server) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(server.pid, 'SIGKILL'), 5_000);
    server.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(server.pid, 'SIGTERM');
  });
}

function findChecks(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'checks.json') return JSON.parse(readFileSync(path, 'utf8'));
    if (statSync(path).isDirectory()) {
      const found = findChecks(path);
      if (found) return found;
    }
  }
  return undefined;
}

/** One scenario's verdict against the baseline (entries are "scenario" or "scenario:check-id"). */
export function judge(mode, scenario, checks, baseline) {
  const expected = baseline[mode] ?? {};
  const wholesale = Object.hasOwn(expected, scenario) ? expected[scenario] : undefined;
  const failures = checks.filter((c) => c.status === 'FAILURE');
  const unexpected = [];
  const excused = [];
  for (const check of failures) {
    const reason = wholesale ?? expected[`${scenario}:${check.id}`];
    (reason === undefined ? unexpected : excused).push({
      id: check.id,
      message: check.errorMessage ?? check.description ?? '',
      ...(reason !== undefined && { reason }),
    });
  }
  const stale = [];
  if (wholesale !== undefined && failures.length === 0) stale.push(scenario);
  for (const key of Object.keys(expected)) {
    if (!key.startsWith(`${scenario}:`)) continue;
    const id = key.slice(scenario.length + 1);
    const seen = checks.filter((c) => c.id === id);
    // Absent or skipped is tolerated: a failed prerequisite legitimately skips later checks.
    if (seen.length > 0 && seen.every((c) => c.status === 'SUCCESS')) stale.push(key);
  }
  const status =
    unexpected.length > 0 || stale.length > 0
      ? 'fail'
      : excused.length > 0
        ? 'expected-fail'
        : 'pass';
  return {
    mode,
    scenario,
    status,
    passed: checks.filter((c) => c.status === 'SUCCESS').length,
    total: checks.length,
    warnings: checks.filter((c) => c.status === 'WARNING').map((c) => c.id),
    unexpected,
    excused,
    stale,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      scenario: { type: 'string', multiple: true },
      json: { type: 'string' },
      timeout: { type: 'string' },
    },
  });
  const baseline = JSON.parse(
    readFileSync(join(root, 'test', 'conformance-official', 'baseline.json'), 'utf8'),
  );
  const picked = (list) =>
    values.scenario ? list.filter((s) => values.scenario.includes(s)) : list;
  const clientScenarios = values.only === 'server' ? [] : picked(CLIENT_SCENARIOS);
  const serverScenarios = values.only === 'client' ? [] : picked(SERVER_SCENARIOS);
  const cli = conformanceCli();
  const node = node22();
  const timeout = values.timeout ?? '30000';
  const out = mkdtempSync(join(tmpdir(), 'elicitkit-conformance-'));
  const results = [];

  const record = (mode, scenario, dir, output) => {
    const checks = findChecks(dir);
    if (!checks) {
      results.push({
        mode,
        scenario,
        status: 'fail',
        passed: 0,
        total: 0,
        warnings: [],
        unexpected: [
          { id: 'no-results', message: output.trim().split('\n').slice(-15).join('\n') },
        ],
        excused: [],
        stale: [],
      });
    } else results.push(judge(mode, scenario, checks, baseline));
    const r = results.at(-1);
    const label = { pass: 'PASS ', 'expected-fail': 'XFAIL', fail: 'FAIL ' }[r.status];
    log(`${label} ${mode.padEnd(6)} ${scenario} (${r.passed}/${r.total} checks)`);
    for (const f of r.unexpected) log(`        unexpected failure ${f.id}: ${f.message}`);
    for (const f of r.excused) log(`        expected failure ${f.id}: ${f.reason}`);
    for (const s of r.stale) log(`        stale baseline entry ${s}: it passes now, remove it`);
  };

  // The harness splits the command on spaces and appends the server URL.
  const clientCommand = [
    process.execPath.includes(' ') ? 'node' : process.execPath,
    '--conditions',
    '@elicitkit/source',
    '--import',
    'tsx',
    'test/conformance-official/client.ts',
  ].join(' ');
  for (const scenario of clientScenarios) {
    const dir = join(out, 'client', scenario);
    const { output } = await run(node, [
      cli,
      'client',
      '--command',
      clientCommand,
      '--scenario',
      scenario,
      '--timeout',
      timeout,
      '-o',
      dir,
    ]);
    record('client', scenario, dir, output);
  }

  if (serverScenarios.length > 0) {
    const server = await startDemoServer();
    const stopServer = () => stop(server);
    process.once('SIGINT', () => void stopServer().then(() => process.exit(130)));
    try {
      for (const scenario of serverScenarios) {
        const dir = join(out, 'server', scenario);
        const { output } = await run(node, [
          cli,
          'server',
          '--url',
          server.url,
          '--scenario',
          scenario,
          '--timeout',
          timeout,
          '-o',
          dir,
        ]);
        record('server', scenario, dir, output);
      }
    } finally {
      await stopServer();
    }
  }

  const count = (status) => results.filter((r) => r.status === status).length;
  log(
    `\nconformance: ${count('pass')} passed, ${count('expected-fail')} expected failures (baseline), ${count('fail')} failed`,
  );
  if (values.json) writeFileSync(values.json, JSON.stringify({ results }, null, 2));
  rmSync(out, { recursive: true, force: true });
  process.exitCode = count('fail') === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    log(`conformance: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  });
}
