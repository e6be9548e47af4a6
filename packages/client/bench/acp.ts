// Per question an ACP agent asks an editor: `acpElicitation`'s handler (one at a time, validated,
// identity, scope, extension check, completion tracking) against the minimal `elicitation/create`
// handler an editor writes by hand around the same renderer, each on @agentclientprotocol/sdk's
// client app connected in process to an agent app that asks QUESTIONS form questions in a row.
// In process, so the figure is the handler's own cost and the SDK's, not a pipe's. Samples
// alternate.
import type {
  AgentContext,
  ClientRequestHandlersByMethod,
  CreateElicitationRequest,
} from '@agentclientprotocol/sdk';
import { agent, client, PROTOCOL_VERSION } from '@agentclientprotocol/sdk';
import { acpElicitation, acpElicitationCapabilities } from '../src/acp/index.js';
import { ADAPTER_BENCH, answerByHand, BENCH_SCHEMA, benchRenderer } from './answerByHand.js';
import { pairedMedians } from '../../../test/support/benchStats.js';

const { questions: QUESTIONS, warmup: WARMUP_RUNS, samples: SAMPLES } = ADAPTER_BENCH;

const QUESTION: CreateElicitationRequest = {
  sessionId: 'bench-session',
  toolCallId: 'bench-call',
  mode: 'form',
  message: 'How many seats, and for whom?',
  requestedSchema: BENCH_SCHEMA,
};

const renderer = benchRenderer;

/** An editor whose `elicitation/create` is `handler`, and the agent's side of it. */
async function editor(
  handler: ClientRequestHandlersByMethod['elicitation/create'],
): Promise<{ peer: AgentContext; close(): void }> {
  let peer: AgentContext | undefined;
  const agentApp = agent().onRequest('initialize', ({ client: toClient }) => {
    peer = toClient;
    return { protocolVersion: PROTOCOL_VERSION, agentCapabilities: {} };
  });
  const connection = client().onRequest('elicitation/create', handler).connect(agentApp);
  await connection.agent.request('initialize', {
    protocolVersion: PROTOCOL_VERSION,
    clientCapabilities: { elicitation: acpElicitationCapabilities() },
  });
  if (!peer) throw new Error('the agent was not initialised');
  return { peer, close: () => connection.close() };
}

export async function acpBench(): Promise<{ value: number; baseline: number }> {
  // One handler answers thousands of questions here: the question budget (a guard against a
  // flooding agent, 50 per connection by default) would refuse them, so it is turned off.
  const ours = await editor(
    acpElicitation(renderer, { agentId: 'bench', questionBudget: Infinity }).create,
  );
  const hand = await editor(({ params, signal }) => answerByHand(renderer, params, signal));
  const run = (peer: AgentContext) => async () => {
    const started = performance.now();
    for (let i = 0; i < QUESTIONS; i++) {
      const answer = await peer.request('elicitation/create', QUESTION);
      if (answer.action !== 'accept') throw new Error(`unexpected ${JSON.stringify(answer)}`);
    }
    return (performance.now() - started) / QUESTIONS;
  };
  try {
    return await pairedMedians(run(ours.peer), run(hand.peer), {
      warmup: WARMUP_RUNS,
      samples: SAMPLES,
    });
  } finally {
    ours.close();
    hand.close();
  }
}
