import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_MAIN = fileURLToPath(new URL('../../apps/demo-server/src/main.ts', import.meta.url));

/** node + tsx directly (not the tsx CLI wrapper), so the PID we stop is the server itself. */
export const NODE_ARGS = ['--conditions', '@elicitkit/source', '--import', 'tsx', DEMO_MAIN];

export interface DemoServerProcess {
  /** The MCP endpoint printed on the first stdout line. */
  readonly url: URL;
  /** e.g. http://127.0.0.1:PORT */
  readonly origin: string;
  readonly pid: number;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal it did not handle). */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Starts `main.ts --port 0 …args` and resolves once it printed its URL. */
export async function startDemoServer(
  args: readonly string[] = [],
  env: Record<string, string> = {},
): Promise<DemoServerProcess> {
  const child = spawn(process.execPath, [...NODE_ARGS, '--port', '0', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ELICITKIT_DEMO_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const firstLine = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const end = stdout.indexOf('\n');
      if (end >= 0) resolve(stdout.slice(0, end));
    });
    child.once('exit', (code) =>
      reject(new Error(`demo-server exited (${code}) before listening:\n${stderr}`)),
    );
  });
  const match = /^elicitkit demo-server listening on (http:\/\/\S+)$/.exec(firstLine);
  if (!match?.[1]) throw new Error(`unexpected first line: ${firstLine}`);
  const url = new URL(match[1]);
  return {
    url,
    origin: url.origin,
    pid: child.pid as number,
    stderr: () => stderr,
    exited,
    stop: () => stopChild(child),
  };
}

/** Runs main.ts with `args` to completion (for --help and refused flags). */
export async function runDemoServer(
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ELICITKIT_DEMO_SECRET: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr?.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  running.delete(child);
  return { code, stdout, stderr };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid as number, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null)
      process.kill(child.pid as number, 'SIGKILL');
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Stops every process these helpers started and that is still alive, by PID. */
export async function stopAllDemoServers(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** Stops a process by PID if it is still alive (for processes the SDK spawned, like stdio servers). */
export function killPid(pid: number | null | undefined): void {
  if (pid === null || pid === undefined) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
