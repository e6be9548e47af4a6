// @elicitkit/client/openai-agents: the MCPServer an Agent is given, on elicitkit's own loop,
// against the demo server over HTTP (2026-07-28).
import { elicitkitMcpServer } from '@elicitkit/client/openai-agents';
import { describe, expect, it } from 'vitest';
import { manualRenderer } from '../../packages/client/src/manualRenderer.testing.js';
import { demoForSuite } from './support/demoForSuite.js';

const demo = demoForSuite();

describe('elicitkitMcpServer (OpenAI Agents MCPServer)', () => {
  it('lists tools and runs a call whose question goes through the renderer', async () => {
    const m = manualRenderer();
    const server = elicitkitMcpServer({ url: demo.url, renderer: m.renderer, name: 'tickets' });
    await server.connect();
    try {
      const tools = await server.listTools();
      expect(tools.map((t) => t.name)).toContain('close_ticket');
      const call = server.callTool('close_ticket', { ticket_id: 'T-1' });
      const q = await m.nth(0);
      expect(q.context.server.trustedId).toBe('tickets');
      q.answer({ action: 'accept', content: { confirm: true } });
      const content = await call;
      expect(content.map((part) => (part.type === 'text' ? part.text : '')).join('')).toContain(
        'Closed T-1',
      );
    } finally {
      await server.close();
    }
  }, 30_000);

  it('the agent’s abort cancels the call and the open question', async () => {
    const m = manualRenderer();
    const server = elicitkitMcpServer({ url: demo.url, renderer: m.renderer, name: 'tickets' });
    await server.connect();
    try {
      const abort = new AbortController();
      const call = server.callTool('close_ticket', { ticket_id: 'T-1' }, null, {
        signal: abort.signal,
      });
      call.catch(() => {});
      const q = await m.nth(0);
      abort.abort();
      await expect(call).rejects.toThrow();
      expect(q.context.signal.aborted).toBe(true);
    } finally {
      await server.close();
    }
  }, 30_000);
});
