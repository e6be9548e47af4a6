// The Claude Agent SDK sends whatever onElicitation returns, unvalidated, calls it concurrently,
// and streams URL completions without aborting the callback's signal.
import type {
  ElicitationRequest,
  OnElicitation,
  SDKElicitationCompleteMessage,
} from '@anthropic-ai/claude-agent-sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { manualRenderer, SEATS_FORM } from '../manualRenderer.testing.js';
import type { ClaudeElicitationRequest, ClaudeStreamMessage } from './index.js';
import { claudeAgentElicitation } from './index.js';

// As the SDK hands it over: all nine keys, absent ones undefined.
const request = (over: Partial<ElicitationRequest> = {}): ElicitationRequest => ({
  serverName: 'tickets',
  message: SEATS_FORM.message,
  mode: 'form',
  url: undefined,
  elicitationId: undefined,
  requestedSchema: SEATS_FORM.requestedSchema,
  title: undefined,
  displayName: undefined,
  description: undefined,
  ...over,
});
const urlRequest = (elicitationId: string) =>
  request({
    mode: 'url',
    url: `https://auth.example.com/${elicitationId}`,
    elicitationId,
    requestedSchema: undefined,
  });
const call = (signal = new AbortController().signal, requestId: string = crypto.randomUUID()) => ({
  signal,
  requestId,
});
const complete = (server: string, id: string): SDKElicitationCompleteMessage => ({
  type: 'system',
  subtype: 'elicitation_complete',
  mcp_server_name: server,
  elicitation_id: id,
  uuid: '00000000-0000-4000-8000-000000000000',
  session_id: 's',
});
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('claudeAgentElicitation', () => {
  it('is the SDK’s own onElicitation, and observe takes its stream messages', () => {
    const { onElicitation, observe } = claudeAgentElicitation(manualRenderer().renderer);
    expectTypeOf(onElicitation).toExtend<OnElicitation>();
    expectTypeOf<ElicitationRequest>().toExtend<ClaudeElicitationRequest>();
    expectTypeOf<SDKElicitationCompleteMessage>().toExtend<ClaudeStreamMessage>();
    expectTypeOf(observe).parameter(0).toEqualTypeOf<ClaudeStreamMessage>();
  });

  it('the SDK’s serverName is the trusted id; the server’s permissionDisplay only self-reported', async () => {
    const m = manualRenderer();
    const { onElicitation } = claudeAgentElicitation(m.renderer, {
      servers: { tickets: { url: 'https://tickets.example.com/mcp' } },
    });
    const result = onElicitation(
      request({ displayName: 'Official Bank', title: 'Approve', description: 'x' }),
      call(undefined, 'req-1'),
    );
    const q = await m.nth(0);
    expect(q.context.server).toEqual({
      trustedId: 'tickets',
      trustedUrl: 'https://tickets.example.com/mcp',
      reportedName: 'Official Bank',
    });
    expect(q.context.inputKey).toBe('req-1');
    q.answer({ action: 'accept', content: { seats: 2 } });
    expect(await result).toEqual({ action: 'accept', content: { seats: 2 } });
  });

  it('a server the host did not describe is still named by its config key, a command as its address', async () => {
    const m = manualRenderer();
    const { onElicitation } = claudeAgentElicitation(m.renderer, {
      servers: { local: { command: 'node' } },
    });
    void onElicitation(request({ serverName: 'local' }), call());
    expect((await m.nth(0)).context.server).toEqual({ trustedId: 'local', trustedUrl: 'node' });
    void onElicitation(request({ serverName: 'other' }), call());
    (await m.nth(0)).answer({ action: 'decline' });
    expect((await m.nth(1)).context.server).toEqual({ trustedId: 'other' });
  });

  it('a stdio server is named by its command line as configured, not its executable', async () => {
    const m = manualRenderer();
    const { onElicitation } = claudeAgentElicitation(m.renderer, {
      servers: {
        a: { type: 'stdio', command: '/usr/bin/node', args: ['server.mjs'] },
        b: { command: '/usr/bin/node', args: ['other server.mjs', '--port', '0'] },
      },
    });
    void onElicitation(request({ serverName: 'a' }), call());
    expect((await m.nth(0)).context.server).toEqual({
      trustedId: 'a',
      trustedUrl: '/usr/bin/node server.mjs',
    });
    (await m.nth(0)).answer({ action: 'decline' });
    void onElicitation(request({ serverName: 'b' }), call());
    expect((await m.nth(1)).context.server).toEqual({
      trustedId: 'b',
      trustedUrl: '/usr/bin/node "other server.mjs" --port 0',
    });
  });

  it('an answer out of range is asked again with the errors, then cancel: never sent', async () => {
    const m = manualRenderer();
    const { onElicitation } = claudeAgentElicitation(m.renderer);
    const result = onElicitation(request(), call());
    (await m.nth(0)).answer({ action: 'accept', content: { seats: 0 } });
    const again = await m.nth(1);
    expect(again.context.attempt).toBe(2);
    expect(again.context.errors?.length).toBeGreaterThan(0);
    again.answer({ action: 'accept', content: { seats: -1 } });
    expect(await result).toEqual({ action: 'cancel' });
  });

  it('the callback’s signal cancels an open question', async () => {
    const m = manualRenderer();
    const abort = new AbortController();
    const { onElicitation } = claudeAgentElicitation(m.renderer);
    const result = onElicitation(request(), call(abort.signal));
    const q = await m.nth(0);
    abort.abort();
    expect(q.context.signal.aborted).toBe(true);
    expect(await result).toEqual({ action: 'cancel' });
  });

  it('a renderer that throws, or answers nothing, is cancel: never null', async () => {
    const { onElicitation } = claudeAgentElicitation(() => {
      throw new Error('boom');
    });
    expect(await onElicitation(request(), call())).toEqual({ action: 'cancel' });
    const junk = claudeAgentElicitation(async () => null as never);
    expect(await junk.onElicitation(request(), call())).toEqual({ action: 'cancel' });
    // A failure outside the renderer (here a host's lock) is cancel too, not a rejection or null.
    const broken = claudeAgentElicitation(manualRenderer().renderer, {
      lock: { acquire: () => Promise.reject(new Error('lock')), size: 0 },
    });
    expect(await broken.onElicitation(request(), call())).toEqual({ action: 'cancel' });
  });

  it('elicitation_complete closes only the open URL prompt with that id, of that server', async () => {
    const m = manualRenderer();
    const { onElicitation, observe } = claudeAgentElicitation(m.renderer, {
      lock: { acquire: async () => () => {}, size: 0 }, // both prompts open at once
    });
    void onElicitation(urlRequest('a'), call());
    void onElicitation(urlRequest('b'), call());
    const [a, b] = [await m.nth(0), await m.nth(1)];
    observe(complete('other-server', 'a')); // another server's id: not ours
    observe(complete('tickets', 'zzz')); // an id not open
    observe({ type: 'assistant' });
    await tick();
    expect(a.context.serverCompleted?.aborted).toBe(false);
    observe(complete('tickets', 'a'));
    expect(a.context.serverCompleted?.aborted).toBe(true);
    expect(b.context.serverCompleted?.aborted).toBe(false);
    expect(a.context.signal.aborted).toBe(false); // completion is not a cancel
  });

  it('a completion before the prompt opens is not remembered', async () => {
    const m = manualRenderer();
    const { onElicitation, observe } = claudeAgentElicitation(m.renderer);
    void onElicitation(urlRequest('a'), call()); // creates the server's handler
    (await m.nth(0)).answer({ action: 'decline' });
    observe(complete('tickets', 'c'));
    void onElicitation(urlRequest('c'), call());
    expect((await m.nth(1)).context.serverCompleted?.aborted).toBe(false);
  });

  it('concurrent callbacks are shown one at a time, across servers', async () => {
    const m = manualRenderer();
    const { onElicitation } = claudeAgentElicitation(m.renderer);
    const first = onElicitation(request(), call());
    const second = onElicitation(request({ serverName: 'weather' }), call());
    const answer = { action: 'accept', content: { seats: 1 } };
    const { alone, firstResult, second: q2 } = await m.oneAtATime(first, answer);
    expect(alone).toBe(true);
    expect(firstResult).toEqual(answer);
    expect(q2.context.server.trustedId).toBe('weather');
    q2.answer({ action: 'decline' });
    expect(await second).toEqual({ action: 'decline' });
  });

  it('a question past the server’s budget is cancel unseen', async () => {
    const m = manualRenderer();
    const { onElicitation } = claudeAgentElicitation(m.renderer, { questionBudget: 1 });
    const first = onElicitation(request(), call());
    (await m.nth(0)).answer({ action: 'decline' });
    await first;
    expect(await onElicitation(request(), call())).toEqual({ action: 'cancel' });
    expect(m.shown).toHaveLength(1);
  });
});
