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

const POLLS = 5;

/** Resolves with the task's tasks/get log entries once the server has seen `count` of them. */
async function pollsSeen(taskId: string, count: number) {
  for (;;) {
    const { log } = await serverLog(server);
    const polls = log.filter((e) => e.method === 'tasks/get' && e.params?.['taskId'] === taskId);
    if (polls.length >= count) return polls.slice(0, count);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('a task without pollIntervalMs is polled on the backoff: never faster, and slower than one a second', async () => {
  const client = await connect({
    url: server.url,
    renderer: scriptedRenderer().renderer,
    tasks: true,
  });
  try {
    // `endless` without arguments: its tasks/get results carry no pollIntervalMs.
    const call = client.callTool('endless');
    const taskId = await ticking(call);
    // Waits for the polls themselves (no fixed window), then reads the gaps the server saw.
    const polls = await pollsSeen(taskId, POLLS);
    call.abort('enough');
    await expect(call.result).rejects.toBeInstanceOf(CallAbortedError);
    const gaps = polls.slice(1).map((e, i) => e.at - (polls[i]?.at ?? 0));
    // Lower bounds only, so a loaded machine (which can only delay a poll) cannot fail it: each
    // gap is at least the schedule's delay (10% for timer granularity), and by the fourth the
    // delay is past ext-tasks' fixed one-per-second default.
    gaps.forEach((gap, step) =>
      expect(gap, `gap ${step}`).toBeGreaterThanOrEqual(pollDelayMs(step) * 0.9),
    );
    expect(pollDelayMs(POLLS - 2)).toBeGreaterThan(1_000);
  } finally {
    await client.close();
  }
});
