// A real redis-server (Debian's /usr/bin/redis-server) on a free loopback port, for tests of the
// demo server's shared store. It persists to an append-only file in its own scratch directory,
// so a test can stop it and start it again with what it held. Stopped by PID.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REDIS_SERVER = process.env.ELICITKIT_REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisProcess {
  readonly port: number;
  readonly url: string;
  readonly pid: number;
  /** Runs redis-cli against it and returns stdout, trimmed. */
  cli(...args: string[]): string;
  /** Stops it (SIGTERM by PID), keeping its data directory. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  restart(): Promise<void>;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `always` (the default) makes every write durable before Redis answers; `everysec` is the usual production setting. */
export interface RedisOptions {
  appendfsync?: 'always' | 'everysec';
}

function launch(port: number, dir: string, options: RedisOptions): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      options.appendfsync ?? 'always',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(child.pid as number, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(child.pid as number, 'SIGTERM');
  });
}

export async function startRedis(options: RedisOptions = {}): Promise<RedisProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'elicitkit-redis-'));
  const port = await freePort();
  let child = await launch(port, dir, options);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child.pid as number;
    },
    cli: (...args) =>
      spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).stdout.trim(),
    stop: () => stopChild(child),
    async restart() {
      await stopChild(child);
      child = await launch(port, dir, options);
    },
    async dispose() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
