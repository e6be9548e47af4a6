// A 2026 task whose server gives no pollIntervalMs is polled on the client's backoff
// (packages/client/src/pollSchedule.ts), counted over a window at a real task server process:
// fewer polls than ext-tasks' fixed one-per-second default would send, and more than none.
import { CallAbortedError, connect } from '@elicitkit/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pollDelayMs } from '../../packages/client/src/pollSchedule.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { scriptedRenderer } from './support/scriptedRenderer.js';
import { serverLog, startTaskServer, ticking } from './support/taskServer.js';

let server: ServerProcess;

beforeAll(async () => {
  server = await startTaskServer();
});
afterAll(stopAll);

const WINDOW_MS = 6_500;

/** How many polls the schedule makes within `windowMs` of the first one (that one included). */
function scheduledPolls(windowMs: number): number {
  let at = 0;
  let polls = 1;
  for (let step = 0; ; step++) {
    at += pollDelayMs(step);
    if (at > windowMs) return polls;
    polls++;
  }
}

it('a task without pollIntervalMs is polled on the backoff: fewer polls than one a second', async () => {
  const client = await connect({
    url: server.url,
    renderer: scriptedRenderer().renderer,
    tasks: true,
  });
  try {
    // `endless` without arguments: its tasks/get results carry no pollIntervalMs.
    const call = client.callTool('endless');
    const taskId = await ticking(call);
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    call.abort('enough');
    await expect(call.result).rejects.toBeInstanceOf(CallAbortedError);
    const { log } = await serverLog(server);
    const polls = log.filter((e) => e.method === 'tasks/get' && e.params?.['taskId'] === taskId);
    const first = polls[0]?.at ?? 0;
    const inWindow = polls.filter((e) => e.at - first <= WINDOW_MS).length;
    // The schedule allows 5 polls in 6.5 s (at 0, 0.5, 1.25, 2.4, 4.1 s; the next at 6.6 s);
    // a fixed one-a-second cadence would make 7. One poll of slack for a slow machine.
    const expected = scheduledPolls(WINDOW_MS);
    expect(expected).toBe(5);
    expect(inWindow).toBeGreaterThanOrEqual(3);
    expect(inWindow).toBeLessThanOrEqual(expected + 1);
  } finally {
    await client.close();
  }
});
