// 2025-11-25 tasks against @modelcontextprotocol/server-everything (a real process over
// Streamable HTTP): a task-augmented tools/call whose mid-task question arrives pushed during
// tasks/result (related-task _meta), and the receiver side, where the server sends a
// task-augmented elicitation/create and the client runs it as a task.
import type { ToolCallState } from '@elicitkit/client';
import { connect } from '@elicitkit/client';
import { PROTOCOL_2025 } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer } from './support/everythingServer.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;

beforeAll(async () => {
  server = await startEverythingServer();
});
afterAll(stopAll);

describe('2025-11-25 tasks (server-everything)', () => {
  it('simulate-research-query: the clarification is asked mid-task and appears in the report', async () => {
    const wire = createRecordingFetch();
    const script = scriptedRenderer(accept({ interpretation: 'snake' }));
    const client = await connect({
      url: server.url,
      renderer: script.renderer,
      tasks: true,
      fetch: wire.fetch,
    });
    try {
      expect(client.era).toBe(PROTOCOL_2025);
      const call = client.callTool('simulate-research-query', { topic: 'python', ambiguous: true });
      const states: ToolCallState[] = [];
      call.subscribe((state) => states.push(state));
      const report = textOf(await call.result);
      expect(report).toContain('# Research Report: python (snake)');
      expect(report).toContain('**Clarification**: snake');
      expect(script.shown).toHaveLength(1);
      const shown = script.shown[0];
      expect(shown?.request.message).toContain('could have multiple interpretations');
      expect(shown?.context.task?.taskId).toBeTruthy();
      const statuses = states.flatMap((s) => (s.phase === 'task' ? [s.task.statusMessage] : []));
      expect(statuses.some((m) => m?.includes('Gathering sources'))).toBe(true);
      expect(states.some((s) => s.phase === 'awaiting-input' && s.source === 'task')).toBe(true);
      // The call was task-augmented, and the result came from tasks/result.
      const toolCall = wire.requests('tools/call')[0]?.body as { params?: Record<string, unknown> };
      expect(toolCall.params?.['task']).toEqual({});
      expect(wire.requests('tasks/result')).toHaveLength(1);
      expect(wire.requests('tasks/get').length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('trigger-elicitation-request-async: the client runs the question as a task and the server gets the answer', async () => {
    const script = scriptedRenderer(accept({ name: 'Ada', favoriteColor: 'Blue' }));
    const client = await connect({ url: server.url, renderer: script.renderer, tasks: true });
    try {
      const text = textOf(await client.callTool('trigger-elicitation-request-async').result);
      expect(text).toContain('Ada');
      expect(text).toContain('Blue');
      expect(script.shown[0]?.context.task?.taskId).toBeTruthy();
    } finally {
      await client.close();
    }
  });
});
