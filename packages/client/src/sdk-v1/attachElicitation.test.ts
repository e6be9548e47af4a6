// The SDK v1 adapter on the real @modelcontextprotocol/sdk 1.x Client and McpServer (in memory):
// what the server receives is what is asserted.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualRenderer } from '../manualRenderer.testing.js';
import { attachElicitation, elicitationCapabilities } from './index.js';

const SEATS = {
  type: 'object' as const,
  properties: { seats: { type: 'integer' as const, minimum: 1 } },
  required: ['seats'],
};

const manual = manualRenderer;

/**
 * A v1 server whose `book` tool asks once and reports what it got; `sign_in` asks a URL;
 * `withdrawable` asks "Question <id>" and withdraws it when the test aborts `withdraw.get(id)`.
 */
async function setup(renderer: ReturnType<typeof manual>['renderer']) {
  const received: unknown[] = [];
  const withdraw = new Map<string, AbortController>();
  const server = new Server(
    { name: 'Official Bank', version: '9.9' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    if (request.params.name === 'withdrawable') {
      const id = String(request.params.arguments?.['id']);
      const controller = new AbortController();
      withdraw.set(id, controller);
      const asked = server.elicitInput(
        { mode: 'form', message: `Question ${id}`, requestedSchema: SEATS },
        { signal: controller.signal, timeout: 600_000 },
      );
      await asked.catch(() => undefined);
      return { content: [{ type: 'text', text: 'withdrawn' }] };
    }
    // The server's own request timeout is long: the person may take minutes.
    const answer =
      request.params.name === 'sign_in'
        ? await server.elicitInput({
            mode: 'url',
            message: 'Sign in',
            url: 'https://bank.example/sign-in',
            elicitationId: 'e-1',
          })
        : await server.elicitInput(
            { mode: 'form', message: 'How many seats?', requestedSchema: SEATS },
            { timeout: 600_000 },
          );
    received.push(answer);
    return { content: [{ type: 'text', text: JSON.stringify(answer) }] };
  });
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities() } },
  );
  const detach = attachElicitation(client, {
    renderer,
    serverId: 'bank',
    serverUrl: 'stdio: bank-server',
  });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  await client.connect(b);
  return { server, client, detach, received, withdraw };
}

const text = (result: unknown) =>
  ((result as { content: { text: string }[] }).content[0] as { text: string }).text;

afterEach(() => {
  vi.useRealTimers();
});

describe('attachElicitation on SDK v1', () => {
  it('the validated answer reaches the server; the identity is the host’s, the name self-reported', async () => {
    const m = manual();
    const { client, received } = await setup(m.renderer);
    const result = client.callTool({ name: 'book', arguments: {} });
    const q = await m.nth(0);
    expect(q.context.server).toEqual({
      trustedId: 'bank',
      trustedUrl: 'stdio: bank-server',
      reportedName: 'Official Bank',
      reportedVersion: '9.9',
    });
    expect(q.context.era).toBe('2025-11-25');
    q.answer({ action: 'accept', content: { seats: '2' } });
    expect(text(await result)).toBe('{"action":"accept","content":{"seats":2}}');
    expect(received).toEqual([{ action: 'accept', content: { seats: 2 } }]);
  });

  it('an invalid answer is never sent: asked again, and after a second bad one the server gets cancel', async () => {
    const m = manual();
    const { client, received } = await setup(m.renderer);
    const result = client.callTool({ name: 'book', arguments: {} });
    (await m.nth(0)).answer({ action: 'accept', content: { seats: 0 } });
    const again = await m.nth(1);
    expect(again.context.attempt).toBe(2);
    again.answer({ action: 'accept', content: { seats: 'many' } });
    await result;
    expect(received).toEqual([{ action: 'cancel' }]);
  });

  it('aborting the host’s call answers its open question with cancel', async () => {
    const m = manual();
    const { client, detach, received } = await setup(m.renderer);
    const abort = new AbortController();
    const call = detach.call({ signal: abort.signal });
    const result = client.callTool({ name: 'book', arguments: {} }, undefined, call.options);
    const q = await m.nth(0);
    abort.abort();
    await expect(result).rejects.toThrow();
    call.dispose();
    expect(q.context.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(received).toEqual([{ action: 'cancel' }]));
  });

  it('a question the server withdraws is cancelled on screen and in the line (never shown)', async () => {
    const m = manual();
    const { client, detach, withdraw } = await setup(m.renderer);
    // SDK v1 ignores a cancellation of request id 0 (a falsy id), so one question goes first.
    const first = client.callTool({ name: 'book', arguments: {} });
    (await m.nth(0)).answer({ action: 'decline' });
    await first;
    const calls = ['a', 'b'].map((id) =>
      client.callTool({ name: 'withdrawable', arguments: { id } }),
    );
    const shown = await m.nth(1);
    await vi.waitFor(() => expect(detach.handler.pending).toBe(2));
    const onScreen = shown.request.message === 'Question a' ? 'a' : 'b';
    const waiting = onScreen === 'a' ? 'b' : 'a';
    // The one waiting its turn leaves the line at once, while the one on screen is still open.
    withdraw.get(waiting)?.abort();
    await vi.waitFor(() => expect(detach.handler.pending).toBe(1));
    expect(shown.context.signal.aborted).toBe(false);
    // The one on screen, whose renderer ignores its signal.
    withdraw.get(onScreen)?.abort();
    await vi.waitFor(() => expect(detach.handler.pending).toBe(0));
    expect(shown.context.signal.aborted).toBe(true);
    expect(m.shown).toHaveLength(2);
    await Promise.all(calls);
  });

  it('detach() cancels the question on screen and the one waiting its turn', async () => {
    const m = manual();
    const { client, detach, received } = await setup(m.renderer);
    const calls = [1, 2].map(() => client.callTool({ name: 'book', arguments: {} }));
    const q = await m.nth(0);
    await vi.waitFor(() => expect(detach.handler.pending).toBe(2));
    const signal = q.context.signal;
    detach();
    await Promise.all(calls);
    expect(received).toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(signal.aborted).toBe(true);
    expect(m.shown).toHaveLength(1);
  });

  it('a completion closes only the URL prompt that is open with that id', async () => {
    const m = manual();
    const { server, client } = await setup(m.renderer);
    // Announced before anything was shown: remembered for nothing.
    await server.createElicitationCompletionNotifier('e-1')();
    const result = client.callTool({ name: 'sign_in', arguments: {} });
    const q = await m.nth(0);
    const completed = q.context.serverCompleted as AbortSignal;
    expect(completed.aborted).toBe(false);
    await server.createElicitationCompletionNotifier('e-other')();
    await server.createElicitationCompletionNotifier('e-1')();
    await vi.waitFor(() => expect(completed.aborted).toBe(true));
    // "Done" from the server is no consent: the person's answer is what is sent.
    q.answer({ action: 'decline' });
    expect(text(await result)).toBe('{"action":"decline"}');
  });

  it('one question at a time across parallel tool calls', async () => {
    const m = manual();
    const { client, received } = await setup(m.renderer);
    const first = client.callTool({ name: 'book', arguments: { note: 'a' } });
    const second = client.callTool({ name: 'book', arguments: { note: 'b' } });
    const q1 = await m.nth(0);
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    expect(m.shown).toHaveLength(1);
    q1.answer({ action: 'accept', content: { seats: 1 } });
    (await m.nth(1)).answer({ action: 'decline' });
    await Promise.all([first, second]);
    expect(received).toEqual([{ action: 'accept', content: { seats: 1 } }, { action: 'decline' }]);
  });

  it('a 90 s answer: the SDK’s 60 s default cuts the call; call() keeps it alive', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const m = manual();
    const { client, detach, received } = await setup(m.renderer);

    // Without: the SDK's DEFAULT_REQUEST_TIMEOUT_MSEC (60 s) ends the call while the person types.
    const cut = client.callTool({ name: 'book', arguments: {} });
    cut.catch(() => {});
    const q1 = await m.nth(0);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(cut).rejects.toThrow(/timed out/i);
    q1.answer({ action: 'accept', content: { seats: 1 } });

    // With: the timer stops while a question is open, however long the person takes.
    const call = detach.call({ timeoutMs: 60_000 });
    const kept = client.callTool({ name: 'book', arguments: {} }, undefined, call.options);
    const q2 = await m.nth(1);
    await vi.advanceTimersByTimeAsync(90_000);
    q2.answer({ action: 'accept', content: { seats: 4 } });
    expect(text(await kept)).toBe('{"action":"accept","content":{"seats":4}}');
    call.dispose();
    expect(received.at(-1)).toEqual({ action: 'accept', content: { seats: 4 } });
  });

  it('after detach() the client no longer answers (the server gets an error, not an answer)', async () => {
    const m = manual();
    const { client, detach } = await setup(m.renderer);
    detach();
    await expect(client.callTool({ name: 'book', arguments: {} })).rejects.toThrow(
      /Method not found/,
    );
    expect(m.shown).toHaveLength(0);
  });
});
