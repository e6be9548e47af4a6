import type { ElicitationRenderer, RenderContext, RendererNotice } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import { createElicitationHandler } from './createElicitationHandler.js';
import type { BudgetExhaustedEvent } from './questionBudget.js';

const FORM = {
  message: 'Still there?',
  requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } },
};

function person() {
  const notices: RendererNotice[] = [];
  let shown = 0;
  const renderer: ElicitationRenderer = Object.assign(
    async () => {
      shown++;
      return { action: 'accept' as const, content: { ok: true } };
    },
    { notify: (notice: RendererNotice) => void notices.push(notice) },
  );
  return { renderer, notices, shown: () => shown };
}

// The adapters (SDK v1/v2, Mastra, AI SDK) all answer through this handler.
describe('a handler’s question budget', () => {
  it('shows the budget, answers the rest cancel at once, tells the person and the host once', async () => {
    const p = person();
    const events: BudgetExhaustedEvent[] = [];
    const handler = createElicitationHandler(p.renderer, {
      server: { trustedId: 'tickets' },
      questionBudget: 3,
      onBudgetExhausted: (event) => void events.push(event),
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => handler(FORM)));
    expect(p.shown()).toBe(3);
    expect(answers.filter((a) => a.action === 'accept')).toHaveLength(3);
    expect(answers.filter((a) => a.action === 'cancel')).toHaveLength(97);
    expect(p.notices).toEqual([
      {
        kind: 'budget-exhausted',
        server: { trustedId: 'tickets' },
        msg: { key: 'budget.exhausted', values: { who: 'tickets' } },
      },
    ]);
    expect(events).toEqual([
      { server: { trustedId: 'tickets' }, reason: 'limit', limit: 3, asked: 3 },
    ]);
  });

  it('has a default of 50 a session', async () => {
    const p = person();
    const handler = createElicitationHandler(p.renderer, { server: { trustedId: 'tickets' } });
    for (let n = 0; n < 60; n++) await handler(FORM);
    expect(p.shown()).toBe(50);
    expect(p.notices).toHaveLength(1);
  });

  it('stop asking from a question: later questions, and those already waiting, are cancel unseen; host told once', async () => {
    const notices: RendererNotice[] = [];
    const events: BudgetExhaustedEvent[] = [];
    let shown = 0;
    const renderer: ElicitationRenderer = Object.assign(
      async (_request: unknown, context: RenderContext) => {
        shown++;
        // Let the others queue behind this question before the person says stop.
        await new Promise((resolve) => setTimeout(resolve, 10));
        context.stopAsking?.();
        return { action: 'cancel' as const };
      },
      { notify: (notice: RendererNotice) => void notices.push(notice) },
    );
    const handler = createElicitationHandler(renderer, {
      server: { trustedId: 'tickets' },
      onBudgetExhausted: (event) => void events.push(event),
    });
    const waiting = Array.from({ length: 5 }, () => handler(FORM));
    expect(await Promise.all(waiting)).toEqual(Array(5).fill({ action: 'cancel' }));
    expect(await handler(FORM)).toEqual({ action: 'cancel' });
    expect(shown).toBe(1);
    expect(events).toEqual([
      { server: { trustedId: 'tickets' }, reason: 'person', limit: 50, asked: 5 },
    ]);
    expect(notices).toHaveLength(1);
  });
});
