// A Node ESM app on SDK v1 (@modelcontextprotocol/sdk) with @elicitkit/client/sdk-v1's
// attachElicitation, and LangChain's loadMcpTools on the same kind of Client (the README's
// recipe), against @modelcontextprotocol/server-everything (2025-11-25) over stdio (its own
// installed copy) and HTTP, and the demo server (which falls back to 2025-11-25 for v1).
// A scripted renderer stands in for the person; each line printed is checked by the test.
import { attachElicitation, elicitationCapabilities } from '@elicitkit/client/sdk-v1';
import { loadMcpTools } from '@langchain/mcp-adapters';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { fileURLToPath } from 'node:url';

const [everythingUrl, demoUrl] = process.argv.slice(2);
if (!everythingUrl || !demoUrl) throw new Error('usage: node main.mjs <everything-url> <demo-url>');
const EVERYTHING = fileURLToPath(
  new URL('node_modules/@modelcontextprotocol/server-everything/dist/index.js', import.meta.url),
);

/** A renderer that answers from `script` (by attempt) and records how many are open at once. */
function scripted(script) {
  let open = 0;
  const seen = { asked: [], maxOpen: 0, signals: [] };
  const renderer = async (request, context) => {
    open++;
    seen.maxOpen = Math.max(seen.maxOpen, open);
    seen.asked.push(context.attempt ?? 1);
    seen.signals.push(context.signal);
    try {
      return await script(request, context);
    } finally {
      open--;
    }
  };
  return { renderer, seen };
}

/** A v1 Client with elicitation declared, attached, its outgoing messages recorded. */
async function host(name, transport, renderer, serverUrl) {
  const sent = [];
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    sent.push(JSON.stringify(message));
    return send(message, options);
  };
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: { elicitation: elicitationCapabilities() } },
  );
  const elicitation = attachElicitation(client, { renderer, serverId: name, serverUrl });
  await client.connect(transport);
  return { client, elicitation, sent };
}

const text = (result) => result.content.map((part) => part.text ?? '').join('');
const VALID = { name: 'Grace Hopper', integer: 7 };
const OUT_OF_RANGE = { name: 'Grace Hopper', integer: 1000 };

const servers = {
  'everything-stdio': () =>
    new StdioClientTransport({
      command: process.execPath,
      args: [EVERYTHING, 'stdio'],
      stderr: 'ignore',
    }),
  'everything-http': () => new StreamableHTTPClientTransport(new URL(everythingUrl)),
};

for (const [name, transport] of Object.entries(servers)) {
  // The answer reaches the server, after a bad one that is asked again and never sent.
  {
    const s = scripted(async (_r, c) => (c.attempt === 2 ? VALID : OUT_OF_RANGE)).renderer;
    const h = await host(name, transport(), async (r, c) => ({
      action: 'accept',
      content: await s(r, c),
    }));
    const result = text(
      await h.client.callTool({ name: 'trigger-elicitation-request', arguments: {} }),
    );
    console.log(
      `${name} ANSWER ${result.includes('User provided') && result.includes('Grace Hopper')} SENT-1000 ${h.sent.some((m) => m.includes('1000'))}`,
    );
    await h.client.close();
  }
  // Two bad answers: the server hears cancel, never the content.
  {
    const h = await host(name, transport(), async () => ({
      action: 'accept',
      content: OUT_OF_RANGE,
    }));
    const result = text(
      await h.client.callTool({ name: 'trigger-elicitation-request', arguments: {} }),
    );
    console.log(
      `${name} TWICE-BAD ${result.includes('User cancelled')} SENT-1000 ${h.sent.some((m) => m.includes('1000'))}`,
    );
    await h.client.close();
  }
  // Aborting the host's call: its open question is withdrawn (answered cancel, never content)
  // and the server is told the call is cancelled.
  {
    const abort = new AbortController();
    const s = scripted(
      (_r, c) =>
        new Promise((resolve) => {
          c.signal.addEventListener('abort', () => resolve({ action: 'accept', content: VALID }));
          abort.abort();
        }),
    );
    const h = await host(name, transport(), s.renderer);
    const call = h.elicitation.call({ signal: abort.signal });
    const outcome = await h.client
      .callTool({ name: 'trigger-elicitation-request', arguments: {} }, undefined, call.options)
      .then(
        () => 'resolved',
        () => 'rejected',
      );
    call.dispose();
    const told = h.sent.some((m) => m.includes('notifications/cancelled'));
    const accepted = h.sent.some((m) => m.includes('"action":"accept"'));
    console.log(
      `${name} ABORT ${outcome} SIGNAL ${s.seen.signals[0]?.aborted} CANCELLED ${told} ACCEPT-SENT ${accepted}`,
    );
    await h.client.close();
  }
  // Parallel calls: both questions reach the handler, one is shown at a time.
  {
    let release;
    const gate = new Promise((resolve) => (release = resolve));
    const s = scripted(async () => {
      await gate;
      return { action: 'accept', content: VALID };
    });
    const h = await host(name, transport(), s.renderer);
    const calls = [1, 2].map(() =>
      h.client.callTool({ name: 'trigger-elicitation-request', arguments: {} }),
    );
    while (h.elicitation.handler.pending < 2)
      await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await Promise.all(calls);
    console.log(
      `${name} ONE-AT-A-TIME max ${s.seen.maxOpen} answered ${results.filter((r) => text(r).includes('User provided')).length}`,
    );
    await h.client.close();
  }
}

// LangChain: loadMcpTools on the attached v1 Client; its tool timeout is the human time.
{
  const s = scripted(async (_r, c) => ({
    action: 'accept',
    content: c.attempt === 2 ? VALID : OUT_OF_RANGE,
  }));
  const h = await host('everything', servers['everything-http'](), s.renderer);
  const tools = await loadMcpTools('everything', h.client, { defaultToolTimeout: 10 * 60_000 });
  const tool = tools.find((t) => t.name === 'trigger-elicitation-request');
  const output = await tool.invoke({});
  const flat = JSON.stringify(output);
  console.log(
    `LANGCHAIN ${flat.includes('User provided')} ASKED ${s.seen.asked.join(',')} SENT-1000 ${h.sent.some((m) => m.includes('1000'))}`,
  );
  await h.client.close();
}

// The demo server with a v1 Client: 2025-11-25 pushes, the host's identity.
{
  let identity;
  const s = scripted(async (_r, c) => {
    identity = c.server.trustedId;
    return {
      action: 'accept',
      content: c.attempt === 2 ? { confirm: true, resolution: 'fixed' } : { confirm: 'yes' },
    };
  });
  const h = await host(
    'tickets',
    new StreamableHTTPClientTransport(new URL(demoUrl)),
    s.renderer,
    demoUrl,
  );
  const result = text(
    await h.client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-1' } }),
  );
  console.log(`DEMO ${result} ASKED ${s.seen.asked.join(',')} AS ${identity}`);
  await h.client.close();
}

// URL mode with a v1 Client (the demo server, 2025-11-25): a completion closes only the open URL
// prompt with its elicitationId. The first sign-in is declined, then its page is finished while
// the second prompt is open: that completion (an id no longer open) changes nothing; the second
// page's completion closes the second prompt, which the tool then reports as linked.
{
  const watchdog = setTimeout(() => {
    console.log('URL no completion arrived');
    process.exit(1);
  }, 60_000);
  const prompts = [];
  let opened;
  const renderer = (request, c) =>
    new Promise((resolve) => {
      const prompt = { request, closed: false };
      prompts.push(prompt);
      if (prompts.length === 1) return resolve({ action: 'decline' });
      c.serverCompleted?.addEventListener('abort', () => {
        prompt.closed = true;
        resolve({ action: 'accept' });
      });
      opened(prompt);
    });
  const transport = new StreamableHTTPClientTransport(new URL(demoUrl));
  const h = await host('links', transport, renderer, demoUrl);
  // Every completion the server sends, seen before the Client dispatches it.
  const completed = [];
  let arrived;
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if (message.method === 'notifications/elicitation/complete') {
      completed.push(message.params.elicitationId);
      arrived?.(message.params.elicitationId);
    }
    deliver(message, extra);
  };
  const completion = (id) => new Promise((resolve) => (arrived = (got) => got === id && resolve()));
  const first = text(
    await h.client.callTool({ name: 'link_account', arguments: { provider: 'github' } }),
  );
  const second = new Promise((resolve) => (opened = resolve));
  const call = h.client.callTool({ name: 'link_account', arguments: { provider: 'stripe' } });
  const open = await second;
  const finish = (prompt) => fetch(prompt.request.url.href, { method: 'POST' });
  const stale = completion(prompts[0].request.elicitationId);
  await finish(prompts[0]);
  await stale;
  // The Client dispatches a notification a turn after it arrives: let it.
  await new Promise((resolve) => setImmediate(resolve));
  const openAfterStale = !open.closed;
  await finish(open);
  const result = text(await call);
  clearTimeout(watchdog);
  console.log(
    `URL first ${first.includes('chose decline')} completions ${completed.length} open-after-stale ${openAfterStale} closed ${open.closed} ${result.split(' (')[0]}`,
  );
  await h.client.close();
}
