// An ACP editor on @agentclientprotocol/sdk's client app with @elicitkit/client/acp's handlers,
// talking over stdio to an agent process (agent.mjs) it starts and stops. A scripted renderer
// stands in for the person; each line printed is checked by the test.
import { spawn } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import * as acp from '@agentclientprotocol/sdk';
import { acpElicitation, acpElicitationCapabilities } from '@elicitkit/client/acp';

const agentPath = fileURLToPath(new URL('./agent.mjs', import.meta.url));
const child = spawn(process.execPath, [agentPath], { stdio: ['pipe', 'pipe', 'inherit'] });
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal)));
// Stopped from outside (a test's timeout): the agent goes too.
process.once('SIGTERM', () => {
  child.kill();
  process.exit(143);
});

// The person, scripted per case; what they were shown, and how many questions at once.
let script = async () => ({ action: 'cancel' });
const seen = { open: 0, maxOpen: 0, asked: [] };
const renderer = async (request, context) => {
  seen.maxOpen = Math.max(seen.maxOpen, ++seen.open);
  seen.asked.push(
    `${context.acp.sessionId}/${context.acp.toolCallId} ${request.mode} attempt ${context.attempt} AS ${context.server.trustedId} ${context.server.trustedUrl}`,
  );
  try {
    return await script(request, context);
  } finally {
    seen.open--;
  }
};
const reset = (next) => {
  script = next;
  seen.maxOpen = 0;
  seen.asked = [];
};

const elicitation = acpElicitation(renderer, {
  agentId: 'tickets-agent',
  // What the editor starts (as its configuration says): the line the person is shown as who asks.
  command: 'node',
  args: ['agent.mjs'],
  onQuestionRefused: ({ server, diagnostics }) =>
    console.log(`REFUSED ${server.trustedId} ${diagnostics.map((d) => d.code).join(',')}`),
});

// Questions that reached the editor, shown or waiting: two sessions asking at once wait here.
let arrived = 0;
let onArrival = () => {};
// What the agent said, per session; a `STALE SENT` line lets the URL case look at its prompt.
const said = [];
let onSaid = () => {};

const app = acp
  .client()
  .onRequest('elicitation/create', (context) => {
    arrived++;
    onArrival();
    return elicitation.create(context);
  })
  .onNotification('elicitation/complete', elicitation.complete)
  .onNotification('session/update', ({ params }) => {
    const { update } = params;
    if (update.sessionUpdate !== 'agent_message_chunk') return;
    said.push(`${params.sessionId} SAID ${update.content.text}`);
    onSaid(update.content.text);
  });
const connection = app.connect(
  acp.ndJsonStream(Writable.toWeb(child.stdin), Readable.toWeb(child.stdout)),
);
const agent = connection.agent;

const prompt = async (sessionId, text) => {
  const { stopReason } = await agent.request('session/prompt', {
    sessionId,
    prompt: [{ type: 'text', text }],
  });
  console.log(`${text} STOP ${stopReason}`);
};

try {
  await agent.request('initialize', {
    protocolVersion: acp.PROTOCOL_VERSION,
    clientCapabilities: { elicitation: acpElicitationCapabilities() },
  });
  const newSession = async () =>
    (await agent.request('session/new', { cwd: process.cwd(), mcpServers: [] })).sessionId;
  const one = await newSession();
  const two = await newSession();

  // A form answered: out of range first (asked again, never sent), then a good answer.
  reset(async (_request, context) =>
    context.attempt === 1
      ? { action: 'accept', content: { seats: 0 } }
      : { action: 'accept', content: { seats: 3 } },
  );
  await prompt(one, 'form');
  console.log(`FORM ASKED ${seen.asked.join(' | ')}`);

  reset(async () => ({ action: 'decline' }));
  await prompt(one, 'decline');

  // The person stops the turn: the agent withdraws its question ($/cancel_request).
  reset(async (_request, context) => {
    const aborted = new Promise((resolve) =>
      context.signal.addEventListener('abort', resolve, { once: true }),
    );
    await agent.notify('session/cancel', { sessionId: context.acp.sessionId });
    await aborted;
    console.log(`CANCEL SIGNAL aborted ${context.signal.aborted}`);
    return { action: 'accept', content: { seats: 9 } }; // too late: the request is withdrawn
  });
  await prompt(one, 'cancel');

  reset(async () => ({ action: 'accept', content: { seats: 1 } }));
  await prompt(one, 'unknown');
  console.log(`UNKNOWN SHOWN ${seen.asked.length}`);

  // URL mode: the person opens the page; the agent completes a stale id, then this one.
  let openAfterStale;
  reset(async (request, context) => {
    onSaid = (text) => {
      if (text === 'STALE SENT') openAfterStale = !context.serverCompleted.aborted;
    };
    const closed = new Promise((resolve) =>
      context.serverCompleted.addEventListener('abort', resolve, { once: true }),
    );
    const page = await fetch(request.url.href);
    console.log(`URL PAGE ${page.status} ${await page.text()}`);
    await closed;
    console.log(`URL open-after-stale ${openAfterStale} closed ${context.serverCompleted.aborted}`);
    return { action: 'accept' };
  });
  await prompt(one, 'url');
  onSaid = () => {};

  // Two sessions asking at once: both questions reach the editor, one is shown at a time.
  const bothArrived = new Promise((resolve) => {
    const from = arrived;
    onArrival = () => arrived - from === 2 && resolve();
  });
  reset(async () => {
    await bothArrived;
    return { action: 'accept', content: { seats: 1 } };
  });
  await Promise.all([prompt(one, 'both'), prompt(two, 'both')]);
  console.log(
    `BOTH max-open ${seen.maxOpen} asked ${seen.asked.map((a) => a.split(' ')[0]).sort()}`,
  );

  for (const line of said) console.log(line);
} finally {
  connection.close();
  child.kill();
  console.log(`AGENT STOPPED ${await exited}`);
}
