// completionFetch: the library reads the server's bytes unchanged; completions reach the handler.
import { describe, expect, it } from 'vitest';
import { completionFetch } from './completionFetch.js';

const event = (message: unknown) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;
const COMPLETE = { jsonrpc: '2.0', method: 'notifications/elicitation/complete' };

function sse(chunks: string[], type = 'text/event-stream') {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return async (_input: string) => new Response(body, { headers: { 'content-type': type } });
}

describe('completionFetch', () => {
  it('hands each completion on an event stream to the handler; the bytes pass through unchanged', async () => {
    const stream =
      event({ ...COMPLETE, params: { elicitationId: 'a' } }) +
      event({ jsonrpc: '2.0', id: 1, result: { note: 'notifications/elicitation/complete' } }) +
      event({ jsonrpc: '2.0', method: 'notifications/message', params: { elicitationId: 'x' } }) +
      event({ ...COMPLETE, params: { elicitationId: 'b' } }).replaceAll('\n', '\r\n');
    // Split mid-line and mid-character so events straddle chunks.
    const chunks = [stream.slice(0, 17), stream.slice(17, 90), stream.slice(90)];
    const completed: string[] = [];
    const wrapped = completionFetch({ complete: (id) => completed.push(id) }, sse(chunks));
    const response = await wrapped('http://127.0.0.1/mcp');
    expect(await response.text()).toBe(stream);
    expect(completed).toEqual(['a', 'b']);
  });

  it('leaves other responses alone and reads an adapter’s `.handler`', async () => {
    const completed: string[] = [];
    const target = { handler: { complete: (id: string) => completed.push(id) } };
    const body = event({ ...COMPLETE, params: { elicitationId: 'a' } });
    const response = await completionFetch(target, sse([body], 'application/json'))('u');
    expect(await response.text()).toBe(body);
    expect(completed).toEqual([]);
  });
});
