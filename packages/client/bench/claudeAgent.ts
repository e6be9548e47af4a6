// Per question the Claude Agent SDK hands its onElicitation: `claudeAgentElicitation`'s callback
// (one at a time, validated, identity from the host's config, completion tracking) against the
// minimal callback a host writes by hand around the same renderer. Measured at the callback, with
// requests shaped as the SDK hands them (all nine keys): the SDK's own process and transport cost
// the same for both and would only dilute the ratio. Samples alternate.
import type { ElicitationRequest, OnElicitation } from '@anthropic-ai/claude-agent-sdk';
import { claudeAgentElicitation } from '../src/claude-agent-sdk/index.js';
import { ADAPTER_BENCH, answerByHand, BENCH_SCHEMA, benchRenderer } from './answerByHand.js';
import { pairedMedians } from '../../../test/support/benchStats.js';

const { questions: QUESTIONS, warmup: WARMUP_RUNS, samples: SAMPLES } = ADAPTER_BENCH;

const REQUEST: ElicitationRequest = {
  serverName: 'tickets',
  message: 'How many seats, and for whom?',
  mode: 'form',
  url: undefined,
  elicitationId: undefined,
  requestedSchema: BENCH_SCHEMA,
  title: undefined,
  displayName: undefined,
  description: undefined,
};

const renderer = benchRenderer;

/** What a host writes without elicitkit's adapter: the SDK's request straight to the renderer. */
const byHand: OnElicitation = async (request, { signal }) =>
  answerByHand(
    renderer,
    { mode: 'form', message: request.message, requestedSchema: request.requestedSchema },
    signal,
  );

export async function claudeAgentBench(): Promise<{ value: number; baseline: number }> {
  // Thousands of questions from one server: the question budget would refuse them (off here).
  const { onElicitation } = claudeAgentElicitation(renderer, {
    servers: { tickets: { url: 'http://127.0.0.1:9/mcp' } },
    questionBudget: Infinity,
  });
  const signal = new AbortController().signal;
  const run = (callback: OnElicitation) => async () => {
    const started = performance.now();
    for (let i = 0; i < QUESTIONS; i++) {
      const answer = await callback(REQUEST, { signal, requestId: `q-${i}` });
      if (answer?.action !== 'accept') throw new Error(`unexpected ${JSON.stringify(answer)}`);
    }
    return (performance.now() - started) / QUESTIONS;
  };
  return pairedMedians(run(onElicitation), run(byHand), {
    warmup: WARMUP_RUNS,
    samples: SAMPLES,
  });
}
