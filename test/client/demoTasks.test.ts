// The client against the reference server's own task tools (apps/demo-server: publish_post and
// generate_report, a real process on 127.0.0.1), with a scripted renderer: the call becomes a
// task, its question reaches the renderer saying a task asks, the answer reaches the task and
// the final result carries it. A task followed from a snapshot on a new connection asks only what
// the task was not sent, and is never followed on another server.
import type { ToolCallState } from '@elicitkit/client';
import { connect, ResumeMismatchError } from '@elicitkit/client';
import type { ElicitResult } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import type { Step } from './support/scriptedRenderer.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;
let other: ServerProcess;

beforeAll(async () => {
  // One after the other: cold starts at once can outlast the start-up bound on a busy machine.
  server = await startDemoServer();
  other = await startDemoServer();
}, 120_000);
afterAll(stopAll);

/** Resolves with the first state `ok` accepts (the states a subscriber saw, in order). */
function stateWhere(
  states: ToolCallState[],
  subscribe: (listener: (state: ToolCallState) => void) => () => void,
  ok: (state: ToolCallState) => boolean,
): Promise<ToolCallState> {
  const seen = states.find(ok);
  if (seen) return Promise.resolve(seen);
  return new Promise((resolve) => {
    const stop = subscribe((state) => {
      if (!ok(state)) return;
      stop();
      resolve(state);
    });
  });
}

/** A renderer step that answers only once `ready` resolves (a person taking their time). */
function after(ready: () => Promise<unknown>, step: Step): Step {
  return async (request, context) => {
    await ready();
    return step(request, context);
  };
}

/** A person who never answers: the question stays open until the call lets go of it. */
const never: Step = (_request, context) =>
  new Promise<ElicitResult>((resolve) =>
    context.signal.addEventListener('abort', () => resolve({ action: 'cancel' }), { once: true }),
  );

describe('publish_post as a task', () => {
  it('the question says a task asks, the task status and message reach the host while it is open, and a yes publishes', async () => {
    const states: ToolCallState[] = [];
    let subscribe: (listener: (state: ToolCallState) => void) => () => void = () => () => undefined;
    // The answer waits until the host has seen the task's message beside the open question.
    const script = scriptedRenderer(
      after(
        () =>
          stateWhere(
            states,
            subscribe,
            (s) =>
              s.phase === 'awaiting-input' &&
              s.task?.statusMessage === 'Waiting for approval to publish "Hello"',
          ),
        accept({ publish: true }),
      ),
    );
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const call = client.callTool('publish_post', { title: 'Hello' });
      subscribe = (listener) => call.subscribe(listener);
      call.subscribe((state) => states.push(state));
      const result = await call.result;
      expect(textOf(result)).toBe('Published "Hello" (simulated).');
      const [shown] = script.shown;
      expect(script.shown).toHaveLength(1);
      expect(shown?.request.message).toBe('Publish "Hello" now?');
      expect(shown?.context.inputKey).toBe('publish_approval');
      const taskId = shown?.context.task?.taskId;
      expect(taskId).toBeTruthy();
      expect(states.find((s) => s.phase === 'awaiting-input')).toMatchObject({
        source: 'task',
        task: { taskId, status: 'input_required' },
      });
      expect(call.snapshot().task).toEqual({ taskId, answered: ['publish_approval'] });
    } finally {
      await client.close();
    }
  });

  it('a decline reaches the task: nothing is published', async () => {
    const script = scriptedRenderer(async () => ({ action: 'decline' }));
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const result = await client.callTool('publish_post', { title: 'Draft' }).result;
      expect(textOf(result)).toBe('Not published: the user chose decline.');
    } finally {
      await client.close();
    }
  });
});

describe('generate_report as a task', () => {
  it('reports progress, asks who the report is for once, and the report is written for them', async () => {
    const script = scriptedRenderer(accept({ audience: 'engineers' }));
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const call = client.callTool('generate_report', { topic: 'tides' });
      const states: ToolCallState[] = [];
      call.subscribe((state) => states.push(state));
      const result = await call.result;
      const lines = textOf(result).split('\n');
      expect(lines[0]).toBe('Report: tides (for engineers)');
      expect(lines.slice(1)).toEqual([
        '1. Background: notes on tides.',
        '2. Key findings: notes on tides.',
        '3. Risks: notes on tides.',
        '4. Recommendations: notes on tides.',
      ]);
      expect(script.shown.map((s) => s.request.message)).toEqual([
        'Who is the report on tides for?',
      ]);
      // Progress came through the task's status while it ran.
      const messages = states.flatMap((s) =>
        s.phase === 'task' && s.task.statusMessage ? [s.task.statusMessage] : [],
      );
      expect(messages.some((m) => /^\d+%: (wrote|writing for)/.test(m))).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('a task followed from its snapshot', () => {
  /** Starts generate_report, leaves its question open, and lets go: the snapshot of that moment. */
  async function leftOpen(): Promise<{ snapshot: string; taskId: string }> {
    const client = await connect({
      url: server.url,
      renderer: scriptedRenderer(never).renderer,
      tasks: true,
    });
    try {
      const call = client.callTool('generate_report', { topic: 'wind' });
      const states: ToolCallState[] = [];
      call.subscribe((state) => states.push(state));
      const open = await stateWhere(
        states,
        (listener) => call.subscribe(listener),
        (s) => s.phase === 'awaiting-input',
      );
      const snapshot = JSON.stringify(call.snapshot());
      call.detach();
      await call.result.catch(() => undefined);
      return { snapshot, taskId: open.phase === 'awaiting-input' ? (open.task?.taskId ?? '') : '' };
    } finally {
      await client.close();
    }
  }

  it('on a new connection to the same server: the open question is asked again and the task finishes with the answer', async () => {
    const { snapshot, taskId } = await leftOpen();
    expect(JSON.parse(snapshot)).toMatchObject({ task: { taskId, answered: [] } });
    const script = scriptedRenderer(accept({ audience: 'general' }));
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const call = client.resumeToolCall(snapshot);
      const result = await call.result;
      expect(textOf(result)).toContain('Report: wind (for general readers)');
      expect(script.shown.map((s) => s.context.task?.taskId)).toEqual([taskId]);
    } finally {
      await client.close();
    }
  });

  it('on another server: ResumeMismatchError before anything is sent', async () => {
    const { snapshot } = await leftOpen();
    const script = scriptedRenderer();
    const client = await connect({ url: other.url, renderer: script.renderer, tasks: true });
    try {
      expect(() => client.resumeToolCall(snapshot)).toThrow(ResumeMismatchError);
      expect(script.shown).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
