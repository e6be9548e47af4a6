// Client bench (scripts/BENCH-CONTRACT.md): what one input_required round costs through
// @elicitkit/client's own loop (manual mode: one question at a time, core validation, observable
// state) against the SDK's auto-fulfil driver, on the same loopback SDK v2 server in the same
// run, with renderers that answer at once. Samples alternate between the two so drift hits both.
import type { ElicitClient } from '../src/index.js';
import { connect } from '../src/index.js';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { startAlwaysAskServer } from './alwaysAskServer.js';
import { taskPollBench } from './taskPoll.js';
import { oauthBench } from './oauthBench.js';
import { attachV1Bench } from './attachV1.js';
import { acpBench } from './acp.js';
import { claudeAgentBench } from './claudeAgent.js';
import { median, printBench, round3 } from '../../../test/support/benchStats.js';

const ROUNDS = 40;
const WARMUP_CALLS = 5;
const SAMPLES = 25;

async function ours(url: string): Promise<ElicitClient> {
  return connect({
    url,
    renderer: async () => ({ action: 'accept', content: { ok: true } }),
    capabilities: { url: false },
    // One connection answers every sample's 40 rounds: past the question budget (a guard against
    // a flooding server, 50 by default) the rounds would be refused unseen and the figure would
    // time refusals, so it is turned off here.
    questionBudget: Infinity,
  });
}

async function sdkDriver(url: string): Promise<Client> {
  const client = new Client(
    { name: 'bench-sdk', version: '0.0.0' },
    {
      capabilities: { elicitation: { form: {} } },
      versionNegotiation: { mode: 'auto' },
      inputRequired: { maxRounds: ROUNDS + 1 },
    },
  );
  client.setRequestHandler('elicitation/create', async () => ({
    action: 'accept',
    content: { ok: true },
  }));
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const server = await startAlwaysAskServer();
  const kit = await ours(server.url);
  const sdk = await sdkDriver(server.url);
  const args = { rounds: ROUNDS };
  const viaKit = () => kit.callTool('always_ask', args, { maxRounds: ROUNDS + 1 }).result;
  const viaSdk = () => sdk.callTool({ name: 'always_ask', arguments: args });
  try {
    const check = await viaKit();
    if (check.content[0]?.type !== 'text' || check.content[0].text !== `done after ${ROUNDS}`)
      throw new Error(`unexpected result ${JSON.stringify(check)}`);
    for (let i = 0; i < WARMUP_CALLS; i++) {
      await viaKit();
      await viaSdk();
    }
    const kitRounds: number[] = [];
    const sdkRounds: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      // Alternate the order too, so neither side always runs right after the other's garbage.
      if (i % 2 === 0) {
        kitRounds.push((await time(viaKit)) / ROUNDS);
        sdkRounds.push((await time(viaSdk)) / ROUNDS);
      } else {
        sdkRounds.push((await time(viaSdk)) / ROUNDS);
        kitRounds.push((await time(viaKit)) / ROUNDS);
      }
      process.stderr.write(`  client bench: sample ${i + 1}/${SAMPLES}\n`);
    }
    const value = median(kitRounds);
    const baseline = median(sdkRounds);
    process.stdout.write(
      `BENCH ${JSON.stringify({
        suite: 'client',
        name: `per input_required round: elicitkit loop (${ROUNDS}-round always_ask, loopback HTTP)`,
        value: round3(value),
        unit: 'ms',
        baseline: { name: 'SDK auto-fulfil driver, same server', value: round3(baseline) },
        ratio: round3(value / baseline),
        target: 'ratio ≤ 1.10',
      })}\n`,
    );
  } finally {
    await kit.close();
    await sdk.close();
    await server.close();
  }
  const poll = await taskPollBench();
  process.stdout.write(
    `BENCH ${JSON.stringify({
      suite: 'client',
      name: 'per task poll: elicitkit task path (endless task, pollIntervalMs 10, loopback HTTP)',
      value: round3(poll.value),
      unit: 'ms',
      baseline: {
        name: "ext-tasks' own requester session, same server",
        value: round3(poll.baseline),
      },
      ratio: round3(poll.value / poll.baseline),
      target: 'ratio ≤ 1.05',
    })}\n`,
  );
  const signedIn = await oauthBench();
  process.stdout.write(
    `BENCH ${JSON.stringify({
      suite: 'client',
      name: 'per call with a stored valid OAuth token (echo, loopback HTTP)',
      value: round3(signedIn.value),
      unit: 'ms',
      baseline: {
        name: 'the same call, same server without auth',
        value: round3(signedIn.baseline),
      },
      ratio: round3(signedIn.value / signedIn.baseline),
      target: 'ratio ≤ 1.05',
    })}\n`,
  );
  process.stdout.write(
    `BENCH ${JSON.stringify({
      suite: 'client',
      name: `token requests per refresh (${signedIn.concurrent} calls at once in the refresh window)`,
      value: signedIn.refreshRequests,
      unit: 'requests',
      target: '= 1',
    })}\n`,
  );
}

async function adapters(): Promise<void> {
  const v1 = await attachV1Bench();
  process.stdout.write(
    `BENCH ${JSON.stringify({
      suite: 'client',
      name: 'per pushed question: attachElicitation on SDK v1 (in-memory SDK v1 server, 50 in a row)',
      value: round3(v1.value),
      unit: 'ms',
      baseline: {
        name: 'minimal hand-written v1 handler, same renderer',
        value: round3(v1.baseline),
      },
      ratio: round3(v1.value / v1.baseline),
      target: 'ratio ≤ 1.05',
    })}\n`,
  );
  const acp = await acpBench();
  printBench('client', {
    name: 'per question: acpElicitation on @agentclientprotocol/sdk (in-process agent app, 50 in a row)',
    value: acp.value,
    unit: 'ms',
    baseline: {
      name: 'minimal hand-written elicitation/create handler, same renderer',
      value: acp.baseline,
    },
    target: 'ratio ≤ 1.05',
  });
  const claude = await claudeAgentBench();
  printBench('client', {
    name: 'per question: claudeAgentElicitation, the Claude Agent SDK’s onElicitation (50 in a row, at the callback)',
    value: claude.value,
    unit: 'ms',
    baseline: {
      name: 'minimal hand-written onElicitation, same renderer',
      value: claude.baseline,
    },
    target: 'ratio ≤ 1.05',
  });
}

main()
  .then(adapters)
  .catch((error: unknown) => {
    process.stderr.write(
      `client bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  });
