import type { ElicitationRenderer, RendererNotice } from '@elicitkit/core';
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
});
