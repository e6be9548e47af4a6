import type {
  ElicitContentValue,
  Elicitation,
  ElicitationRenderer,
  ElicitResult,
  RenderContext,
} from '@elicitkit/core';
import { createQuestion } from '@elicitkit/core';

export type Step = (request: Elicitation, context: RenderContext) => Promise<ElicitResult>;

interface Shown {
  request: Elicitation;
  context: RenderContext & { attempt?: number; errors?: unknown[] };
}

export interface ScriptedRenderer {
  renderer: ElicitationRenderer;
  /** Every request the renderer was shown, with its context, in order. */
  shown: Shown[];
  /** Steps not yet used. */
  remaining(): number;
}

/**
 * A renderer that plays a script: each showing takes the next step. Answers go through core's
 * form model (defaults prefilled, like a person leaving them), so accepted content is exactly
 * what a real renderer would produce.
 */
export function scriptedRenderer(...steps: Step[]): ScriptedRenderer {
  const queue = [...steps];
  const shown: Shown[] = [];
  return {
    shown,
    remaining: () => queue.length,
    renderer: (request, context) => {
      shown.push({ request, context: context as Shown['context'] });
      const step = queue.shift();
      if (!step) throw new Error(`unscripted request: ${request.message}`);
      return step(request, context);
    },
  };
}

/** Fills the given fields (others keep their defaults) and submits; fails if the form rejects it. */
export function accept(values: Record<string, ElicitContentValue> = {}): Step {
  return async (request) => {
    if (request.mode !== 'form') throw new Error(`expected a form, got ${request.mode}`);
    const model = createQuestion(request.form);
    for (const [name, value] of Object.entries(values)) model.setValue(name, value);
    const outcome = model.submit();
    if (!outcome.ok) throw new Error(`scripted answer rejected: ${JSON.stringify(outcome.errors)}`);
    return outcome.result;
  };
}

/** Sends whatever it is given, bypassing the form model (to test the loop's own validation). */
export function raw(result: ElicitResult): Step {
  return async () => result;
}

export const decline = (): Step => async () => ({ action: 'decline' });
export const cancel = (): Step => async () => ({ action: 'cancel' });

/** URL mode: consents; with `finish`, first completes the page the way the person would. */
export function openUrl(options: { finish?: boolean } = {}): Step {
  return async (request) => {
    if (request.mode !== 'url') throw new Error(`expected a URL, got ${request.mode}`);
    if (options.finish) {
      const href = request.url.href;
      if (href === undefined) throw new Error(`unopenable URL: ${request.url.display}`);
      const response = await fetch(href, { method: 'POST' });
      if (!response.ok) throw new Error(`finishing ${href} failed: ${response.status}`);
      await response.text();
    }
    return { action: 'accept' };
  };
}

/** Waits until the context's signal aborts, then resolves cancel (what a renderer must do). */
export function waitForAbort(onShown?: () => void): Step {
  return (_request, context) =>
    new Promise((resolve) => {
      const done = () => resolve({ action: 'cancel' });
      if (context.signal.aborted) done();
      else context.signal.addEventListener('abort', done, { once: true });
      onShown?.();
    });
}

/** Answers after `ms` (a person thinking), with the given step. */
export function after(ms: number, step: Step): Step {
  return async (request, context) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return step(request, context);
  };
}
