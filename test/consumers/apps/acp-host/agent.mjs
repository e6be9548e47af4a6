// An ACP agent on @agentclientprotocol/sdk's own agent side, over stdio, started by the editor
// (main.mjs). On each prompt it opens a tool call and asks the editor what an MCP server behind
// that tool would ask (`elicitation/create` with the session and tool call), then says what it got
// back. The prompt's text names the case. A URL question's page is served on 127.0.0.1: a visit
// completes a stale id first, then its own, as a server does once the person finished there.
import { createServer } from 'node:http';
import { Readable, Writable } from 'node:stream';
import * as acp from '@agentclientprotocol/sdk';

const log = (line) => process.stderr.write(`AGENT ${line}\n`);
const SEATS = {
  type: 'object',
  properties: { seats: { type: 'integer', minimum: 1, title: 'Seats' } },
  required: ['seats'],
};
let sessions = 0;
const turns = new Map(); // sessionId → AbortController of the running prompt

/** The sign-in page of a URL question: a visit completes the stale id, then the open one. */
async function signInPage(client, say, elicitationId) {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.url !== `/sign-in/${elicitationId}`) return response.writeHead(404).end();
      await client.notify('elicitation/complete', { elicitationId: 'e-stale' });
      await say('STALE SENT');
      await client.notify('elicitation/complete', { elicitationId });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('signed in');
    })();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/sign-in/${elicitationId}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function ask(client, say, name, scope, signal) {
  if (name === 'unknown')
    return client.request('elicitation/create', {
      ...scope,
      mode: '_acme/picker',
      message: 'Pick a colour',
      options: ['red', 'blue'],
    });
  if (name === 'url') {
    const page = await signInPage(client, say, 'e-2');
    try {
      return await client.request('elicitation/create', {
        ...scope,
        mode: 'url',
        message: 'Sign in to the tracker',
        url: page.url,
        elicitationId: 'e-2',
      });
    } finally {
      await page.close();
    }
  }
  return client.request(
    'elicitation/create',
    { ...scope, mode: 'form', message: `How many seats? (${name})`, requestedSchema: SEATS },
    // The person stopping the turn (session/cancel) withdraws the question: $/cancel_request.
    { cancellationSignal: signal },
  );
}

const app = acp
  .agent()
  .onRequest('initialize', ({ params }) => {
    log(`CAPS ${JSON.stringify(params.clientCapabilities?.elicitation)}`);
    return { protocolVersion: acp.PROTOCOL_VERSION, agentCapabilities: {} };
  })
  .onRequest('session/new', () => ({ sessionId: `sess-${++sessions}` }))
  .onNotification('session/cancel', ({ params }) => turns.get(params.sessionId)?.abort())
  .onRequest('session/prompt', async ({ params, client }) => {
    const { sessionId } = params;
    const name = params.prompt.map((block) => block.text ?? '').join('');
    const say = (text) =>
      client.notify('session/update', {
        sessionId,
        update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text } },
      });
    const toolCallId = `call-${sessionId}`;
    await client.notify('session/update', {
      sessionId,
      update: { sessionUpdate: 'tool_call', toolCallId, title: 'book_seats', status: 'pending' },
    });
    const turn = new AbortController();
    turns.set(sessionId, turn);
    try {
      const answer = await ask(client, say, name, { sessionId, toolCallId }, turn.signal);
      await say(`${name} GOT ${JSON.stringify(answer)}`);
    } catch (error) {
      await say(`${name} FAILED ${error?.code ?? error}`);
    } finally {
      turns.delete(sessionId);
    }
    return { stopReason: turn.signal.aborted ? 'cancelled' : 'end_turn' };
  });

const connection = app.connect(
  acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin)),
);
await connection.closed;
