// An ACP editor's elicitation handlers on the SDK's own app API: an agent app connected in
// process to a client app, so every question goes through the SDK's parsing, its
// `$/cancel_request` and its notifications, and each test reads what the agent got back.
import type {
  AgentContext,
  ClientNotificationHandlersByMethod,
  ClientRequestHandlersByMethod,
  CreateElicitationRequest,
  ElicitationCapabilities,
  InitializeRequest,
} from '@agentclientprotocol/sdk';
import { agent, client, PROTOCOL_VERSION } from '@agentclientprotocol/sdk';
import type { ElicitationRenderer } from '@elicitkit/core';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { manualRenderer, SEATS_FORM } from '../manualRenderer.testing.js';
import type { RefusedQuestion } from '../reportRefusedPushes.js';
import type { AcpElicitation, AcpElicitationRenderer, AcpRenderContext } from './index.js';
import { acpElicitation, acpElicitationCapabilities } from './index.js';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** An agent connected to an editor whose handlers are `elicitation`'s; returns the agent's side. */
async function editorWith(elicitation: AcpElicitation) {
  let toClient: AgentContext | undefined;
  let declared: InitializeRequest['clientCapabilities'];
  const agentApp = agent().onRequest('initialize', ({ params, client: peer }) => {
    toClient = peer;
    declared = params.clientCapabilities;
    return { protocolVersion: PROTOCOL_VERSION, agentCapabilities: {} };
  });
  const connection = client()
    .onRequest('elicitation/create', elicitation.create)
    .onNotification('elicitation/complete', elicitation.complete)
    .connect(agentApp);
  closers.push(() => connection.close());
  await connection.agent.request('initialize', {
    protocolVersion: PROTOCOL_VERSION,
    clientCapabilities: { elicitation: acpElicitationCapabilities() },
  });
  const peer = toClient as AgentContext;
  return {
    declared,
    ask: (params: CreateElicitationRequest, cancellationSignal?: AbortSignal) =>
      peer.request(
        'elicitation/create',
        params,
        cancellationSignal ? { cancellationSignal } : undefined,
      ),
    complete: (elicitationId: string) => peer.notify('elicitation/complete', { elicitationId }),
  };
}

const form = (over: Record<string, unknown> = {}) =>
  ({
    sessionId: 'sess-1',
    toolCallId: 'call-7',
    mode: 'form',
    ...SEATS_FORM,
    ...over,
  }) as CreateElicitationRequest;
const url = (elicitationId: string) =>
  ({
    sessionId: 'sess-1',
    mode: 'url',
    message: 'Sign in to the tracker',
    url: `https://auth.example.com/${elicitationId}`,
    elicitationId,
  }) as CreateElicitationRequest;
const noLock = { acquire: async () => () => {}, size: 0 };
const tick = () => new Promise((r) => setTimeout(r, 5));

describe('acpElicitation', () => {
  it('is the SDK’s own elicitation/create and elicitation/complete handler, and declares both modes', async () => {
    const elicitation = acpElicitation(manualRenderer().renderer, { agentId: 'claude' });
    expectTypeOf(elicitation.create).toExtend<
      ClientRequestHandlersByMethod['elicitation/create']
    >();
    expectTypeOf(elicitation.complete).toExtend<
      ClientNotificationHandlersByMethod['elicitation/complete']
    >();
    expectTypeOf(acpElicitationCapabilities()).toExtend<ElicitationCapabilities>();
    // Any renderer of the kit's will do; an ACP-aware one may read context.acp.
    expectTypeOf<ElicitationRenderer>().toExtend<AcpElicitationRenderer>();
    const { declared } = await editorWith(elicitation);
    expect(declared?.elicitation).toEqual({ form: {}, url: {} });
  });

  it('an agent started with arguments is named by its command line as the editor configured it', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(
      acpElicitation(m.renderer, {
        agentId: 'gemini',
        command: 'npx',
        args: ['@google/gemini-cli', '--experimental-acp'],
      }),
    );
    const result = agentSide.ask(form());
    const q = await m.nth(0);
    expect(q.context.server).toEqual({
      trustedId: 'gemini',
      trustedUrl: 'npx @google/gemini-cli --experimental-acp',
    });
    q.answer({ action: 'decline' });
    await result;
  });

  it('a form answered: the agent gets the validated content; the editor’s agent is who asks', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(
      acpElicitation(m.renderer, { agentId: 'claude', command: 'claude-agent-acp' }),
    );
    // What the agent says about itself changes nothing about who is shown as asking.
    const result = agentSide.ask(form({ _meta: { displayName: 'Official Bank' } }));
    const q = await m.nth(0);
    expect(q.context.server).toEqual({ trustedId: 'claude', trustedUrl: 'claude-agent-acp' });
    expect((q.context as AcpRenderContext).acp).toEqual({
      sessionId: 'sess-1',
      toolCallId: 'call-7',
    });
    expect(q.context.inputKey).toMatch(/^\d+$/); // the JSON-RPC id of the request
    q.answer({ action: 'accept', content: { seats: '2' } });
    expect(await result).toEqual({ action: 'accept', content: { seats: 2 } });
  });

  it('a question scoped to a request, not a session, carries that request id', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(acpElicitation(m.renderer, { agentId: 'claude' }));
    void agentSide.ask(form({ sessionId: undefined, toolCallId: undefined, requestId: 41 }));
    expect(((await m.nth(0)).context as AcpRenderContext).acp).toEqual({ requestId: 41 });
  });

  it('an answer out of range is asked again with the errors, then cancel: never sent', async () => {
    const m = manualRenderer();
    const errors: string[] = [];
    const agentSide = await editorWith(
      acpElicitation(m.renderer, { agentId: 'claude', onError: (e) => errors.push(e.code) }),
    );
    const result = agentSide.ask(form());
    (await m.nth(0)).answer({ action: 'accept', content: { seats: 0 } });
    const again = await m.nth(1);
    expect(again.context.attempt).toBe(2);
    expect(again.context.errors?.length).toBeGreaterThan(0);
    expect((again.context as AcpRenderContext).acp).toEqual({
      sessionId: 'sess-1',
      toolCallId: 'call-7',
    });
    again.answer({ action: 'accept', content: { seats: -1 } });
    expect(await result).toEqual({ action: 'cancel' });
    expect(errors).toEqual(['invalid-content']);
  });

  it('decline reaches the agent as decline', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(acpElicitation(m.renderer, { agentId: 'claude' }));
    const result = agentSide.ask(form());
    (await m.nth(0)).answer({ action: 'decline' });
    expect(await result).toEqual({ action: 'decline' });
  });

  it('the agent’s $/cancel_request aborts the open question: cancel', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(acpElicitation(m.renderer, { agentId: 'claude' }));
    const withdraw = new AbortController();
    const result = agentSide.ask(form(), withdraw.signal);
    const q = await m.nth(0);
    withdraw.abort();
    expect(await result).toEqual({ action: 'cancel' });
    expect(q.context.signal.aborted).toBe(true);
  });

  it.each([
    ['an extension mode', { mode: '_acme/picker', options: ['a'] }, 'unknown-mode'],
    ['a future mode', { mode: 'oauth', provider: 'x' }, 'unknown-mode'],
    [
      'an extension field type',
      {
        requestedSchema: {
          type: 'object',
          properties: { seats: { type: 'integer' }, colour: { type: '_acme/colour' } },
        },
      },
      'unsupported-property',
    ],
  ])('%s is cancel, unseen, with core’s diagnostic for the host', async (_, over, code) => {
    let shown = 0;
    const refused: RefusedQuestion[] = [];
    const agentSide = await editorWith(
      acpElicitation(async () => (shown++, { action: 'decline' }), {
        agentId: 'claude',
        onQuestionRefused: (r) => refused.push(r),
      }),
    );
    expect(await agentSide.ask(form(over))).toEqual({ action: 'cancel' });
    expect(shown).toBe(0);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.server).toEqual({ trustedId: 'claude' });
    expect(refused[0]?.diagnostics.map((d) => d.code)).toEqual([code]);
  });

  it('elicitation/complete closes only the open URL prompt with that id', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(
      acpElicitation(m.renderer, { agentId: 'claude', lock: noLock }), // both prompts open at once
    );
    void agentSide.ask(url('a'));
    void agentSide.ask(url('b'));
    const [a, b] = [await m.nth(0), await m.nth(1)];
    expect(a.request.mode).toBe('url');
    await agentSide.complete('zzz'); // an id not open
    await tick();
    expect(a.context.serverCompleted?.aborted).toBe(false);
    expect(b.context.serverCompleted?.aborted).toBe(false);
    await agentSide.complete('a');
    await tick();
    expect(a.context.serverCompleted?.aborted).toBe(true);
    expect(b.context.serverCompleted?.aborted).toBe(false);
    expect(a.context.signal.aborted).toBe(false); // completion is not a cancel
  });

  it('a URL question consented to is accept, without content', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(acpElicitation(m.renderer, { agentId: 'claude' }));
    const result = agentSide.ask(url('a'));
    (await m.nth(0)).answer({ action: 'accept', content: { smuggled: 'x' } });
    expect(await result).toEqual({ action: 'accept' });
  });

  it('two sessions asking at once are shown one at a time, each with its own scope', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(acpElicitation(m.renderer, { agentId: 'claude' }));
    const first = agentSide.ask(form());
    const second = agentSide.ask(form({ sessionId: 'sess-2', toolCallId: 'call-9' }));
    const answer = { action: 'accept', content: { seats: 1 } };
    const { alone, firstResult, second: q2 } = await m.oneAtATime(first, answer);
    expect(alone).toBe(true);
    expect(firstResult).toEqual(answer);
    expect((q2.context as AcpRenderContext).acp).toEqual({
      sessionId: 'sess-2',
      toolCallId: 'call-9',
    });
    q2.answer({ action: 'decline' });
    expect(await second).toEqual({ action: 'decline' });
  });

  it('a question withdrawn while it waits for its turn is cancel, never shown', async () => {
    const m = manualRenderer();
    const agentSide = await editorWith(acpElicitation(m.renderer, { agentId: 'claude' }));
    const first = agentSide.ask(form());
    const withdraw = new AbortController();
    const second = agentSide.ask(form({ sessionId: 'sess-2' }), withdraw.signal);
    const q1 = await m.nth(0);
    withdraw.abort();
    expect(await second).toEqual({ action: 'cancel' });
    q1.answer({ action: 'decline' });
    expect(await first).toEqual({ action: 'decline' });
    await tick();
    expect(m.shown).toHaveLength(1);
  });

  it('a renderer that throws, or a lock that fails, is cancel: never an error to the agent', async () => {
    const throwing = await editorWith(
      acpElicitation(
        () => {
          throw new Error('boom');
        },
        { agentId: 'claude' },
      ),
    );
    expect(await throwing.ask(form())).toEqual({ action: 'cancel' });
    const broken = await editorWith(
      acpElicitation(manualRenderer().renderer, {
        agentId: 'claude',
        lock: { acquire: () => Promise.reject(new Error('lock')), size: 0 },
      }),
    );
    expect(await broken.ask(form())).toEqual({ action: 'cancel' });
  });

  it('a question past the agent’s budget is cancel unseen, and the renderer is told', async () => {
    const m = manualRenderer();
    const notices: string[] = [];
    const renderer = Object.assign(m.renderer, {
      notify: (n: { kind: string }) => notices.push(n.kind),
    });
    const agentSide = await editorWith(
      acpElicitation(renderer, { agentId: 'claude', questionBudget: 1 }),
    );
    const first = agentSide.ask(form());
    (await m.nth(0)).answer({ action: 'decline' });
    await first;
    expect(await agentSide.ask(form())).toEqual({ action: 'cancel' });
    expect(m.shown).toHaveLength(1);
    expect(notices).toEqual(['budget-exhausted']);
  });
});
