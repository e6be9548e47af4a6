import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

export interface ServerProcess {
  readonly pid: number;
  /** The MCP endpoint, e.g. http://127.0.0.1:41234/mcp */
  readonly url: string;
  readonly port: number;
  /** Everything the process wrote to stderr so far (for failure messages). */
  stderr(): string;
  /** Stops this process (by PID): SIGTERM, then SIGKILL if it lingers. */
  stop(): Promise<void>;
  /** Kills it at once, as a crash would. */
  kill(): Promise<void>;
}

export interface StartOptions {
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Finds the port in the process output; the first match wins. */
  ready: RegExp;
  /** Builds the MCP URL from the port. */
  url: (port: number) => string;
  timeoutMs?: number;
}

/** Every process a test starts, so a failing test still stops them (by PID) in afterAll. */
const running = new Set<ServerProcess>();

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startProcess(options: StartOptions): Promise<ServerProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${out}\n${err}`)),
      options.timeoutMs ?? 30_000,
    );
    const look = () => {
      const match = options.ready.exec(out) ?? options.ready.exec(err);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      look();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      look();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it was ready:\n${out}\n${err}`));
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('no pid');
  const stopWith = async (signal: NodeJS.Signals) => {
    running.delete(server);
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(pid, signal);
    const lingering = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
    }, 5_000);
    await waitForExit(child);
    clearTimeout(lingering);
  };
  const server: ServerProcess = {
    pid,
    port,
    url: options.url(port),
    stderr: () => err,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
  };
  running.add(server);
  return server;
}
