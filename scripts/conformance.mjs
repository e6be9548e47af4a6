#!/usr/bin/env node
// `npm run conformance`: the official MCP conformance suite (@modelcontextprotocol/conformance,
// installed in the test workspace) against elicitkit. Client scenarios drive
// test/conformance-official/client.ts (@elicitkit/client with an automatic answer policy); server
// scenarios run against apps/demo-server, started here on a free loopback port and stopped by PID.
// Failures listed in test/conformance-official/baseline.json (each with its reason) are expected;
// any other failure, or a baseline entry that now passes, fails the run.
//
// Each scenario runs once per era it lists (--spec-version), several at a time (--jobs).
//
//   node scripts/conformance.mjs [--only client|server] [--scenario <name>]… [--json <file>] [--jobs N]
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The protocol eras elicitkit speaks; a scenario runs once per era the suite lists it under. */
export const ERAS = ['2025-11-25', '2026-07-28'];

/**
 * An extension scenario is off the spec timeline: it runs once, without --spec-version, and the
 * suite picks the revision the extension is defined against.
 */
export const EXTENSION = 'extension';

/**
 * Every client scenario of the suite that applies to this client, with the eras it runs at (the
 * suite's own list ∩ ERAS; each run checks this table against `conformance list`). Not here: the
 * sep-2640 extension scenarios (skills), the machine-to-machine auth extensions
 * (client-credentials-jwt/-basic, enterprise-managed-authorization, wif-jwt-bearer: no person
 * signs in, which is what elicitkit is for) and the 2025-03-26 auth back-compat scenarios (an
 * era elicitkit does not speak).
 */
export const CLIENT_SCENARIOS = {
  'sep-2322-client-request-state': ['2026-07-28'],
  'request-metadata': ['2026-07-28'],
  'http-standard-headers': ['2026-07-28'],
  tools_call: ['2025-11-25', '2026-07-28'],
  'elicitation-sep1034-client-defaults': ['2025-11-25'],
  initialize: ['2025-11-25'],
  'sse-retry': ['2025-11-25'],
  'http-custom-headers': ['2026-07-28'],
  'http-invalid-tool-headers': ['2026-07-28'],
  'json-schema-ref-no-deref': ['2026-07-28'],
  'json-schema-2020-12-preservation': ['2025-11-25', '2026-07-28'],
  // MCP authorization, through createOAuthProvider (test/conformance-official/client.ts).
  'auth/metadata-default': ['2025-11-25', '2026-07-28'],
  'auth/metadata-var1': ['2025-11-25', '2026-07-28'],
  'auth/metadata-var2': ['2025-11-25', '2026-07-28'],
  'auth/metadata-var3': ['2025-11-25', '2026-07-28'],
  'auth/basic-cimd': ['2025-11-25', '2026-07-28'],
  'auth/scope-from-www-authenticate': ['2025-11-25', '2026-07-28'],
  'auth/scope-from-scopes-supported': ['2025-11-25', '2026-07-28'],
  'auth/scope-omitted-when-undefined': ['2025-11-25', '2026-07-28'],
  'auth/scope-step-up': ['2025-11-25', '2026-07-28'],
  'auth/scope-retry-limit': ['2025-11-25', '2026-07-28'],
  'auth/token-endpoint-auth-basic': ['2025-11-25', '2026-07-28'],
  'auth/token-endpoint-auth-post': ['2025-11-25', '2026-07-28'],
  'auth/token-endpoint-auth-none': ['2025-11-25', '2026-07-28'],
  'auth/pre-registration': ['2025-11-25', '2026-07-28'],
  'auth/resource-mismatch': ['2026-07-28'],
  'auth/offline-access-scope': ['2026-07-28'],
  'auth/offline-access-not-supported': ['2026-07-28'],
  'auth/authorization-server-migration': ['2026-07-28'],
  'auth/iss-supported': ['2026-07-28'],
  'auth/iss-not-advertised': ['2026-07-28'],
  'auth/iss-supported-missing': ['2026-07-28'],
  'auth/iss-wrong-issuer': ['2026-07-28'],
  'auth/iss-unexpected': ['2026-07-28'],
  'auth/iss-normalized': ['2026-07-28'],
  'auth/metadata-issuer-mismatch': ['2026-07-28'],
  // DPoP (RFC 9449) extension: the provider's `dpop` option.
  'auth/dpop': [EXTENSION],
  'auth/dpop-nonce': [EXTENSION],
};

/** The server scenarios run against apps/demo-server, with their eras (as above). */
export const SERVER_SCENARIOS = {
  'input-required-result-basic-elicitation': ['2026-07-28'],
  'input-required-result-basic-sampling': ['2026-07-28'],
  'input-required-result-basic-list-roots': ['2026-07-28'],
  'input-required-result-request-state': ['2026-07-28'],
  'input-required-result-multiple-input-requests': ['2026-07-28'],
  'input-required-result-multi-round': ['2026-07-28'],
  'input-required-result-missing-input-response': ['2026-07-28'],
  'input-required-result-non-tool-request': ['2026-07-28'],
  'input-required-result-result-type': ['2026-07-28'],
  'input-required-result-unsupported-methods': ['2026-07-28'],
  'input-required-result-tampered-state': ['2026-07-28'],
  'input-required-result-capability-check': ['2026-07-28'],
  'input-required-result-ignore-extra-params': ['2026-07-28'],
  'input-required-result-validate-input': ['2026-07-28'],
  'server-stateless': ['2026-07-28'],
  'http-header-validation': ['2026-07-28'],
  'http-custom-header-server-validation': ['2026-07-28'],
  'dns-rebinding-protection': ['2025-11-25', '2026-07-28'],
  // Pushed elicitation (2025-11-25): apps/demo-server/src/tools/conformanceElicitation2025.ts.
  'tools-call-elicitation': ['2025-11-25'],
  'elicitation-sep1034-defaults': ['2025-11-25'],
  'elicitation-sep1330-enums': ['2025-11-25'],
  // The Tasks extension (io.modelcontextprotocol/tasks): apps/demo-server/src/tasks.
  'tasks-lifecycle': [EXTENSION],
  'tasks-capability-negotiation': [EXTENSION],
  'tasks-wire-fields': [EXTENSION],
  'tasks-request-state-removal': [EXTENSION],
  'tasks-mrtr-input': [EXTENSION],
  'tasks-request-headers': [EXTENSION],
  'tasks-dispatch-and-envelope': [EXTENSION],
  'tasks-status-notifications': [EXTENSION],
  'tasks-required-task-error': [EXTENSION],
  'tasks-mrtr-composition': [EXTENSION],
};

/**
 * Scenarios whose checks time the client (sse-retry measures the reconnect delay against the SSE
 * `retry` field): they run alone, after the parallel batch, so its load cannot skew the timing.
 */
const SOLO = new Set(['sse-retry']);

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

/**
 * One run's verdict against the baseline. Keys name the scenario, optionally one era
 * ("scenario@2025-11-25") and optionally one check ("scenario:check-id", "scenario@era:check-id").
 */
export function judge(mode, scenario, version, checks, baseline) {
  const expected = baseline[mode] ?? {};
  const scopes = [`${scenario}@${version}`, scenario];
  const lookup = (suffix) => {
    for (const scope of scopes)
      if (Object.hasOwn(expected, scope + suffix)) return expected[scope + suffix];
    return undefined;
  };
  const wholesale = lookup('');
  const failures = checks.filter((c) => c.status === 'FAILURE');
  const unexpected = [];
  const excused = [];
  for (const check of failures) {
    const reason = wholesale ?? lookup(`:${check.id}`);
    (reason === undefined ? unexpected : excused).push({
      id: check.id,
      message: check.errorMessage ?? check.description ?? '',
      ...(reason !== undefined && { reason }),
    });
  }
  const stale = [];
  if (wholesale !== undefined && failures.length === 0) {
    stale.push(scopes.find((scope) => Object.hasOwn(expected, scope)));
  }
  for (const key of Object.keys(expected)) {
    const scope = scopes.find((s) => key.startsWith(`${s}:`));
    if (!scope) continue;
    const id = key.slice(scope.length + 1);
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
    version,
    status,
    passed: checks.filter((c) => c.status === 'SUCCESS').length,
    total: checks.length,
    warnings: checks.filter((c) => c.status === 'WARNING').map((c) => c.id),
    unexpected,
    excused,
    stale,
  };
}

/** Parses `conformance list` output ("  - name [v1,v2]") into name → listed versions. */
export function parseScenarioList(text) {
  const listed = new Map();
  for (const match of text.matchAll(/^\s*- (\S+) \[([^\]]*)\]$/gm))
    listed.set(match[1], match[2].split(','));
  return listed;
}

/** Where our era table disagrees with the suite's own list (a scenario gained or lost an era). */
export function eraDrift(table, listed) {
  const drift = [];
  for (const [name, versions] of Object.entries(table)) {
    const suite = listed.get(name);
    if (!suite) {
      drift.push(`${name}: the suite does not list it`);
      continue;
    }
    const want = suite.includes(EXTENSION)
      ? [EXTENSION]
      : ERAS.filter((era) => suite.includes(era));
    if (want.join() !== [...versions].sort().join())
      drift.push(`${name}: the suite lists [${want}], we run [${versions}]`);
  }
  return drift;
}

/** Runs tasks with at most `limit` at a time. */
async function pool(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      scenario: { type: 'string', multiple: true },
      json: { type: 'string' },
      timeout: { type: 'string' },
      jobs: { type: 'string' },
    },
  });
  const baseline = JSON.parse(
    readFileSync(join(root, 'test', 'conformance-official', 'baseline.json'), 'utf8'),
  );
  const unknown = (values.scenario ?? []).filter(
    (name) => !Object.hasOwn(CLIENT_SCENARIOS, name) && !Object.hasOwn(SERVER_SCENARIOS, name),
  );
  if (unknown.length > 0) {
    log(`conformance: not in the scenario tables: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const runs = (table) =>
    Object.entries(table)
      .filter(([name]) => !values.scenario || values.scenario.includes(name))
      .flatMap(([scenario, versions]) => versions.map((version) => ({ scenario, version })));
  const clientRuns = values.only === 'server' ? [] : runs(CLIENT_SCENARIOS);
  const serverRuns = values.only === 'client' ? [] : runs(SERVER_SCENARIOS);
  const cli = conformanceCli();
  const node = node22();
  const timeout = values.timeout ?? '30000';
  // The runs are mostly process start-up and waiting on sockets, so a few overlap well.
  const jobs = Number(values.jobs ?? Math.max(2, Math.min(6, availableParallelism() * 2)));
  const out = mkdtempSync(join(tmpdir(), 'elicitkit-conformance-'));
  const results = [];

  const record = (mode, { scenario, version }, dir, output) => {
    const checks = findChecks(dir);
    const r = checks
      ? judge(mode, scenario, version, checks, baseline)
      : {
          mode,
          scenario,
          version,
          status: 'fail',
          passed: 0,
          total: 0,
          warnings: [],
          unexpected: [
            { id: 'no-results', message: output.trim().split('\n').slice(-15).join('\n') },
          ],
          excused: [],
          stale: [],
        };
    results.push(r);
    const label = { pass: 'PASS ', 'expected-fail': 'XFAIL', fail: 'FAIL ' }[r.status];
    log(`${label} ${mode.padEnd(6)} ${scenario} @${version} (${r.passed}/${r.total} checks)`);
    for (const f of r.unexpected) log(`        unexpected failure ${f.id}: ${f.message}`);
    for (const f of r.excused) log(`        expected failure ${f.id}: ${f.reason}`);
    for (const s of r.stale) log(`        stale baseline entry ${s}: it passes now, remove it`);
  };

  // The client under test is bundled once (esbuild, source condition) instead of transpiled by tsx
  // in every run: that start-up was most of each client run's CPU time.
  const clientBundle = join(out, 'client.mjs');
  if (clientRuns.length > 0) {
    await build({
      entryPoints: [join(root, 'test', 'conformance-official', 'client.ts')],
      outfile: clientBundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      conditions: ['@elicitkit/source'],
      // Bundled CommonJS dependencies still call require().
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
      logLevel: 'warning',
    });
  }
  // The harness splits the command on spaces and appends the server URL.
  const clientCommand = [
    process.execPath.includes(' ') ? 'node' : process.execPath,
    clientBundle,
  ].join(' ');
  const conformance = (mode, target, { scenario, version }) => {
    const dir = join(out, mode, `${scenario}@${version}`);
    const args = [cli, mode, ...target, '--scenario', scenario];
    if (version !== EXTENSION) args.push('--spec-version', version);
    return run(node, [...args, '--timeout', timeout, '-o', dir]).then(({ output }) =>
      record(mode, { scenario, version }, dir, output),
    );
  };

  // The era table is checked against the suite's own list while the scenarios run.
  const listing = Promise.all(
    ['--client', '--server'].map((flag) => run(node, [cli, 'list', flag])),
  ).then((lists) => parseScenarioList(lists.map((l) => l.output).join('\n')));

  const server = serverRuns.length > 0 ? await startDemoServer() : undefined;
  process.once('SIGINT', () => void stop(server).then(() => process.exit(130)));
  try {
    const clientTask = (r) => () => conformance('client', ['--command', clientCommand], r);
    const serverTask = (r) => () => conformance('server', ['--url', server.url], r);
    const solo = clientRuns.filter((r) => SOLO.has(r.scenario));
    await pool(
      [
        ...clientRuns.filter((r) => !SOLO.has(r.scenario)).map(clientTask),
        ...serverRuns.map(serverTask),
      ],
      jobs,
    );
    await pool(solo.map(clientTask), 1);
  } finally {
    await stop(server);
  }

  const listed = await listing;
  const drift = [...eraDrift(CLIENT_SCENARIOS, listed), ...eraDrift(SERVER_SCENARIOS, listed)];
  for (const line of drift) log(`FAIL  era table: ${line}`);

  const count = (status) => results.filter((r) => r.status === status).length;
  const failed = count('fail') + drift.length;
  log(
    `\nconformance: ${count('pass')} passed, ${count('expected-fail')} expected failures (baseline), ${failed} failed`,
  );
  if (values.json) writeFileSync(values.json, JSON.stringify({ results, drift }, null, 2));
  rmSync(out, { recursive: true, force: true });
  process.exitCode = failed === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    log(`conformance: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(2);
  });
}
