// Per pushed question (2025-11-25) on a host's own SDK v1 Client: `attachElicitation` (one at a
// time, validated, identity, completion tracking) against the minimal handler a host writes by
// hand — normalise, call the same renderer, validate with core, cancel if invalid — on the same
// in-memory SDK v1 server (a tool that pushes QUESTIONS questions in a row), in the same run.
// In memory, so the figure is the client's own cost, not the network's. Samples alternate.
import type { ElicitationRenderer } from '@elicitkit/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { attachElicitation, elicitationCapabilities } from '../src/sdk-v1/index.js';
import { answerByHand } from './answerByHand.js';
import { pairedMedians } from '../../../test/support/benchStats.js';

const QUESTIONS = 50;
// Each call is only a few milliseconds: enough warm-up that neither side is measured cold, and
// enough samples that a descheduled one (other work on a shared machine) cannot move the median.
const WARMUP_CALLS = 20;
const SAMPLES = 61;

const SCHEMA = {
  type: 'object' as const,
  properties: {
    seats: { type: 'integer' as const, minimum: 1 },
    name: { type: 'string' as const, minLength: 1 },
  },
  required: ['seats'],
};

const renderer: ElicitationRenderer = async () => ({
  action: 'accept',
  content: { seats: 2, name: 'Ada' },
});

async function pair(attach: (client: Client) => void): Promise<Client> {
  const server = new Server({ name: 'bench', version: '0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async () => {
    for (let i = 0; i < QUESTIONS; i++) {
      const answer = await server.elicitInput({
        mode: 'form',
        message: `Question ${i}`,
        requestedSchema: SCHEMA,
      });
      if (answer.action !== 'accept') throw new Error(`unexpected ${JSON.stringify(answer)}`);
    }
    return { content: [{ type: 'text', text: 'done' }] };
  });
  const client = new Client(
    { name: 'bench-host', version: '0' },
    { capabilities: { elicitation: elicitationCapabilities() } },
  );
  attach(client);
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  await client.connect(b);
  return client;
}

/** The hand-written handler a v1 host would write for the same renderer. */
function byHand(client: Client): void {
  client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
    answerByHand(renderer, request.params, extra.signal),
  );
}

export async function attachV1Bench(): Promise<{ value: number; baseline: number }> {
  const ours = await pair((client) => {
    // One attachment answers thousands of questions here: the question budget (a guard against a
    // flooding server, 50 per connection by default) would refuse them, so it is turned off.
    attachElicitation(client, { renderer, serverId: 'bench', questionBudget: Infinity });
  });
  const hand = await pair(byHand);
  const run = (client: Client) => async () => {
    const started = performance.now();
    await client.callTool({ name: 'ask', arguments: {} });
    return (performance.now() - started) / QUESTIONS;
  };
  try {
    return await pairedMedians(run(ours), run(hand), { warmup: WARMUP_CALLS, samples: SAMPLES });
  } finally {
    await ours.close();
    await hand.close();
  }
}
