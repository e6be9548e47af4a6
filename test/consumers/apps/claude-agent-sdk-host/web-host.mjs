// A web host on the Claude Agent SDK: the agent runs in this Node process, the person answers in
// a browser. Questions cross through @elicitkit/client/bridge (an envelope over SSE, the answer
// POSTed back and checked here before the SDK gets it) and are drawn by <ElicitationHost>.
//
//   node web-host.mjs <mcp-url> <tool> <json-arguments> <page-origin>
// Prints `BRIDGE http://127.0.0.1:<port>` once it listens, then runs one query, which waits for
// the page's answer.
import { createServer } from 'node:http';
import { BridgeError, createElicitationBridge } from '@elicitkit/client/bridge';
import { askAgent } from './askAgent.mjs';

const [url, tool, args, pageOrigin] = process.argv.slice(2);
const OWNER = 'the-person';
const bridge = createElicitationBridge({ ttlMs: 10 * 60_000 });
// The page is served from another origin: it alone may read the events and post answers.
const cors = { 'access-control-allow-origin': pageOrigin, vary: 'origin' };

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (request.method === 'OPTIONS') {
    response
      .writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      })
      .end();
  } else if (request.method === 'GET' && path === '/events') {
    response.writeHead(200, { ...cors, 'content-type': 'text/event-stream' });
    const send = (event) => response.write(`data: ${JSON.stringify(event)}\n\n`);
    for (const envelope of await bridge.pending(OWNER)) send({ type: 'asked', envelope });
    const stop = bridge.subscribe(OWNER, send);
    request.on('close', stop);
  } else if (request.method === 'POST' && path.startsWith('/answer/')) {
    let body = '';
    for await (const chunk of request) body += chunk;
    try {
      const result = await bridge.respond(
        decodeURIComponent(path.slice(8)),
        JSON.parse(body),
        OWNER,
      );
      response.writeHead(200, { ...cors, 'content-type': 'application/json' });
      response.end(JSON.stringify({ result }));
    } catch (error) {
      if (!(error instanceof BridgeError)) throw error;
      response.writeHead(409, { ...cors, 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ code: error.code, ...(error.closed && { closed: error.closed }) }),
      );
    }
  } else {
    response.writeHead(404, cors).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
console.log(`BRIDGE http://127.0.0.1:${server.address().port}`);

await askAgent(bridge.rendererFor(OWNER), url, tool, args);
bridge.close();
server.closeAllConnections();
server.close();
