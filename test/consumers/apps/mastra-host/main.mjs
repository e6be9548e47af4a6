// A Node ESM app on Mastra (@mastra/mcp's MCPClient, @mastra/core's tools) with
// @elicitkit/client/mastra's `mastraInputRequests` as a server's `inputRequests`, against
// @modelcontextprotocol/server-everything over HTTP (2025-11-25) and the demo server (2026-07-28,
// and 2025-11-25 when pinned `legacy`). A scripted renderer stands in for the person; each line
// printed is checked by the test.
import { completionFetch, mastraInputRequests } from '@elicitkit/client/mastra';
import { MCPClient } from '@mastra/mcp';

const [everythingUrl, demoUrl] = process.argv.slice(2);
if (!everythingUrl || !demoUrl) throw new Error('usage: node main.mjs <everything-url> <demo-url>');

const VALID = { name: 'Grace Hopper', integer: 7 };
const OUT_OF_RANGE = { name: 'Grace Hopper', integer: 1000 };
const text = (result) => (result?.content ?? []).map((part) => part.text ?? '').join('');
let hosts = 0;

/** A Mastra MCPClient for one server, its request bodies recorded, completions routed. */
async function host(url, renderer, serverId, extra = {}) {
  const sent = [];
  const inputRequests = mastraInputRequests(renderer, {
    serverId,
    serverUrl: url,
    ...extra.era,
    ...(extra.signal && { signal: extra.signal }),
  });
  const record = (input, init) => {
    if (typeof init?.body === 'string') sent.push(init.body);
    return fetch(input, init);
  };
  // Every completion the server sends is recorded, then handed to elicitkit's handler.
  const completed = [];
  const completions = {
    complete(id) {
      completed.push(id);
      inputRequests.handler.complete(id);
      extra.onComplete?.(id);
    },
  };
  const mcp = new MCPClient({
    id: `host-${++hosts}`,
    servers: {
      [serverId]: {
        url: new URL(url),
        inputRequests,
        capabilities: { elicitation: { form: {}, url: {} } },
        fetch: completionFetch(completions, record),
        ...extra.server,
      },
    },
  });
  const tools = await mcp.listTools();
  const tool = (name) => {
    const found = tools[`${serverId}_${name}`];
    if (!found) throw new Error(`no tool ${name} among ${Object.keys(tools).join(', ')}`);
    return (args = {}, context = {}) => found.execute(args, context);
  };
  return { mcp, tool, sent, inputRequests, completed };
}

/** A renderer that answers from `script` and records what it was asked, how many at once. */
function scripted(script) {
  let open = 0;
  const seen = { asked: [], maxOpen: 0, eras: [], ids: [] };
  const renderer = async (request, context) => {
    seen.maxOpen = Math.max(seen.maxOpen, ++open);
    seen.asked.push(context.attempt ?? 1);
    seen.eras.push(context.era);
    seen.ids.push(context.server.trustedId);
    try {
      return await script(request, context);
    } finally {
      open--;
    }
  };
  return { renderer, seen };
}

// The answer reaches the server, after a bad one that is asked again and never sent.
{
  const s = scripted(async (_r, c) => ({
    action: 'accept',
    content: c.attempt === 2 ? VALID : OUT_OF_RANGE,
  }));
  const h = await host(everythingUrl, s.renderer, 'everything');
  const result = text(await h.tool('trigger-elicitation-request')());
  console.log(
    `ANSWER ${result.includes('User provided') && result.includes('Grace Hopper')} ASKED ${s.seen.asked.join(',')} AS ${s.seen.ids[0]} SENT-1000 ${h.sent.some((b) => b.includes('1000'))}`,
  );
  await h.mcp.disconnect();
}
// Two bad answers: the server hears cancel, never the content.
{
  const h = await host(
    everythingUrl,
    async () => ({ action: 'accept', content: OUT_OF_RANGE }),
    'everything',
  );
  const result = text(await h.tool('trigger-elicitation-request')());
  console.log(
    `TWICE-BAD ${result.includes('User cancelled')} SENT-1000 ${h.sent.some((b) => b.includes('1000'))}`,
  );
  await h.mcp.disconnect();
}
// Aborting the agent's run: its signal goes to the tool call (Mastra's abortSignal: the server is
// told the call is cancelled) and to mastraInputRequests (Mastra does not withdraw the question
// inside the call): the open question answers cancel and the renderer's late accept never goes out.
{
  const abort = new AbortController();
  let signalled = false;
  const h = await host(
    everythingUrl,
    (_r, c) =>
      new Promise((resolve) => {
        c.signal.addEventListener('abort', () => {
          signalled = true;
          resolve({ action: 'accept', content: VALID });
        });
        abort.abort();
      }),
    'everything',
    { signal: abort.signal },
  );
  const outcome = await h
    .tool('trigger-elicitation-request')({}, { abortSignal: abort.signal })
    .then(
      () => 'resolved',
      () => 'rejected',
    );
  while (h.inputRequests.handler.pending > 0) await new Promise((r) => setTimeout(r, 10));
  console.log(
    `ABORT ${outcome} SIGNAL ${signalled} CANCELLED ${h.sent.some((b) => b.includes('notifications/cancelled'))} ACCEPT-SENT ${h.sent.some((b) => b.includes('"action":"accept"'))}`,
  );
  await h.mcp.disconnect();
}
// Parallel tool calls: both questions reach the handler, one is shown at a time.
{
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const s = scripted(async () => {
    await gate;
    return { action: 'accept', content: VALID };
  });
  const h = await host(everythingUrl, s.renderer, 'everything');
  const calls = [1, 2].map(() => h.tool('trigger-elicitation-request')());
  while (h.inputRequests.handler.pending < 2) await new Promise((r) => setTimeout(r, 10));
  release();
  const results = await Promise.all(calls);
  console.log(
    `ONE-AT-A-TIME max ${s.seen.maxOpen} answered ${results.filter((r) => text(r).includes('User provided')).length}`,
  );
  await h.mcp.disconnect();
}
// The demo server on 2026-07-28: a round's request, asked again after a bad answer.
{
  const s = scripted(async (_r, c) => ({
    action: 'accept',
    content: c.attempt === 2 ? { confirm: true, resolution: 'fixed' } : { confirm: 'yes' },
  }));
  const h = await host(demoUrl, s.renderer, 'tickets', { era: { era: '2026-07-28' } });
  const result = text(await h.tool('close_ticket')({ ticket_id: 'T-1' }));
  console.log(
    `DEMO ${result} ASKED ${s.seen.asked.join(',')} ERA ${s.seen.eras[0]} AS ${s.seen.ids[0]} SENT-YES ${h.sent.some((b) => b.includes('"confirm":"yes"'))}`,
  );
  await h.mcp.disconnect();
}
// URL mode on 2025-11-25 (the demo server pinned legacy): a completion closes only the open URL
// prompt with its elicitationId. The first sign-in is declined, then its page is finished while
// the second prompt is open: that completion (an id no longer open) changes nothing; the second
// page's completion closes the second prompt.
{
  const prompts = [];
  let opened;
  const s = scripted(
    (request, c) =>
      new Promise((resolve) => {
        const prompt = { request, closed: false };
        prompts.push(prompt);
        if (prompts.length === 1) return resolve({ action: 'decline' });
        c.serverCompleted?.addEventListener('abort', () => {
          prompt.closed = true;
          resolve({ action: 'accept' });
        });
        opened(prompt);
      }),
  );
  let arrived;
  const h = await host(demoUrl, s.renderer, 'links', {
    server: { protocolVersion: 'legacy' },
    onComplete: (id) => arrived?.(id),
  });
  const completion = (id) => new Promise((resolve) => (arrived = (got) => got === id && resolve()));
  const first = text(await h.tool('link_account')({ provider: 'github' }));
  const second = new Promise((resolve) => (opened = resolve));
  const call = h.tool('link_account')({ provider: 'stripe' });
  const open = await second;
  const finish = (prompt) => fetch(prompt.request.url.href, { method: 'POST' });
  // The first page's completion: its id was answered already.
  const stale = completion(prompts[0].request.elicitationId);
  await finish(prompts[0]);
  await stale;
  const openAfterStale = !open.closed;
  await finish(open);
  const result = text(await call);
  console.log(
    `URL first ${first.includes('chose decline')} completions ${h.completed.length} open-after-stale ${openAfterStale} closed ${open.closed} ${result.split(' (')[0]} IDS ${prompts.every((p) => typeof p.request.elicitationId === 'string')}`,
  );
  await h.mcp.disconnect();
}
