#!/usr/bin/env node
// `npm start`: the reference MCP server and the web demo, together, on this machine only.
//
//   node scripts/start.mjs [--server-port N] [--web-port N] [--smoke]
//
// It starts apps/demo-server on 127.0.0.1 (port 3939 if free, else any, and says which was taken)
// with one requestState secret for the session ($ELICITKIT_DEMO_SECRET when set: the README's
// second replica shares it), builds apps/web with Vite and serves the build on 127.0.0.1 (port
// 5173 if free, else any), then prints the address to open and the same flow as a terminal command.
// Ctrl-C or SIGTERM stops both (by PID). `--smoke` checks that both answer, prints the addresses
// and exits 0; CI uses it as a test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

const { values: options } = parseArgs({
  options: {
    'server-port': { type: 'string', default: '3939' },
    'web-port': { type: 'string', default: '5173' },
    // Where the build goes; tests pass a temporary folder so parallel runs never share one.
    'out-dir': { type: 'string', default: join(root, 'apps', 'web', 'dist') },
    smoke: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (options.help) {
  process.stdout.write(
    'Usage: npm start -- [--server-port N] [--web-port N] [--out-dir DIR] [--smoke]\n' +
      'Starts the elicitkit reference MCP server and the web demo; Ctrl-C stops both.\n',
  );
  process.exit(0);
}

const log = (line) => process.stdout.write(`${line}\n`);
const fail = (line) => process.stderr.write(`elicitkit start: ${line}\n`);

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Stops every child by its PID: SIGTERM, then SIGKILL for one that lingers. */
async function stopChildren() {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (exited(child) || child.pid === undefined) return resolve(undefined);
          const force = setTimeout(() => {
            if (!exited(child)) process.kill(child.pid, 'SIGKILL');
          }, STOP_GRACE_MS);
          child.once('exit', () => {
            clearTimeout(force);
            resolve(undefined);
          });
          try {
            process.kill(child.pid, 'SIGTERM');
          } catch {
            clearTimeout(force);
            resolve(undefined);
          }
        }),
    ),
  );
}

async function shutdown(code, message) {
  if (stopping) return;
  stopping = true;
  if (message) (code === 0 ? log : fail)(message);
  await stopChildren();
  process.exit(code);
}

process.once('SIGINT', () => void shutdown(0, '\nStopping the demo server and the web demo…'));
process.once('SIGTERM', () => void shutdown(0));
// Under `npm start` the parent may die without passing the signal on: stop with it.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void shutdown(0);
}, 1000).unref();

function parsePort(text, flag) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    fail(`${flag} must be a port number 0-65535, got "${text}"`);
    process.exit(2);
  }
  return port;
}

/** The preferred port when nothing listens on it, else 0 (the child then picks a free one). */
function portOrAny(port) {
  if (port === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(0));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(port)));
  });
}

/**
 * Spawns a child and resolves with the URL from its first stdout line matching `ready`. Rejects
 * with the child's own words when it exits first or says nothing in time.
 */
function startChild(name, args, ready, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
    // Once running, its log lines are the user's to see.
    if (child.ready && !stopping) process.stderr.write(chunk);
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () =>
        reject(new Error(`${name} did not start within ${READY_TIMEOUT_MS / 1000} s.\n${stderr}`)),
      READY_TIMEOUT_MS,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk;
      const match = ready.exec(stdout);
      if (match && !child.ready) {
        child.ready = true;
        clearTimeout(timer);
        resolve({ child, url: match[1] });
      }
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!child.ready)
        reject(
          new Error(`${name} exited (${signal ?? code}) before it was ready.\n${stderr.trim()}`),
        );
      else if (!stopping) void shutdown(1, `${name} stopped unexpectedly (${signal ?? code}).`);
    });
  });
}

/** `vite build` of apps/web into outDir, quietly unless it fails. */
function buildWeb(outDir) {
  const vitePackage = createRequire(join(root, 'apps', 'web', 'package.json')).resolve(
    'vite/package.json',
  );
  const vite = join(dirname(vitePackage), 'bin', 'vite.js');
  const child = spawn(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      join(root, 'apps', 'web', 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.add(child);
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) =>
      reject(new Error(`vite could not be started: ${error.message}`)),
    );
    child.once('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(undefined);
      else reject(new Error(`the web build failed (${signal ?? code}).\n${output.trim()}`));
    });
  });
}

async function answers(url, init) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`${url} did not answer: ${error.message}`, { cause: error });
  }
}

/** The page loads, and the MCP endpoint's CORS preflight allows the page's origin. */
async function smokeCheck(webOrigin, mcpUrl) {
  const page = await answers(`${webOrigin}/`);
  const html = await page.text();
  if (!page.ok || !html.includes('id="root"'))
    throw new Error(`the web demo answered ${page.status} without the app page`);
  const preflight = await answers(mcpUrl, {
    method: 'OPTIONS',
    headers: {
      origin: webOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, mcp-protocol-version, mcp-method, mcp-name',
    },
  });
  const allowed = preflight.headers.get('access-control-allow-origin');
  if (preflight.status >= 400 || allowed !== webOrigin)
    throw new Error(
      `the MCP server's preflight answered ${preflight.status} allowing origin "${allowed}", not ${webOrigin}`,
    );
}

/** Says so when the port asked for was taken and the child is on another one. */
function sayIfMoved(name, wanted, chosen, url) {
  if (wanted !== 0 && chosen === 0)
    log(`Port ${wanted} is taken, so the ${name} is on port ${new URL(url).port} instead.`);
}

async function main() {
  const serverWanted = parsePort(options['server-port'], '--server-port');
  const webWanted = parsePort(options['web-port'], '--web-port');
  const serverPort = await portOrAny(serverWanted);
  const webPort = await portOrAny(webWanted);
  const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), options['out-dir']);
  // One key for this session: every replica started with it accepts the others' requestState.
  const secret = process.env.ELICITKIT_DEMO_SECRET || randomBytes(32).toString('hex');

  log('Starting the elicitkit reference MCP server and building the web demo…');
  const tsx = ['--import', 'tsx'];
  const [server] = await Promise.all([
    startChild(
      'The reference MCP server',
      [
        '--conditions',
        '@elicitkit/source',
        ...tsx,
        join(root, 'apps', 'demo-server', 'src', 'main.ts'),
        '--host',
        '127.0.0.1',
        '--port',
        String(serverPort),
      ],
      /listening on (http:\/\/\S+\/mcp)/,
      { ELICITKIT_DEMO_SECRET: secret },
    ),
    buildWeb(outDir),
  ]);
  const web = await startChild(
    'The web demo server',
    [...tsx, join(root, 'apps', 'web', 'serve.ts'), '--root', outDir, '--port', String(webPort)],
    /listening on (http:\/\/\S+?)\/?\s/,
  );

  const mcpUrl = server.url;
  const webOrigin = web.url.replace(/\/$/, '');
  sayIfMoved('reference MCP server', serverWanted, serverPort, mcpUrl);
  sayIfMoved('web demo', webWanted, webPort, webOrigin);
  const open = `${webOrigin}/?server=${mcpUrl}`;
  const cli = `npm run elicitkit -- call ${mcpUrl} deploy --args '{"service":"api"}'`;

  if (options.smoke) {
    await smokeCheck(webOrigin, mcpUrl);
    log(`web demo:   ${open}`);
    log(`MCP server: ${mcpUrl}`);
    log(`terminal:   ${cli}`);
    log('smoke check passed: the page loads and the MCP server allows its origin.');
    await shutdown(0);
    return;
  }

  log('');
  log(`  Open the web demo:  ${open}`);
  log(`  MCP server:         ${mcpUrl}  (2026-07-28, and 2025-11-25 with ?protocol=2025-11-25)`);
  log(`  Same in a terminal: ${cli}`);
  log('');
  log('Press Ctrl-C to stop both.');
}

main().catch((error) => void shutdown(1, error instanceof Error ? error.message : String(error)));
