// The real Claude Agent SDK (its Claude Code binary from the registry) drives the demo server's
// 2026-07-28 rounds offline: a fake Messages API on 127.0.0.1 scripts the model's tool_use.
import { query } from '@anthropic-ai/claude-agent-sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claudeAgentElicitation } from '@elicitkit/client/claude-agent-sdk';
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoForSuite } from './support/demoForSuite.js';

const TOOL = 'mcp__tickets__assign_ticket';

/** Streams one assistant message as the Messages API's SSE events. */
function stream(res: ServerResponse, block: Record<string, unknown>, delta: object, stop: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const send = (type: string, data: object) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  const usage = { input_tokens: 1, output_tokens: 1 };
  send('message_start', {
    message: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage,
    },
  });
  send('content_block_start', { index: 0, content_block: block });
  send('content_block_delta', { index: 0, delta });
  send('content_block_stop', { index: 0 });
  send('message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage });
  send('message_stop', {});
  res.end();
}

/** First turn: call the MCP tool; after its tool_result: say what it returned, end_turn. */
function fakeMessagesApi(toolResults: string[]) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { messages = [] } = JSON.parse(body || '{}') as { messages?: { content: unknown }[] };
      const last = JSON.stringify(messages.at(-1)?.content ?? '');
      if (last.includes('tool_result')) {
        toolResults.push(last);
        stream(res, { type: 'text', text: '' }, { type: 'text_delta', text: 'Done.' }, 'end_turn');
      } else {
        const input = JSON.stringify({ ticket_id: 'T-2' });
        stream(
          res,
          { type: 'tool_use', id: 'toolu_1', name: TOOL, input: {} },
          { type: 'input_json_delta', partial_json: input },
          'tool_use',
        );
      }
    });
  });
}

describe('claudeAgentElicitation on the real Claude Agent SDK', () => {
  const demo = demoForSuite();
  const toolResults: string[] = [];
  const api = fakeMessagesApi(toolResults);
  let home = '';
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'elicitkit-claude-'));
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    api.close();
    rmSync(home, { recursive: true, force: true });
  });

  /** Runs one query whose model calls assign_ticket once; the renderer answers from `answers`. */
  async function run(answers: ElicitResult[]) {
    toolResults.length = 0;
    const shown: RenderContext[] = [];
    const url = demo.url.href;
    const mcpServers = { tickets: { type: 'http' as const, url } };
    const { onElicitation, observe } = claudeAgentElicitation(
      async (_request, context) => {
        shown.push(context);
        return answers[shown.length - 1] ?? { action: 'cancel' };
      },
      { servers: mcpServers },
    );
    const { port } = api.address() as AddressInfo;
    const messages = query({
      prompt: 'Assign ticket T-2.',
      options: {
        mcpServers,
        onElicitation,
        allowedTools: [TOOL],
        cwd: home,
        env: {
          PATH: process.env['PATH'] ?? '',
          HOME: home,
          ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
          ANTHROPIC_API_KEY: 'sk-test',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_TELEMETRY: '1',
          DISABLE_AUTOUPDATER: '1',
          DISABLE_ERROR_REPORTING: '1',
          ENABLE_TOOL_SEARCH: 'false',
        },
      },
    });
    for await (const message of messages) observe(message);
    return { shown, url, result: toolResults.join('') };
  }

  it('an answer out of range is asked again and never sent; the valid one reaches the server', async () => {
    const { shown, url, result } = await run([
      { action: 'accept', content: { agent: 'nobody-at-all' } },
      { action: 'accept', content: { agent: 'sam', priority: 'urgent' } },
    ]);
    expect(shown).toHaveLength(2);
    expect(shown[0]?.server).toEqual({ trustedId: 'tickets', trustedUrl: url });
    expect(shown[1]?.attempt).toBe(2);
    expect(result).toContain('Assigned T-2 to Sam (accounts) (priority urgent)');
  }, 120_000);

  it('two answers out of range: cancel, and nothing of them reaches the server', async () => {
    const { shown, result } = await run([
      { action: 'accept', content: { agent: 'nobody-at-all' } },
      { action: 'accept', content: { agent: 'sam', priority: 'highest' } },
    ]);
    expect(shown).toHaveLength(2);
    expect(result).toContain('T-2 was not assigned');
    expect(result).not.toMatch(/nobody-at-all|highest/);
  }, 120_000);
});
