import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerProcess } from '../../client/support/serverProcess.js';
import { startProcess } from '../../client/support/serverProcess.js';
import { freshLog } from './hostile2026.js';

const SCRIPT = fileURLToPath(new URL('../servers/hostile2025.mjs', import.meta.url));

export interface Hostile2025 extends ServerProcess {
  /** The server's event log (one JSON object a line), shared by every test on this process. */
  readonly log: string;
  /** The origin the side channel is served on, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
}

export async function startHostile2025(): Promise<Hostile2025> {
  const log = freshLog();
  const server = await startProcess({
    command: process.execPath,
    args: [SCRIPT, '--log', log],
    ready: /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
  return { ...server, log, origin: new URL(server.url).origin };
}

/** One line of the server's log: what it saw, as it saw it. */
export type HostileEvent =
  | { event: 'initialize'; protocolVersion: string; capabilities: Record<string, unknown> }
  | { event: 'called'; tool: string }
  | { event: 'ran'; tool: string }
  | { event: 'received'; tool: string; result: { action: string; content?: unknown } }
  | { event: 'refused'; tool: string; error: string }
  | { event: 'completion-sent'; elicitationId: string }
  /** The exact bytes of a JSON-RPC error the client answered a push with. */
  | { event: 'error-response'; bytes: string };

/** Every event logged so far; take a `mark()` before a test to read only its own. */
export function events(log: string, since = 0): HostileEvent[] {
  let text: string;
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line !== '')
    .slice(since)
    .map((line) => JSON.parse(line) as HostileEvent);
}

/** How many events the log holds now: pass it to `events` to read what came after. */
export function mark(log: string): number {
  return events(log).length;
}

/** The ElicitResults the server received for `tool`, in order. */
export function received(log: string, tool: string, since = 0): HostileEvent[] {
  return events(log, since).filter(
    (e) => (e.event === 'received' || e.event === 'refused') && e.tool === tool,
  );
}

/** Asks the server, through its side channel, to announce `elicitationId` complete now. */
export async function announceComplete(origin: string, elicitationId: string): Promise<number> {
  const response = await fetch(`${origin}/hostile/complete/${encodeURIComponent(elicitationId)}`, {
    method: 'POST',
  });
  await response.text();
  return response.status;
}

/**
 * What the server received for `tool`, once it has logged `count` answers. A call can fail on
 * the client before the server has read the reply the client sent it, so the test waits for the
 * server's side rather than racing it (up to 10 s, then returns what there is).
 */
export async function receivedEventually(
  log: string,
  tool: string,
  since: number,
  count: number,
): Promise<HostileEvent[]> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const seen = received(log, tool, since);
    if (seen.length >= count) return seen;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return received(log, tool, since);
}
