import type { BridgeEvent, ElicitResult, RenderContext } from '@elicitkit/core';
import { normalizeRequest, PROTOCOL_2026 } from '@elicitkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerCallSnapshot } from '../callSnapshots.js';
import type { ToolCallSnapshot } from '../snapshot.js';
import { SNAPSHOT_FORMAT } from '../snapshot.js';
import type { BridgeStore, ElicitationBridge } from './index.js';
import { BridgeError, createElicitationBridge, createMemoryBridgeStore } from './index.js';

const TTL = 60_000;
const form = normalizeRequest({
  message: 'How many seats?',
  requestedSchema: {
    type: 'object',
    properties: { seats: { type: 'integer', minimum: 1, maximum: 9 } },
    required: ['seats'],
  },
});
const link = normalizeRequest({
  mode: 'url',
  message: 'Sign in',
  url: 'https://example.com/login',
  elicitationId: 'e-1',
});

function contextWith(signal = new AbortController().signal): RenderContext {
  return {
    server: {
      trustedId: 'tickets',
      trustedUrl: 'http://127.0.0.1:1/mcp',
      reportedName: 'Official Bank Server',
      reportedVersion: '9',
    },
    era: PROTOCOL_2026,
    round: 1,
    inputKey: 'seats',
    attempt: 1,
    signal,
  };
}

/** Asks one question for `owner` and returns the envelope the owner's pages were sent. */
async function ask(
  bridge: ElicitationBridge,
  owner = 'alice',
  request = form,
  signal?: AbortSignal,
) {
  const events: BridgeEvent[] = [];
  bridge.subscribe(owner, (event) => events.push(event));
  const answer = bridge.rendererFor(owner)(request, contextWith(signal));
  const [envelope] = await bridge.pending(owner);
  if (!envelope) throw new Error('nothing pending');
  return { answer, envelope, events };
}

async function refusal(promise: Promise<unknown>): Promise<BridgeError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BridgeError);
  return error as BridgeError;
}

/** True while the renderer's promise has not settled. */
async function stillWaiting(answer: Promise<ElicitResult>): Promise<boolean> {
  const marker = Symbol('waiting');
  return (await Promise.race([answer, Promise.resolve(marker)])) === marker;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createElicitationBridge', () => {
  it('turns a question into a JSON envelope for its owner and sends the validated answer back', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope, events } = await ask(bridge);
    expect(JSON.parse(JSON.stringify(envelope))).toEqual(envelope);
    expect(envelope).toMatchObject({
      format: 'elicitkit.elicitation/1',
      owner: 'alice',
      request: form,
      era: PROTOCOL_2026,
      round: 1,
      inputKey: 'seats',
      attempt: 1,
      identity: {
        trusted: { id: 'tickets', url: 'http://127.0.0.1:1/mcp' },
        selfReported: { name: 'Official Bank Server', version: '9' },
      },
    });
    expect(envelope.expiresAt - envelope.createdAt).toBe(TTL);
    expect(events).toEqual([{ type: 'asked', envelope }]);
    expect(await bridge.pending('bob')).toEqual([]);

    await expect(
      bridge.respond(envelope.id, { action: 'accept', content: { seats: 3 } }, 'alice'),
    ).resolves.toEqual({ action: 'accept', content: { seats: 3 } });
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seats: 3 } });
    expect(await bridge.pending('alice')).toEqual([]);
    expect(events.at(-1)).toEqual({
      type: 'closed',
      id: envelope.id,
      owner: 'alice',
      state: 'answered',
    });
  });

  it('refuses an unknown id and changes nothing', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope } = await ask(bridge);
    const error = await refusal(bridge.respond('no-such-id', { action: 'decline' }, 'alice'));
    expect(error.code).toBe('unknown-question');
    expect(await bridge.pending('alice')).toEqual([envelope]);
    expect(await stillWaiting(answer)).toBe(true);
  });

  it("refuses another owner's answer and changes nothing", async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope, events } = await ask(bridge);
    const error = await refusal(bridge.respond(envelope.id, { action: 'decline' }, 'mallory'));
    expect(error.code).toBe('foreign-owner');
    expect(await bridge.pending('alice')).toEqual([envelope]);
    expect(await stillWaiting(answer)).toBe(true);
    expect(events).toHaveLength(1);
    // The owner can still answer.
    await bridge.respond(envelope.id, { action: 'decline' }, 'alice');
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('refuses a second answer (another tab) and keeps the first', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope } = await ask(bridge);
    await bridge.respond(envelope.id, { action: 'accept', content: { seats: 2 } }, 'alice');
    const error = await refusal(bridge.respond(envelope.id, { action: 'decline' }, 'alice'));
    expect(error.code).toBe('answered');
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seats: 2 } });
  });

  it('refuses content that does not fit the form, with the errors, and keeps the question open', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope } = await ask(bridge);
    const error = await refusal(
      bridge.respond(envelope.id, { action: 'accept', content: { seats: 40 } }, 'alice'),
    );
    expect(error.code).toBe('invalid-answer');
    expect(error.errors.map((e) => e.field)).toEqual(['seats']);
    const notAnAnswer = await refusal(bridge.respond(envelope.id, { action: 'maybe' }, 'alice'));
    expect(notAnAnswer.code).toBe('invalid-answer');
    expect(await bridge.pending('alice')).toEqual([envelope]);
    expect(await stillWaiting(answer)).toBe(true);
    // Coerced as core's validator returns it.
    await bridge.respond(envelope.id, { action: 'accept', content: { seats: '4' } }, 'alice');
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seats: 4 } });
  });

  it('answers cancel when the time runs out, and refuses a late answer', async () => {
    vi.useFakeTimers();
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope, events } = await ask(bridge);
    await vi.advanceTimersByTimeAsync(TTL);
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(events.at(-1)).toMatchObject({ type: 'closed', state: 'expired' });
    expect(await bridge.pending('alice')).toEqual([]);
    const error = await refusal(
      bridge.respond(envelope.id, { action: 'accept', content: { seats: 1 } }, 'alice'),
    );
    expect(error.code).toBe('expired');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('withdraws the envelope when the call is aborted, and refuses a late answer', async () => {
    const controller = new AbortController();
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope, events } = await ask(bridge, 'alice', form, controller.signal);
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(events.at(-1)).toMatchObject({ type: 'closed', id: envelope.id, state: 'withdrawn' });
    expect(await bridge.pending('alice')).toEqual([]);
    const error = await refusal(bridge.respond(envelope.id, { action: 'decline' }, 'alice'));
    expect(error.code).toBe('withdrawn');
  });

  it('a URL question is accepted without content', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, envelope } = await ask(bridge, 'alice', link);
    expect(envelope.request).toEqual(link);
    await bridge.respond(envelope.id, { action: 'accept', content: { stolen: 'x' } }, 'alice');
    await expect(answer).resolves.toEqual({ action: 'accept' });
  });

  it('renderer asks for the owner set by runAs, and refuses to ask for nobody', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const nobody = await refusal(bridge.renderer(form, contextWith()));
    expect(nobody.code).toBe('no-owner');
    const answer = bridge.runAs('carol', async () => {
      await Promise.resolve();
      return bridge.renderer(form, contextWith());
    });
    await vi.waitFor(async () => expect(await bridge.pending('carol')).toHaveLength(1));
    const [envelope] = await bridge.pending('carol');
    await bridge.respond(envelope!.id, { action: 'decline' }, 'carol');
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });

  it('keeps owners apart in events', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const bobs: BridgeEvent[] = [];
    const unsubscribe = bridge.subscribe('bob', (event) => bobs.push(event));
    await ask(bridge, 'alice');
    expect(bobs).toEqual([]);
    unsubscribe();
  });

  it('close() cancels what this process holds and leaves no timers', async () => {
    vi.useFakeTimers();
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const { answer, events } = await ask(bridge);
    await bridge.close();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(events.at(-1)).toMatchObject({ state: 'withdrawn' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks nothing when the call is already aborted', async () => {
    const bridge = createElicitationBridge({ ttlMs: TTL });
    const answer = bridge.rendererFor('alice')(form, contextWith(AbortSignal.abort()));
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(await bridge.pending('alice')).toEqual([]);
  });

  it('refuses a ttl that is not positive', () => {
    expect(() => createElicitationBridge({ ttlMs: 0 })).toThrow(TypeError);
  });
});

/** Two replicas on one store; `crash()` makes the first one stop hearing it, as a killed process would. */
function replicas(resume?: (snapshot: ToolCallSnapshot, owner: string) => void) {
  const shared = createMemoryBridgeStore();
  const cut: (() => void)[] = [];
  const crashable: BridgeStore = {
    ...shared,
    watch(holder, listener) {
      const stop = shared.watch(holder, listener);
      cut.push(stop);
      return stop;
    },
  };
  const a = createElicitationBridge({ ttlMs: TTL, store: crashable });
  const b = createElicitationBridge({ ttlMs: TTL, store: shared, ...(resume && { resume }) });
  return { a, b, crash: () => cut.forEach((stop) => stop()) };
}

/** A 2026-07-28 round's question with the call's snapshot behind its signal, as the loop asks it. */
function roundContext(): { context: RenderContext; snapshot: ToolCallSnapshot } {
  const controller = new AbortController();
  const snapshot: ToolCallSnapshot = {
    format: SNAPSHOT_FORMAT,
    tool: 'book',
    arguments: { show: 'x' },
    era: PROTOCOL_2026,
    round: 1,
    inputRequests: {
      seats: { method: 'elicitation/create', params: { message: 'How many seats?' } },
    } as unknown as ToolCallSnapshot['inputRequests'],
    requestState: 'opaque-state',
    answers: {},
    server: { trustedId: 'tickets' },
  };
  offerCallSnapshot(controller.signal, () => structuredClone(snapshot));
  return { context: contextWith(controller.signal), snapshot };
}

describe('replicas: an answer through another process than the one that asked', () => {
  it('an answer from another replica that lands as the time runs out is the answer, not a cancel', async () => {
    vi.useFakeTimers();
    // The store's events reach the asking replica late, as a pub/sub message can.
    const shared = createMemoryBridgeStore();
    const late: (() => void)[] = [];
    const slow: BridgeStore = {
      ...shared,
      watch: (holder, listener) =>
        shared.watch(holder, (event) => void late.push(() => listener(event))),
    };
    const a = createElicitationBridge({ ttlMs: TTL, store: slow });
    const b = createElicitationBridge({ ttlMs: TTL, store: shared });
    const answer = a.rendererFor('alice')(form, roundContext().context);
    const [envelope] = await b.pending('alice');
    await expect(
      b.respond(envelope!.id, { action: 'accept', content: { seats: 2 } }, 'alice'),
    ).resolves.toEqual({ action: 'accept', content: { seats: 2 } });
    await vi.advanceTimersByTimeAsync(TTL);
    expect(await stillWaiting(answer)).toBe(true);
    for (const deliver of late.splice(0)) deliver();
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seats: 2 } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reaches the asking process while it is there', async () => {
    const resume = vi.fn();
    const { a, b } = replicas(resume);
    const answer = a.rendererFor('alice')(form, roundContext().context);
    const [envelope] = await b.pending('alice');
    await b.respond(envelope!.id, { action: 'accept', content: { seats: 2 } }, 'alice');
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seats: 2 } });
    expect(resume).not.toHaveBeenCalled();
  });

  it('2026-07-28: the asking process is gone, so the answer resumes the call from its snapshot here', async () => {
    const resumed: [ToolCallSnapshot, string][] = [];
    const { a, b, crash } = replicas((snapshot, owner) => void resumed.push([snapshot, owner]));
    const { context, snapshot } = roundContext();
    void a.rendererFor('alice')(form, context);
    const [envelope] = await b.pending('alice');
    crash();
    await expect(
      b.respond(envelope!.id, { action: 'accept', content: { seats: '3' } }, 'alice'),
    ).resolves.toEqual({ action: 'accept', content: { seats: 3 } });
    expect(resumed).toEqual([
      [{ ...snapshot, answers: { seats: { action: 'accept', content: { seats: 3 } } } }, 'alice'],
    ]);
    expect(await b.pending('alice')).toEqual([]);
    const again = await refusal(b.respond(envelope!.id, { action: 'decline' }, 'alice'));
    expect(again.code).toBe('answered');
  });

  it('2025-11-25 push: the asking process is gone, so the answer is refused as holder-gone and the question withdrawn', async () => {
    const resume = vi.fn();
    const { a, b, crash } = replicas(resume);
    const events: BridgeEvent[] = [];
    b.subscribe('alice', (event) => events.push(event));
    // A push: no round, no snapshot behind its signal.
    void a.rendererFor('alice')(form, { ...contextWith(), era: '2025-11-25', inputKey: undefined });
    const [envelope] = await b.pending('alice');
    crash();
    const gone = await refusal(b.respond(envelope!.id, { action: 'decline' }, 'alice'));
    expect(gone.code).toBe('holder-gone');
    expect(gone.message).toMatch(/stopped.*2025-11-25/);
    expect(resume).not.toHaveBeenCalled();
    expect(await b.pending('alice')).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'closed', id: envelope!.id, state: 'withdrawn' });
  });

  it('2026-07-28 without a resume hook: refused as holder-gone too, never lost silently', async () => {
    const { a, b, crash } = replicas();
    void a.rendererFor('alice')(form, roundContext().context);
    const [envelope] = await b.pending('alice');
    crash();
    const gone = await refusal(b.respond(envelope!.id, { action: 'decline' }, 'alice'));
    expect(gone.code).toBe('holder-gone');
  });

  it('a snapshot never reaches the pages', async () => {
    const { a, b } = replicas(vi.fn());
    const events: BridgeEvent[] = [];
    b.subscribe('alice', (event) => events.push(event));
    void a.rendererFor('alice')(form, roundContext().context);
    const [envelope] = await b.pending('alice');
    expect(JSON.stringify([envelope, events])).not.toContain('opaque-state');
  });
});
