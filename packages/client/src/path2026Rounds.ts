import { askInput, checkInputSupport } from './askInput.js';
import type { RunContext } from './runContext.js';
import { pause, step, throwIfAborted } from './runContext.js';
import type { OpenRound } from './runReducer.js';
import { STATE_ONLY_PAUSE_MS } from './toolCall.js';

// 2026-07-28 multi-round-trip requests (MRTR): a result with `resultType: "input_required"`
// opens a round (the driver dispatches `round-received`); here its questions are answered one
// at a time, in the server's order, and the request is made again with exactly that round's
// answers and the byte-exact requestState, on a fresh JSON-RPC id.

/** Answers what the open round still asks, then returns the params of its retry leg. */
export async function answerOpenRound(
  ctx: RunContext,
  open: OpenRound,
): Promise<Record<string, unknown>> {
  checkInputSupport(ctx.host, open.inputRequests, open.answers);
  // One at a time, in the server's order: a person answers one question per screen.
  for (const [key, request] of Object.entries(open.inputRequests)) {
    if (Object.hasOwn(ctx.state().open?.answers ?? {}, key)) continue;
    const answer = await askInput(ctx, key, request);
    throwIfAborted(ctx);
    step(ctx, { type: 'round-answer-given', key, answer });
  }
  throwIfAborted(ctx);
  const stateOnly = Object.keys(open.inputRequests).length === 0;
  step(ctx, { type: 'retry-sent', stateOnly });
  if (stateOnly) await pause(ctx, STATE_ONLY_PAUSE_MS);
  return retryParams(ctx.request.params, ctx.state().open ?? open);
}

/** The first leg's params plus this round's answers and the requestState, echoed as received. */
export function retryParams(
  params: Record<string, unknown>,
  open: OpenRound,
): Record<string, unknown> {
  return {
    ...params,
    ...(Object.keys(open.answers).length > 0 && { inputResponses: open.answers }),
    // Echoed exactly as received, and never invented when the server sent none.
    ...(open.requestState !== undefined && { requestState: open.requestState }),
  };
}
