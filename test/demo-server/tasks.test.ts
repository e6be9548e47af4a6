// The Tasks extension (io.modelcontextprotocol/tasks) on the demo server, on the raw 2026-07-28
// wire: publish_post and generate_report as tasks and as synchronous MRTR calls, tasks/get,
// tasks/update and tasks/cancel, their capability gate, Mcp-Name check and caller binding.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { TASKS, TASK_CAPS, accept, call, caps, inputRequired, rpc, text } from './rawWire.js';
import type { Wire } from './rawWire.js';

let server: DemoServerProcess;

beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => stopAllDemoServers());

type Task = Record<string, unknown> & { taskId: string; status: string };

const asTask = (meta = caps(TASK_CAPS), headers?: Record<string, string>) => ({
  get: (taskId: string) => rpc(server, 'tasks/get', { taskId }, meta, headers),
  update: (taskId: string, inputResponses: Record<string, unknown>) =>
    rpc(server, 'tasks/update', { taskId, inputResponses }, meta, headers),
  cancel: (taskId: string) => rpc(server, 'tasks/cancel', { taskId }, meta, headers),
});

function created(wire: Wire): Task {
  const result = wire.reply.result;
  if (result?.resultType !== 'task')
    throw new Error(`expected a task: ${JSON.stringify(wire.reply)}`);
  return result as Task;
}

/** Polls tasks/get until `until` holds; every observed state is returned, in order. */
async function pollUntil(
  taskId: string,
  until: (task: Task) => boolean,
  tasks = asTask(),
): Promise<Task[]> {
  const seen: Task[] = [];
  for (let i = 0; i < 400; i++) {
    const wire = await tasks.get(taskId);
    if (!wire.reply.result) throw new Error(`tasks/get failed: ${JSON.stringify(wire.reply)}`);
    const task = wire.reply.result as Task;
    seen.push(task);
    if (until(task)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`task ${taskId} never got there; last: ${JSON.stringify(seen.at(-1))}`);
}

const contentText = (task: Task) =>
  ((task.result as { content: { text: string }[] }).content ?? []).map((c) => c.text).join('');

describe('the extension', () => {
  it('is advertised in server/discover', async () => {
    const discover = await rpc(server, 'server/discover', {});
    expect(discover.reply.result?.capabilities).toMatchObject({ extensions: { [TASKS]: {} } });
  });

  it('tasks/* without the extension on the request get -32021 naming it', async () => {
    for (const method of ['tasks/get', 'tasks/update', 'tasks/cancel']) {
      const wire = await rpc(server, method, { taskId: 'x', inputResponses: {} }, caps({}));
      expect(wire.status).toBe(400);
      expect(wire.reply.error).toMatchObject({
        code: -32021,
        data: { requiredCapabilities: { extensions: { [TASKS]: {} } } },
      });
    }
  });

  it('an unknown task id is -32602, and a Mcp-Name that is not the task id is -32020', async () => {
    expect((await asTask().get('no-such-task')).reply.error?.code).toBe(-32602);
    const task = created(
      await call(server, 'publish_post', { arguments: { title: 'x' } }, caps(TASK_CAPS)),
    );
    const mismatched = await rpc(server, 'tasks/get', { taskId: task.taskId }, caps(TASK_CAPS), {
      'mcp-name': 'another-task',
    });
    expect(mismatched.status).toBe(400);
    expect(mismatched.reply.error?.code).toBe(-32020);
    await asTask().cancel(task.taskId);
  });
});

describe('publish_post as a task', () => {
  it('stops to ask "Publish "<title>" now?" and publishes after a yes from tasks/update', async () => {
    const task = created(
      await call(server, 'publish_post', { arguments: { title: 'Hello MCP' } }, caps(TASK_CAPS)),
    );
    expect(task).toMatchObject({ status: 'working', ttlMs: expect.any(Number) });
    expect(task).not.toHaveProperty('requestState');
    const asking = (await pollUntil(task.taskId, (t) => t.status !== 'working')).at(-1) as Task;
    expect(asking.status).toBe('input_required');
    const requests = asking.inputRequests as Record<
      string,
      { method: string; params: { message: string } }
    >;
    expect(Object.keys(requests)).toEqual(['publish_approval']);
    expect(requests.publish_approval).toMatchObject({
      method: 'elicitation/create',
      params: { mode: 'form', message: 'Publish "Hello MCP" now?' },
    });

    const ack = await asTask().update(task.taskId, { publish_approval: accept({ publish: true }) });
    expect(ack.reply.result).toMatchObject({ resultType: 'complete' });
    expect(ack.reply.result).not.toHaveProperty('status');
    const done = (await pollUntil(task.taskId, (t) => t.status === 'completed')).at(-1) as Task;
    expect(contentText(done)).toBe('Published "Hello MCP" (simulated).');
    // The answered key is spent: answering it again changes nothing.
    await asTask().update(task.taskId, { publish_approval: accept({ publish: false }) });
    expect(contentText((await asTask().get(task.taskId)).reply.result as Task)).toBe(
      'Published "Hello MCP" (simulated).',
    );
  });

  it('a decline completes without publishing', async () => {
    const task = created(
      await call(server, 'publish_post', { arguments: { title: 'No' } }, caps(TASK_CAPS)),
    );
    await pollUntil(task.taskId, (t) => t.status === 'input_required');
    await asTask().update(task.taskId, { publish_approval: { action: 'decline' } });
    const done = (await pollUntil(task.taskId, (t) => t.status === 'completed')).at(-1) as Task;
    expect(contentText(done)).toBe('Not published: the user chose decline.');
  });

  it('tasks/cancel acks, leaves it cancelled, and is idempotent', async () => {
    const task = created(
      await call(server, 'publish_post', { arguments: { title: 'Gone' } }, caps(TASK_CAPS)),
    );
    await pollUntil(task.taskId, (t) => t.status === 'input_required');
    expect((await asTask().cancel(task.taskId)).reply.result).toEqual({
      resultType: 'complete',
      _meta: expect.any(Object),
    });
    expect(((await asTask().get(task.taskId)).reply.result as Task).status).toBe('cancelled');
    expect((await asTask().cancel(task.taskId)).reply.result).toMatchObject({
      resultType: 'complete',
    });
    expect(((await asTask().get(task.taskId)).reply.result as Task).status).toBe('cancelled');
  });
});

describe('publish_post without the extension', () => {
  it('runs synchronously: the question is an MRTR round whose answer is usable once', async () => {
    const first = inputRequired(
      await call(server, 'publish_post', { arguments: { title: 'Sync' } }),
    );
    expect(first.inputRequests.publish_approval?.params?.message).toBe('Publish "Sync" now?');
    const retry = {
      arguments: { title: 'Sync' },
      inputResponses: { publish_approval: accept({ publish: true }) },
      requestState: first.requestState,
    };
    expect(text(await call(server, 'publish_post', retry))).toBe('Published "Sync" (simulated).');
    const replay = await call(server, 'publish_post', retry);
    expect(replay.reply.result?.isError).toBe(true);
    expect(text(replay)).toMatch(/already used, so publish_post did nothing again/);
  });
});

describe('generate_report as a task', () => {
  it('reports progress in statusMessage, asks who it is for partway, then completes', async () => {
    const task = created(
      await call(server, 'generate_report', { arguments: { topic: 'bees' } }, caps(TASK_CAPS)),
    );
    const before = await pollUntil(task.taskId, (t) => t.status === 'input_required');
    const asking = before.at(-1) as Task;
    expect(Object.keys(asking.inputRequests as object)).toEqual(['report_audience']);
    expect(asking.statusMessage).toMatch(/waiting to hear who the report is for/);
    await asTask().update(task.taskId, { report_audience: accept({ audience: 'engineers' }) });
    const after = await pollUntil(task.taskId, (t) => t.status === 'completed');
    // Each later section takes a while to write, and the status names the last one written.
    const messages = after.map((t) => String(t.statusMessage));
    expect(
      messages.some((m) => /^\d+%: wrote "(Key findings|Risks)" \(\d of 4 sections\)$/.test(m)),
    ).toBe(true);
    const done = after.at(-1) as Task;
    expect(done.statusMessage).toBe('100%: done');
    expect(contentText(done)).toMatch(/^Report: bees \(for engineers\)\n1\. Background/);
    expect(contentText(done).split('\n')).toHaveLength(5);
  });
});

describe('caller binding', () => {
  it('a task created with one bearer token is invisible to another', async () => {
    const alice = { authorization: 'Bearer alice-token' };
    const task = created(
      await call(server, 'publish_post', { arguments: { title: 'Mine' } }, caps(TASK_CAPS), alice),
    );
    const bob = asTask(caps(TASK_CAPS), { authorization: 'Bearer bob-token' });
    expect((await bob.get(task.taskId)).reply.error?.code).toBe(-32602);
    expect((await bob.cancel(task.taskId)).reply.error?.code).toBe(-32602);
    expect((await asTask().get(task.taskId)).reply.error?.code).toBe(-32602);
    const owner = asTask(caps(TASK_CAPS), alice);
    expect(((await owner.get(task.taskId)).reply.result as Task).taskId).toBe(task.taskId);
    await owner.cancel(task.taskId);
  });
});
