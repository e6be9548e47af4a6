// Test support (not built: tsconfig.build.json leaves *.testing.ts out): a renderer whose
// questions a test answers one by one, and can wait for.
import type { Elicitation, ElicitResult, RenderContext } from '@elicitkit/core';

export interface ShownQuestion {
  request: Elicitation;
  context: RenderContext;
  answer(result: unknown): void;
}

export function manualRenderer() {
  const shown: ShownQuestion[] = [];
  const waiters: (() => void)[] = [];
  const renderer = (request: Elicitation, context: RenderContext) =>
    new Promise<ElicitResult>((resolve) => {
      shown.push({ request, context, answer: (r) => resolve(r as ElicitResult) });
      waiters.splice(0).forEach((w) => w());
    });
  /** The n-th question shown (0-based), once it is. */
  const nth = async (n: number): Promise<ShownQuestion> => {
    while (shown.length <= n) await new Promise<void>((r) => waiters.push(r));
    return shown[n] as ShownQuestion;
  };
  /**
   * Two questions asked at once: whether the first was on show alone (a moment after it
   * appeared), what `first` resolved with once it was answered `answer`, and the second question.
   */
  const oneAtATime = async (first: Promise<unknown>, answer: unknown) => {
    const q1 = await nth(0);
    await new Promise((r) => setTimeout(r, 5));
    const alone = shown.length === 1;
    q1.answer(answer);
    return { alone, firstResult: await first, second: await nth(1) };
  };
  return { renderer, shown, nth, oneAtATime };
}

/** A one-field form: a whole number of seats, at least 1. */
export const SEATS_FORM = {
  message: 'Seats?',
  requestedSchema: {
    type: 'object',
    properties: { seats: { type: 'integer', minimum: 1 } },
    required: ['seats'],
  },
};
