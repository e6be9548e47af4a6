// A 2025-11-25 server process (servers/hostile2025.mjs) that pushes 1,000 elicitation/create at
// once, during one call and during two concurrent ones. Whatever path the pushes take, no more
// than the connection's question budget reach the person; the rest are answered cancel unseen,
// refused before they wait for their turn; the person is told once, the host once.
import type { BudgetExhaustedEvent } from '@elicitkit/client';
import { connect } from '@elicitkit/client';
import type { ElicitationRenderer, RenderContext, RendererNotice } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAll } from '../client/support/serverProcess.js';
import { textOf } from '../client/support/text.js';
import type { Hostile2025 } from './support/hostile2025.js';
import { mark, received, startHostile2025 } from './support/hostile2025.js';

const FLOOD = 1000;

let server: Hostile2025;

beforeAll(async () => {
  server = await startHostile2025();
});
afterAll(stopAll);

/** A person who answers everything at once (the worst case for a flood), unless told to wait. */
function autoAnswering(onQuestion?: (context: RenderContext, shown: number) => Promise<void>) {
  const notices: RendererNotice[] = [];
  let shown = 0;
  const renderer: ElicitationRenderer = Object.assign(
    async (_request: unknown, context: RenderContext) => {
      shown++;
      await onQuestion?.(context, shown);
      return { action: 'accept' as const, content: { ok: true } };
    },
    { notify: (notice: RendererNotice) => void notices.push(notice) },
  );
  return { renderer, notices, shown: () => shown };
}

async function session(renderer: ElicitationRenderer, questionBudget: number) {
  const events: BudgetExhaustedEvent[] = [];
  const client = await connect({
    url: server.url,
    renderer,
    protocol: '2025-11-25',
    serverId: 'hostile-2025',
    questionBudget,
    onBudgetExhausted: (event) => void events.push(event),
  });
  return { client, events, since: mark(server.log) };
}

/** The actions the server received from `flood` since `since`, counted by action. */
async function tally(since: number, count: number): Promise<Record<string, number>> {
  // Each reply is its own POST to the server: a thousand take a while on a busy machine.
  let seen = received(server.log, 'flood', since);
  for (let waited = 0; seen.length < count && waited < 60_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = received(server.log, 'flood', since);
  }
  const counts: Record<string, number> = {};
  for (const e of seen) {
    const action = e.event === 'received' ? e.result.action : 'refused';
    counts[action] = (counts[action] ?? 0) + 1;
  }
  return counts;
}

// The round cap is a call's; raised here so that only the connection's budget limits.
const NO_ROUND_CAP = { maxRounds: 100_000 };

describe('a server flooding a person with questions', { timeout: 120_000 }, () => {
  it('1,000 pushes in one call: exactly the budget reach the person, the rest are cancel; a later call gets nothing shown', async () => {
    const person = autoAnswering();
    const { client, events, since } = await session(person.renderer, 20);
    try {
      const call = client.callTool('flood', {}, NO_ROUND_CAP);
      expect(textOf(await call.result)).toBe('accepted 20 of 1000');
      expect(person.shown()).toBe(20);
      expect(await tally(since, FLOOD)).toEqual({ accept: 20, cancel: FLOOD - 20 });

      // The budget is the connection's, not the call's: the next call's pushes are refused too.
      const again = client.callTool('flood', {}, NO_ROUND_CAP);
      expect(textOf(await again.result)).toBe('accepted 0 of 1000');
      expect(person.shown()).toBe(20);
      expect(await tally(since, 2 * FLOOD)).toEqual({ accept: 20, cancel: 2 * FLOOD - 20 });

      expect(person.notices).toHaveLength(1);
      expect(person.notices[0]).toMatchObject({
        kind: 'budget-exhausted',
        server: { trustedId: 'hostile-2025' },
        msg: { key: 'budget.exhausted', values: { who: 'hostile-2025' } },
      });
      expect(events).toEqual([expect.objectContaining({ reason: 'limit', limit: 20, asked: 20 })]);
    } finally {
      await client.close();
    }
  });

  it('1,000 pushes in each of two concurrent calls: still exactly the budget, one notice, one event', async () => {
    const person = autoAnswering();
    const { client, events, since } = await session(person.renderer, 30);
    try {
      const calls = [
        client.callTool('flood', {}, NO_ROUND_CAP),
        client.callTool('flood', {}, NO_ROUND_CAP),
      ];
      const texts = (await Promise.all(calls.map((c) => c.result))).map(textOf);
      expect(texts.map((t) => Number(/accepted (\d+)/.exec(t)?.[1]))).toSatisfy(
        (n: number[]) => n[0]! + n[1]! === 30,
      );
      expect(person.shown()).toBe(30);
      expect(await tally(since, 2 * FLOOD)).toEqual({ accept: 30, cancel: 2 * FLOOD - 30 });
      expect(person.notices).toHaveLength(1);
      expect(events).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('questions past the budget are refused at once, not queued behind the one on screen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const person = autoAnswering(async (_context, shown) => {
      if (shown === 1) await held;
    });
    const { client, since } = await session(person.renderer, 5);
    try {
      const call = client.callTool('flood', {}, NO_ROUND_CAP);
      // While the first question is still open, every refused one has already been answered.
      expect(await tally(since, FLOOD - 5)).toEqual({ cancel: FLOOD - 5 });
      expect(person.shown()).toBe(1);
      release();
      expect(textOf(await call.result)).toBe('accepted 5 of 1000');
      expect(person.shown()).toBe(5);
      expect(await tally(since, FLOOD)).toEqual({ accept: 5, cancel: FLOOD - 5 });
    } finally {
      release();
      await client.close();
    }
  });

  it('the person stops the server asking from the first question: nothing else is shown, not even the questions already waiting', async () => {
    const notices: RendererNotice[] = [];
    let shown = 0;
    let since = 0;
    const renderer: ElicitationRenderer = Object.assign(
      async (_request: unknown, context: RenderContext) => {
        shown++;
        // Held until every push has arrived: 49 wait behind this one, 950 were refused.
        await tally(since, FLOOD - 50);
        context.stopAsking?.();
        return { action: 'cancel' as const };
      },
      { notify: (notice: RendererNotice) => void notices.push(notice) },
    );
    const opened = await session(renderer, 50);
    since = opened.since;
    const { client, events } = opened;
    try {
      const result = await client.callTool('flood', {}, NO_ROUND_CAP).result;
      expect(textOf(result)).toBe('accepted 0 of 1000');
      expect(shown).toBe(1);
      expect(await tally(since, FLOOD)).toEqual({ cancel: FLOOD });
      // Told once: when the 51st arrived and was refused, before the person said stop.
      expect(notices).toHaveLength(1);
      expect(events).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});
