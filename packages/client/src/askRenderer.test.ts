import type { ElicitationRenderer, ElicitResult } from '@elicitkit/core';
import { PROTOCOL_2026 } from '@elicitkit/core';
import { describe, expect, it } from 'vitest';
import type { ClientRenderContext } from './askRenderer.js';
import { askRenderer, runHandler } from './askRenderer.js';
import { RendererError } from './errors.js';
import { createQuestionBudget } from './questionBudget.js';
import { QuestionSignal } from './questionSignal.js';

const FORM = {
  message: 'Close it?',
  requestedSchema: {
    type: 'object',
    properties: { confirm: { type: 'boolean' }, count: { type: 'integer', minimum: 1 } },
    required: ['confirm'],
  },
};
const URL_PARAMS = { mode: 'url', message: 'Sign in', url: 'https://example.com/sign-in' };
const context = {
  server: { trustedId: 'test' },
  era: PROTOCOL_2026,
  round: 1,
  inputKey: 'q',
} as const;
// These tests are about one question: the budget never refuses one here.
const budget = createQuestionBudget(
  async () => ({ action: 'cancel' }),
  () => context.server,
  {
    questionBudget: Infinity,
  },
);

function answers(...results: unknown[]) {
  const seen: ClientRenderContext[] = [];
  const renderer: ElicitationRenderer = async (_request, ctx) => {
    seen.push(ctx as ClientRenderContext);
    return results.shift() as ElicitResult;
  };
  return { renderer, seen };
}

const ask = (
  renderer: ElicitationRenderer,
  params: unknown = FORM,
  signal = new AbortController().signal,
) => askRenderer({ renderer, params, context, budget, signal });

describe('askRenderer', () => {
  it('sends valid accepted content, coerced as core returns it', async () => {
    const { renderer } = answers({ action: 'accept', content: { confirm: true, count: '3' } });
    expect(await ask(renderer)).toEqual({ action: 'accept', content: { confirm: true, count: 3 } });
  });

  it('asks again with the errors when the content does not fit, then sends the fixed answer', async () => {
    const { renderer, seen } = answers(
      { action: 'accept', content: { confirm: 'yes' } },
      { action: 'accept', content: { confirm: false } },
    );
    expect(await ask(renderer)).toEqual({ action: 'accept', content: { confirm: false } });
    expect(seen.map((c) => c.attempt)).toEqual([1, 2]);
    expect(seen[0]?.errors).toBeUndefined();
    expect(seen[1]?.errors).toEqual([expect.objectContaining({ field: 'confirm' })]);
    expect(seen[1]).toMatchObject({ round: 1, inputKey: 'q', era: PROTOCOL_2026 });
  });

  it('gives up after the second bad answer', async () => {
    const { renderer } = answers(
      { action: 'accept', content: {} },
      { action: 'accept', content: { confirm: true, extra: 1 } },
    );
    const failure = ask(renderer);
    await expect(failure).rejects.toBeInstanceOf(RendererError);
    await expect(failure).rejects.toMatchObject({ code: 'invalid-content', source: 'renderer' });
  });

  it('treats something that is not an ElicitResult as a bad answer', async () => {
    const { renderer } = answers({ action: 'maybe' }, { action: 'decline' });
    expect(await ask(renderer)).toEqual({ action: 'decline' });
  });

  it('never sends content with decline, cancel or a URL accept', async () => {
    expect(await ask(answers({ action: 'decline', content: { confirm: true } }).renderer)).toEqual({
      action: 'decline',
    });
    expect(await ask(answers({ action: 'cancel', content: { a: 1 } }).renderer)).toEqual({
      action: 'cancel',
    });
    const url = answers({ action: 'accept', content: { token: 'x' } });
    expect(await ask(url.renderer, URL_PARAMS)).toEqual({ action: 'accept' });
  });

  // Both kinds of signal a question can have: the caller's own, or the adapters' QuestionSignal
  // (whose AbortSignal the renderer gets only when it reads it).
  const kinds = [
    ['an AbortSignal', (signal: AbortSignal) => signal],
    ['a QuestionSignal', (signal: AbortSignal) => new QuestionSignal([signal])],
  ] as const;

  it.each(kinds)('resolves cancel on abort even when the renderer ignores %s', async (_, kind) => {
    const controller = new AbortController();
    const stuck: ElicitationRenderer = () => new Promise(() => undefined);
    const pending = askRenderer({
      renderer: stuck,
      params: FORM,
      context,
      budget,
      signal: kind(controller.signal),
    });
    controller.abort();
    expect(await pending).toEqual({ action: 'cancel' });
  });

  it.each(kinds)(
    'resolves cancel when the renderer answers in its own abort listener, with %s (an answer after abort is not sent)',
    async (_, kind) => {
      const controller = new AbortController();
      const renderer: ElicitationRenderer = (_request, ctx) =>
        new Promise((resolve) => {
          ctx.signal.addEventListener('abort', () =>
            resolve({ action: 'accept', content: { confirm: true } }),
          );
          controller.abort();
        });
      expect(
        await askRenderer({
          renderer,
          params: FORM,
          context,
          budget,
          signal: kind(controller.signal),
        }),
      ).toEqual({ action: 'cancel' });
    },
  );

  it('a renderer that reads its QuestionSignal only after the abort finds it aborted', async () => {
    const controller = new AbortController();
    let late: AbortSignal | undefined;
    const renderer: ElicitationRenderer = (_request, ctx) =>
      new Promise((resolve) => {
        setImmediate(() => {
          late = ctx.signal;
          resolve({ action: 'accept', content: { confirm: true } });
        });
        controller.abort('withdrawn');
      });
    const signal = new QuestionSignal([controller.signal]);
    expect(await askRenderer({ renderer, params: FORM, context, budget, signal })).toEqual({
      action: 'cancel',
    });
    expect(late?.aborted).toBe(true);
    expect(late?.reason).toBe('withdrawn');
  });

  it('wraps a renderer that throws', async () => {
    const broken: ElicitationRenderer = async () => {
      throw new Error('screen gone');
    };
    await expect(ask(broken)).rejects.toBeInstanceOf(RendererError);
  });
});

describe('RendererError', () => {
  it('takes its code from who failed, not from the words of the message', () => {
    const cause = new Error('boom');
    expect(new RendererError({ code: 'renderer-failed', cause })).toMatchObject({
      code: 'renderer-failed',
      source: 'renderer',
      errors: undefined,
    });
    expect(new RendererError({ code: 'handler-failed', source: 'sampling', cause })).toMatchObject({
      code: 'handler-failed',
      source: 'sampling',
    });
  });
});

describe('runHandler', () => {
  it('names the failed handler, whether it throws or rejects', async () => {
    const signal = new AbortController().signal;
    const thrown = runHandler(
      'sampling',
      () => {
        throw new Error('no model');
      },
      signal,
    );
    await expect(thrown).rejects.toMatchObject({
      code: 'handler-failed',
      source: 'sampling',
      message: 'The sampling handler failed: no model; nothing was sent.',
    });
    const rejected = runHandler('roots', () => Promise.reject(new Error('gone')), signal);
    await expect(rejected).rejects.toBeInstanceOf(RendererError);
    await expect(rejected).rejects.toMatchObject({
      code: 'handler-failed',
      source: 'roots',
      message: 'The roots handler failed: gone; nothing was sent.',
    });
  });

  it('gives undefined once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await runHandler('roots', () => Promise.resolve(1), controller.signal)).toBe(undefined);
  });
});
