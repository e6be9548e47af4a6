// Task status notifications on the demo server: a `subscriptions/listen` stream with the Tasks
// extension's `notifications.taskIds` filter carries `notifications/tasks` for the caller's own
// listed tasks, over real Streamable HTTP to a real server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { listen, statusOf, taskNotes } from './listenStream.js';
import { ALL_CAPS, TASK_CAPS, accept, call, caps, rpc } from './rawWire.js';

// The notification is checked against ext-tasks' own v2 schema; the package is the demo server's
// dependency (the test workspace does not declare it), so it is loaded from there.
const extTasksV2 = new URL(
  '../../apps/demo-server/node_modules/@modelcontextprotocol/ext-tasks/dist/core/v2/index.js',
  import.meta.url,
);
const { isTaskStatusNotificationV2 } = (await import(extTasksV2.href)) as {
  isTaskStatusNotificationV2: (value: unknown) => boolean;
};

let server: DemoServerProcess;

beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => stopAllDemoServers());

async function createPost(title: string, headers?: Record<string, string>): Promise<string> {
  const wire = await call(
    server,
    'publish_post',
    { arguments: { title } },
    caps(TASK_CAPS),
    headers,
  );
  const result = wire.reply.result as { resultType?: string; taskId?: string };
  if (result?.resultType !== 'task') throw new Error(`expected a task: ${JSON.stringify(wire)}`);
  return result.taskId as string;
}

describe('subscriptions/listen with notifications.taskIds', () => {
  it('streams a publish_post task through input_required to completed, then ends', async () => {
    const taskId = await createPost('Listened');
    const stream = await listen(server, [taskId]);
    expect(stream.status).toBe(200);
    const ack = await stream.next(() => true);
    expect(ack).toMatchObject({
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { taskIds: [taskId] } },
    });

    const asking = await stream.next(
      (f) => f.method === 'notifications/tasks' && statusOf(f) === 'input_required',
    );
    expect(asking.params).toMatchObject({
      taskId,
      inputRequests: { publish_approval: { params: { message: 'Publish "Listened" now?' } } },
    });
    const update = await rpc(
      server,
      'tasks/update',
      { taskId, inputResponses: { publish_approval: accept({ publish: true }) } },
      caps(TASK_CAPS),
    );
    expect(update.reply.result).toMatchObject({ resultType: 'complete' });

    const frames = await stream.end();
    const notes = taskNotes(frames);
    for (const note of notes) {
      expect(isTaskStatusNotificationV2(note)).toBe(true);
      expect(note.params?._meta).toMatchObject({
        'io.modelcontextprotocol/subscriptionId': ack.params?._meta
          ? (ack.params._meta as Record<string, unknown>)['io.modelcontextprotocol/subscriptionId']
          : 'missing',
      });
    }
    const statuses = notes.map(statusOf);
    // The first is whatever the task was at subscribe time (working, or already asking).
    expect(['working', 'input_required']).toContain(statuses[0]);
    expect(statuses).toContain('input_required');
    expect(statuses.at(-1)).toBe('completed');
    expect(statuses.filter((s) => s === 'completed')).toHaveLength(1);
    expect(notes.at(-1)?.params).toMatchObject({
      taskId,
      result: { content: [{ type: 'text', text: 'Published "Listened" (simulated).' }] },
    });
    // The stream closes with the listen request's own result.
    expect(frames.at(-1)).toMatchObject({
      id: ack.id ?? expect.any(Number),
      result: { resultType: 'complete' },
    });
  });

  it("another caller's task id (and an unknown one) yields nothing; its owner gets its changes", async () => {
    const alice = { authorization: 'Bearer alice-token' };
    const taskId = await createPost('Private', alice);

    const bob = await listen(server, [taskId, 'no-such-task'], {
      authorization: 'Bearer bob-token',
    });
    const bobFrames = await bob.end();
    expect(bobFrames[0]).toMatchObject({
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { taskIds: [] } },
    });
    expect(taskNotes(bobFrames)).toEqual([]);
    const anonymous = await listen(server, [taskId]);
    expect(taskNotes(await anonymous.end())).toEqual([]);

    const owner = await listen(server, [taskId], alice);
    await owner.next((f) => f.method === 'notifications/tasks');
    const cancel = await rpc(server, 'tasks/cancel', { taskId }, caps(TASK_CAPS), alice);
    expect(cancel.reply.result).toMatchObject({ resultType: 'complete' });
    const ownerNotes = taskNotes(await owner.end());
    expect(ownerNotes.at(-1)?.params).toMatchObject({ taskId, status: 'cancelled' });
  });

  it('refuses a malformed filter and a request without the Tasks extension', async () => {
    const malformed = await listen(server, [42]);
    expect((malformed.frames[0]?.error as { code: number }).code).toBe(-32602);
    const taskId = await createPost('NoExt');
    const noExtension = await listen(server, [taskId], {}, ALL_CAPS);
    expect((noExtension.frames[0]?.error as { code: number }).code).toBe(-32021);
  });

  it('refuses headers that disagree with the body (400, -32020) and opens no stream', async () => {
    const taskId = await createPost('Headers');
    const cases: Record<string, string>[] = [
      { 'mcp-protocol-version': '2025-11-25' },
      { 'mcp-method': 'tools/call' },
      { 'mcp-method': '' },
    ];
    for (const headers of cases) {
      const refused = await listen(server, [taskId], headers);
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(refused.frames).toHaveLength(1);
      expect(refused.frames[0]?.error).toMatchObject({
        code: -32020,
        message: expect.stringMatching(/^Header mismatch: /),
      });
    }
  });
});
