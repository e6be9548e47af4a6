// The Tasks extension (2026-07-28) against a real task server process (test/client/fixtures/
// taskServer2026.mjs) over HTTP and stdio: polling, mid-task questions, dedupe of re-listed
// keys, failure, cancel on abort, MRTR-then-task, and resume from a snapshot in a new process.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ToolCallState } from '@elicitkit/client';
import { CallAbortedError, connect, ServerError, TaskEndedError } from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import type { LoggedRequest } from './support/taskServer.js';
import { serverLog, startTaskServer, TASK_SERVER, ticking } from './support/taskServer.js';
import { textOf } from './support/text.js';

const TASKS = 'io.modelcontextprotocol/tasks';
let server: ServerProcess;

beforeAll(async () => {
  server = await startTaskServer();
});
afterAll(stopAll);

function forTask(log: LoggedRequest[], taskId: string): LoggedRequest[] {
  return log.filter(
    (entry) => entry.method.startsWith('tasks/') && entry.params?.['taskId'] === taskId,
  );
}

function sentKeys(requests: LoggedRequest[]): string[] {
  return requests
    .filter((entry) => entry.method === 'tasks/update')
    .flatMap((entry) => Object.keys((entry.params?.['inputResponses'] as object) ?? {}));
}

describe('Tasks extension (2026-07-28) over HTTP', () => {
  it('polls, asks each mid-task question once, and returns the checked result', async () => {
    const script = scriptedRenderer(accept({ format: 'pdf' }), accept({ title: 'Q3 numbers' }));
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      await client.listTools();
      const call = client.callTool('report', { pollIntervalMs: 10 });
      const states: ToolCallState[] = [];
      call.subscribe((state) => states.push(state));
      const result = await call.result;
      expect(textOf(result)).toBe('Report "Q3 numbers" as pdf');
      expect(result.structuredContent).toEqual({ format: 'pdf', title: 'Q3 numbers' });
      expect(call.getState().phase).toBe('complete');

      // Two questions shown, one at a time, each saying a running task asks.
      expect(script.shown.map((s) => s.request.message)).toEqual([
        'Which format should the report use?',
        'Title of the report?',
      ]);
      const taskId = script.shown[0]?.context.task?.taskId;
      expect(taskId).toMatch(/^task-\d+-report$/);
      expect(script.shown.map((s) => s.context.inputKey)).toEqual(['format', 'title']);
      const task = states.find((s) => s.phase === 'task' && s.task.statusMessage);
      expect(task).toMatchObject({ phase: 'task', task: { taskId } });
      expect(states.some((s) => s.phase === 'awaiting-input' && s.source === 'task')).toBe(true);

      const { log, duplicates } = await serverLog(server);
      const requests = forTask(log, taskId as string);
      // The re-listed "format" key was never sent again.
      expect(sentKeys(requests)).toEqual(['format', 'title']);
      expect(duplicates[taskId as string]).toEqual([]);
      for (const entry of requests) {
        expect(entry.mcpName).toBe(taskId);
        expect(entry.mcpMethod).toBe(entry.method);
        expect(entry.params?._meta?.['io.modelcontextprotocol/protocolVersion']).toBe('2026-07-28');
      }
      // Every request, the tools/call included, declares the extension.
      const call0 = log.find((e) => e.method === 'tools/call' && e.params?.['name'] === 'report');
      for (const entry of [call0, ...requests]) {
        const caps = entry?.params?._meta?.['io.modelcontextprotocol/clientCapabilities'] as {
          extensions?: Record<string, unknown>;
        };
        expect(caps.extensions?.[TASKS]).toEqual({});
      }
    } finally {
      await client.close();
    }
  });

  it('runs the input_required rounds first, then follows the task (independent key spaces)', async () => {
    const script = scriptedRenderer(
      accept({ who: 'Ada' }),
      accept({ format: 'html' }),
      accept({ title: 'Engines' }),
    );
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const result = await client.callTool('mrtr_report').result;
      expect(textOf(result)).toBe('Report "Engines" as html for Ada');
      expect(script.shown[0]?.context.task).toBeUndefined();
      expect(script.shown[1]?.context.task?.taskId).toMatch(/report$/);
    } finally {
      await client.close();
    }
  });

  it('a failed task rejects with task-failed carrying the server message', async () => {
    const client = await connect({
      url: server.url,
      renderer: scriptedRenderer().renderer,
      tasks: true,
    });
    try {
      const call = client.callTool('failing');
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TaskEndedError);
      expect(error).toMatchObject({ code: 'task-failed' });
      expect((error as TaskEndedError).serverMessage).toContain('disk full on worker 3');
      expect((error as TaskEndedError).message).toContain('disk full on worker 3');
      expect(call.getState()).toMatchObject({ phase: 'failed' });
    } finally {
      await client.close();
    }
  });

  it('abort sends tasks/cancel, and polls never come faster than pollIntervalMs', async () => {
    const client = await connect({
      url: server.url,
      renderer: scriptedRenderer().renderer,
      tasks: true,
    });
    try {
      const interval = 100;
      const call = client.callTool('endless', { pollIntervalMs: interval });
      const taskId = await ticking(call);
      // Waits for five polls to reach the server (an event, not a fixed window), then checks
      // the gaps between them: a lower bound only, which a loaded machine cannot break.
      let polls: { at: number }[] = [];
      await expect
        .poll(
          async () => {
            const seen = forTask((await serverLog(server)).log, taskId);
            polls = seen.filter((e) => e.method === 'tasks/get');
            return polls.length;
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThanOrEqual(5);
      call.abort('person pressed Ctrl-C');
      await expect(call.result).rejects.toBeInstanceOf(CallAbortedError);
      const gaps = polls.slice(1).map((e, i) => e.at - (polls[i]?.at ?? 0));
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(interval * 0.9);
      await expect
        .poll(async () =>
          forTask((await serverLog(server)).log, taskId).some((e) => e.method === 'tasks/cancel'),
        )
        .toBe(true);
      const cancel = forTask((await serverLog(server)).log, taskId).find(
        (e) => e.method === 'tasks/cancel',
      );
      expect(cancel?.mcpName).toBe(taskId);
    } finally {
      await client.close();
    }
  });

  it('without opting in, the extension is not declared and a task-only tool is refused', async () => {
    const client = await connect({ url: server.url, renderer: scriptedRenderer().renderer });
    try {
      const error = await client.callTool('report').result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServerError);
      expect((error as ServerError).message).toContain('requires task augmentation');
    } finally {
      await client.close();
    }
  });

  it('a client killed mid-task is resumed from its snapshot in a new process: only the open question is asked', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const child = spawn(
      join(root, 'node_modules', '.bin', 'tsx'),
      [
        '--conditions',
        '@elicitkit/source',
        fileURLToPath(new URL('./fixtures/taskClientProcess.ts', import.meta.url)),
        server.url,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    const snapshot = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /SNAPSHOT (.+)\n/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`client exited ${code}: ${out}`)));
    });
    process.kill(child.pid as number, 'SIGKILL');
    const saved = JSON.parse(snapshot) as { task?: { taskId: string; answered: string[] } };
    expect(saved.task?.answered).toEqual(['format']);
    const taskId = saved.task?.taskId as string;

    const script = scriptedRenderer(accept({ title: 'Resumed' }));
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const result = await client.resumeToolCall(snapshot).result;
      expect(textOf(result)).toBe('Report "Resumed" as html');
      expect(script.shown.map((s) => s.request.message)).toEqual(['Title of the report?']);
      const { log, duplicates } = await serverLog(server);
      expect(sentKeys(forTask(log, taskId))).toEqual(['format', 'title']);
      expect(duplicates[taskId]).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('Tasks extension (2026-07-28) over stdio', () => {
  it('the same task runs over stdio, and cancel goes out there too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'elicitkit-tasks-'));
    const logFile = join(dir, 'log.jsonl');
    const script = scriptedRenderer(accept({ format: 'pdf' }), accept({ title: 'Piped' }));
    const client = await connect({
      stdio: {
        command: process.execPath,
        args: [TASK_SERVER, '--stdio'],
        env: { TASK_LOG: logFile },
        stderr: 'pipe',
      },
      renderer: script.renderer,
      tasks: true,
    });
    try {
      const result = await client.callTool('report', { pollIntervalMs: 10 }).result;
      expect(textOf(result)).toBe('Report "Piped" as pdf');
      const endless = client.callTool('endless', { pollIntervalMs: 10 });
      await ticking(endless);
      endless.abort();
      await expect(endless.result).rejects.toBeInstanceOf(CallAbortedError);
      await expect
        .poll(() => readFileSync(logFile, 'utf8').includes('"method":"tasks/cancel"'))
        .toBe(true);
    } finally {
      await client.close();
    }
  });
});
