// Two demo-server replicas on one real redis-server (--store redis://…): a task started on one
// is polled, answered and finished on the other; a replica killed mid-task does not stop the
// task; an approval used on one is refused on the other; and a store that is down or holds a
// corrupt entry gives a clear JSON-RPC error without losing what it held.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis } from '../support/redisServer.js';
import type { RedisProcess } from '../support/redisServer.js';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { listen, statusOf, taskNotes } from './listenStream.js';
import { TASK_CAPS, accept, call, caps, inputRequired, rpc, text } from './rawWire.js';
import type { Wire } from './rawWire.js';

// Replicas start and restart here; on a loaded machine a process start alone can take seconds.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const SECRET = { ELICITKIT_DEMO_SECRET: 'c3'.repeat(32) };
type Task = Record<string, unknown> & { taskId: string; status: string; statusMessage?: string };

let redis: RedisProcess;
let a: DemoServerProcess;
let b: DemoServerProcess;

const replica = () => startDemoServer(['--store', redis.url], SECRET);

beforeAll(async () => {
  redis = await startRedis();
  [a, b] = await Promise.all([replica(), replica()]);
});
afterAll(async () => {
  await stopAllDemoServers();
  await redis.dispose();
});

const tasks = (server: DemoServerProcess) => ({
  get: (taskId: string) => rpc(server, 'tasks/get', { taskId }, caps(TASK_CAPS)),
  update: (taskId: string, inputResponses: Record<string, unknown>) =>
    rpc(server, 'tasks/update', { taskId, inputResponses }, caps(TASK_CAPS)),
});

function created(wire: Wire): Task {
  if (wire.reply.result?.resultType !== 'task')
    throw new Error(`expected a task: ${JSON.stringify(wire.reply)}`);
  return wire.reply.result as Task;
}

async function pollUntil(server: DemoServerProcess, taskId: string, status: string): Promise<Task> {
  for (let i = 0; i < 600; i++) {
    const wire = await tasks(server).get(taskId);
    const task = wire.reply.result as Task | undefined;
    if (!task) throw new Error(`tasks/get failed: ${JSON.stringify(wire.reply)}`);
    if (task.status === status) return task;
    if (['completed', 'failed', 'cancelled'].includes(task.status))
      throw new Error(`task ended ${task.status}: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} never reached ${status}`);
}

const resultText = (task: Task) =>
  (task.result as { content: { text: string }[] }).content.map((c) => c.text).join('');

const startReport = async (server: DemoServerProcess, topic: string) =>
  created(await call(server, 'generate_report', { arguments: { topic } }, caps(TASK_CAPS)));

describe('two replicas on one Redis', () => {
  it('a task created on A is polled, answered and completed on B', async () => {
    const task = await startReport(a, 'replicas');
    const asking = await pollUntil(b, task.taskId, 'input_required');
    expect(Object.keys(asking.inputRequests as object)).toEqual(['report_audience']);
    const ack = await tasks(b).update(task.taskId, {
      report_audience: accept({ audience: 'executives' }),
    });
    expect(ack.reply.result).toMatchObject({ resultType: 'complete' });
    const done = await pollUntil(b, task.taskId, 'completed');
    expect(resultText(done)).toMatch(/^Report: replicas \(for executives\)/);
    // A sees exactly the same task.
    expect((await tasks(a).get(task.taskId)).reply.result).toEqual(
      (await tasks(b).get(task.taskId)).reply.result,
    );
  });

  it('a listen stream on B carries the status changes of a task created and answered on A', async () => {
    const task = created(
      await call(a, 'publish_post', { arguments: { title: 'Shared' } }, caps(TASK_CAPS)),
    );
    const stream = await listen(b, [task.taskId]);
    await stream.next(
      (f) => f.method === 'notifications/tasks' && statusOf(f) === 'input_required',
    );
    await tasks(a).update(task.taskId, { publish_approval: accept({ publish: true }) });
    const notes = taskNotes(await stream.end());
    expect(notes.map(statusOf)).toContain('input_required');
    expect(notes.at(-1)?.params).toMatchObject({
      taskId: task.taskId,
      status: 'completed',
      result: { content: [{ text: 'Published "Shared" (simulated).' }] },
    });
  });

  it('an approval used on A is refused on B', async () => {
    const args = { ticket_id: 'T-2' };
    const round = inputRequired(await call(a, 'close_ticket', { arguments: args }));
    const retry = {
      arguments: args,
      inputResponses: { confirm_close: accept({ confirm: true }) },
      requestState: round.requestState,
    };
    expect(text(await call(a, 'close_ticket', retry))).toMatch(/^Closed T-2/);
    const replay = await call(b, 'close_ticket', retry);
    expect(replay.reply.result?.isError).toBe(true);
    expect(text(replay)).toMatch(/already used, so T-2 was NOT closed or emailed again/);
  });

  it('a task keeps going when the replica running it is killed mid-step', async () => {
    // Its own Redis, so the doomed replica is the only one that can claim the first steps; each
    // report section takes 2 s of leased work, so it is surely killed in the middle of one.
    const own = await startRedis();
    try {
      const slow = { ...SECRET, ELICITKIT_REPORT_SECTION_MS: '2000' };
      const doomed = await startDemoServer(['--store', own.url], slow);
      const task = await startReport(doomed, 'resilience');
      const doc = () => own.cli('HGET', `elicitkit:task:${task.taskId}`, 'doc');
      const owner = new RegExp(`"lease":\\{"owner":"${doomed.pid}-`);
      for (let i = 0; i < 100 && !owner.test(doc()); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(doc()).toMatch(owner);
      process.kill(doomed.pid, 'SIGKILL');
      expect(await doomed.exited).toBe(null);

      // A replica that never saw the task takes the step over once the dead one's lease lapses.
      const heir = await startDemoServer(['--store', own.url], slow);
      await pollUntil(heir, task.taskId, 'input_required');
      expect(doc()).not.toMatch(owner);
      await tasks(heir).update(task.taskId, { report_audience: accept({ audience: 'general' }) });
      const done = await pollUntil(heir, task.taskId, 'completed');
      expect(resultText(done).split('\n')).toHaveLength(5);
    } finally {
      await own.dispose();
    }
  });
});

describe('bad store input', () => {
  it('a corrupt task entry is a clear -32603, left in place; other tasks are unaffected', async () => {
    const healthy = await startReport(a, 'healthy');
    const broken = await startReport(a, 'broken');
    const key = `elicitkit:task:${broken.taskId}`;
    await pollUntil(a, broken.taskId, 'input_required');
    redis.cli('HSET', key, 'doc', '{"taskId": not json');
    const wire = await tasks(b).get(broken.taskId);
    expect(wire.reply.error).toMatchObject({
      code: -32603,
      message: `Store: the stored record for task ${broken.taskId} is not valid JSON; the entry was left untouched`,
    });
    const update = await tasks(a).update(broken.taskId, {
      report_audience: accept({ audience: 'general' }),
    });
    expect(update.reply.error?.code).toBe(-32603);
    expect(redis.cli('HGET', key, 'doc')).toBe('{"taskId": not json');
    expect(((await tasks(b).get(healthy.taskId)).reply.result as Task).taskId).toBe(healthy.taskId);
  });

  it('Redis down: clear JSON-RPC errors, nothing acted on; back up: everything still there', async () => {
    const task = await startReport(a, 'outage');
    await pollUntil(a, task.taskId, 'input_required');
    const args = { ticket_id: 'T-3' };
    const round = inputRequired(await call(a, 'close_ticket', { arguments: args }));
    const approve = {
      arguments: args,
      inputResponses: { confirm_close: accept({ confirm: true }) },
      requestState: round.requestState,
    };

    await redis.stop();
    const get = await tasks(b).get(task.taskId);
    expect(get.reply.error?.code).toBe(-32603);
    expect(get.reply.error?.message).toMatch(
      new RegExp(
        `^Store unavailable: Redis at 127\\.0\\.0\\.1:${redis.port} failed to read a task`,
      ),
    );
    const create = await call(a, 'publish_post', { arguments: { title: 'x' } }, caps(TASK_CAPS));
    expect(create.reply.error?.code).toBe(-32603);
    const closing = await call(b, 'close_ticket', approve);
    expect(closing.reply.error?.code).toBe(-32603);
    expect(closing.reply.result).toBeUndefined();

    await redis.restart();
    // The replicas reconnect on their own; the task and the unspent approval are intact. The
    // client's reconnect backoff is not ours to time, so wait generously (a loaded CI machine).
    // Each replica reconnects by itself: both must be back before either is used again.
    for (const replica of [b, a]) {
      let back: Wire | undefined;
      for (let i = 0; i < 400; i++) {
        back = await tasks(replica).get(task.taskId);
        if (back.reply.result) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(back?.reply.result).toMatchObject({ taskId: task.taskId, status: 'input_required' });
    }
    expect(text(await call(b, 'close_ticket', approve))).toMatch(/^Closed T-3/);
    await tasks(a).update(task.taskId, { report_audience: accept({ audience: 'engineers' }) });
    expect(resultText(await pollUntil(a, task.taskId, 'completed'))).toMatch(/for engineers/);
  }, 60_000);

  it('a replica pointed at a Redis that is not there refuses to start, saying so', async () => {
    const run = startDemoServer(['--store', 'redis://127.0.0.1:1'], SECRET);
    await expect(run).rejects.toThrow(/cannot reach Redis at 127\.0\.0\.1:1/);
  });
});
