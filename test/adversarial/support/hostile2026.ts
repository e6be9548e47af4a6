import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerProcess } from '../../client/support/serverProcess.js';
import { startProcess } from '../../client/support/serverProcess.js';

const SCRIPT = fileURLToPath(new URL('../servers/hostile2026.mjs', import.meta.url));

export interface Hostile2026 extends ServerProcess {
  /** The execution log shared by every process started on it (restarts included). */
  readonly log: string;
  /** Each request's declared client capabilities, one JSON line a request (with `seen`). */
  readonly seen?: string;
}

/** A fresh execution log, for a server (and its restarts) to count tool runs in. */
export function freshLog(): string {
  return join(mkdtempSync(join(tmpdir(), 'elicitkit-hostile-')), 'executions.log');
}

export async function startHostile2026(
  options: { log?: string; port?: number; seen?: string } = {},
): Promise<Hostile2026> {
  const log = options.log ?? freshLog();
  const seen = options.seen === undefined ? [] : ['--seen', options.seen];
  const server = await startProcess({
    command: process.execPath,
    args: [SCRIPT, '--log', log, '--port', String(options.port ?? 0), ...seen],
    ready: /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
  return { ...server, log, ...(options.seen !== undefined && { seen: options.seen }) };
}

/** How many times `tool` really ran on the server, read from its execution log. */
export function executions(log: string, tool: string): number {
  let text: string;
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return 0; // nothing ran yet: the log is created by the first execution
  }
  return text.split('\n').filter((line) => line === tool).length;
}
