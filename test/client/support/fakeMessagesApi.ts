// A fake Messages API on 127.0.0.1 for the real Claude Agent SDK (its Claude Code binary) to run
// offline: the first turn calls the scripted MCP tool, the turn after its tool_result says
// "Done." and ends. What each tool_result carried is kept for the test to read.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The tool the scripted model calls next (`mcp__<server>__<tool>`), and with what. */
export interface ModelScript {
  tool: string;
  input: object;
}

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

export interface FakeMessagesApi {
  /** Set before a query: what the model calls. */
  script: ModelScript;
  /** Each tool_result the model was given, as JSON text. */
  readonly toolResults: string[];
  /** ANTHROPIC_BASE_URL for the SDK, once listening. */
  readonly url: string;
  listen(): Promise<void>;
  close(): void;
}

export function fakeMessagesApi(script: ModelScript): FakeMessagesApi {
  const api: FakeMessagesApi = {
    script,
    toolResults: [],
    get url() {
      const address = server.address() as AddressInfo | null;
      if (!address) throw new Error('the fake Messages API is not listening');
      return `http://127.0.0.1:${address.port}`;
    },
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () => void server.close(),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { messages = [] } = JSON.parse(body || '{}') as { messages?: { content: unknown }[] };
      const last = JSON.stringify(messages.at(-1)?.content ?? '');
      if (last.includes('tool_result')) {
        api.toolResults.push(last);
        stream(res, { type: 'text', text: '' }, { type: 'text_delta', text: 'Done.' }, 'end_turn');
      } else {
        stream(
          res,
          { type: 'tool_use', id: 'toolu_1', name: api.script.tool, input: {} },
          { type: 'input_json_delta', partial_json: JSON.stringify(api.script.input) },
          'tool_use',
        );
      }
    });
  });
  return api;
}

/** The environment the SDK's binary runs in: offline, on the fake API, in `home`. */
export function offlineClaudeEnv(api: FakeMessagesApi, home: string): Record<string, string> {
  return {
    PATH: process.env['PATH'] ?? '',
    HOME: home,
    ANTHROPIC_BASE_URL: api.url,
    ANTHROPIC_API_KEY: 'sk-test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    ENABLE_TOOL_SEARCH: 'false',
  };
}
