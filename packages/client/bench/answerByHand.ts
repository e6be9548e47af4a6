// The minimal answer a host writes by hand around a renderer, the baseline of the adapter benches:
// normalise, call the renderer, validate with core, cancel if invalid. Nothing else (no lock, no
// budget, no identity beyond an id, no second asking).
import type { ElicitationRenderer, ElicitResult, RequestedSchema } from '@elicitkit/core';
import { acceptResult, normalizeRequest } from '@elicitkit/core';

export async function answerByHand(
  renderer: ElicitationRenderer,
  params: unknown,
  signal: AbortSignal,
): Promise<ElicitResult> {
  const elicitation = normalizeRequest(params);
  const answer = await renderer(elicitation, {
    server: { trustedId: 'bench' },
    era: '2025-11-25',
    signal,
  });
  if (answer.action !== 'accept' || elicitation.mode !== 'form') return answer;
  const checked = acceptResult(elicitation.form, answer.content ?? {});
  return checked.ok ? checked.result : { action: 'cancel' };
}

/** The adapter benches' shared question: how many a sample asks in a row, and how it is sampled. */
export const ADAPTER_BENCH = { questions: 50, warmup: 20, samples: 61 } as const;

/** The form every adapter bench asks, and the renderer that answers it at once, validly. */
export const BENCH_SCHEMA: RequestedSchema = {
  type: 'object',
  properties: {
    seats: { type: 'integer', minimum: 1 },
    name: { type: 'string', minLength: 1 },
  },
  required: ['seats'],
};
export const benchRenderer: ElicitationRenderer = async () => ({
  action: 'accept',
  content: { seats: 2, name: 'Ada' },
});
