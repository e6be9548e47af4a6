// A Node ESM app on @ai-sdk/mcp with @elicitkit/client/ai-sdk's handler for
// `client.onElicitationRequest`, against @modelcontextprotocol/server-everything over HTTP
// (2025-11-25) and the demo server (2026-07-28, and 2025-11-25 for URL mode). A scripted
// renderer stands in for the person. @ai-sdk/mcp drops every notification, so completions reach
// the handler through elicitkit's completionFetch as the transport's fetch.
import { aiSdkElicitation, completionFetch } from '@elicitkit/client/ai-sdk';
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';

const [everythingUrl, demoUrl] = process.argv.slice(2);
if (!everythingUrl || !demoUrl) throw new Error('usage: node main.mjs <everything-url> <demo-url>');

const VALID = { name: 'Grace Hopper', integer: 7 };
const OUT_OF_RANGE = { name: 'Grace Hopper', integer: 1000 };
const text = (result) => (result.content ?? []).map((part) => part.text ?? '').join('');

/**
 * An AI SDK client whose every outgoing request body is recorded, and every completion the
 * server sends recorded and handed to elicitkit's handler. `legacy` speaks 2025-11-25 (no
 * protocol discovery), where URL questions are pushed and completed by notification.
 */
async function host(url, renderer, serverId, { signal, legacy = false, onComplete } = {}) {
  const sent = [];
  const answer = aiSdkElicitation(renderer, { serverId, ...(signal && { signal }) });
  const completed = [];
  const completions = {
    complete(id) {
      completed.push(id);
      answer.handler.complete(id);
      onComplete?.(id);
    },
  };
  const record = (input, init) => {
    if (typeof init?.body === 'string') sent.push(init.body);
    return fetch(input, init);
  };
  const client = await createMCPClient({
    transport: { type: 'http', url, fetch: completionFetch(completions, record) },
    capabilities: { elicitation: { form: {}, url: {} } },
    ...(legacy && { protocolVersionDiscovery: false }),
  });
  client.onElicitationRequest(ElicitationRequestSchema, answer);
  const tools = await client.tools();
  return { client, tools, sent, answer, completed };
}
const run = (tool, args = {}) => tool.execute(args, { toolCallId: 'call-1', messages: [] });

// The answer reaches the server after a bad one, asked again and never sent.
{
  const asked = [];
  const h = await host(
    everythingUrl,
    async (_r, c) => {
      asked.push(c.attempt ?? 1);
      return { action: 'accept', content: c.attempt === 2 ? VALID : OUT_OF_RANGE };
    },
    'everything',
  );
  const result = text(await run(h.tools['trigger-elicitation-request']));
  console.log(
    `ANSWER ${result.includes('User provided') && result.includes('Grace Hopper')} ASKED ${asked.join(',')} SENT-1000 ${h.sent.some((b) => b.includes('1000'))}`,
  );
  await h.client.close();
}
// Two bad answers: cancel.
{
  const h = await host(
    everythingUrl,
    async () => ({ action: 'accept', content: OUT_OF_RANGE }),
    'everything',
  );
  const result = text(await run(h.tools['trigger-elicitation-request']));
  console.log(
    `TWICE-BAD ${result.includes('User cancelled')} SENT-1000 ${h.sent.some((b) => b.includes('1000'))}`,
  );
  await h.client.close();
}
// Aborting the host's signal answers the open question with cancel (the library passes none).
{
  const abort = new AbortController();
  const h = await host(
    everythingUrl,
    (_r, c) =>
      new Promise((resolve) => {
        c.signal.addEventListener('abort', () => resolve({ action: 'accept', content: VALID }));
        abort.abort();
      }),
    'everything',
    { signal: abort.signal },
  );
  const result = text(await run(h.tools['trigger-elicitation-request']));
  console.log(
    `ABORT ${result.includes('User cancelled')} ACCEPT-SENT ${h.sent.some((b) => b.includes('"action":"accept"'))}`,
  );
  await h.client.close();
}
// Parallel tool calls: one question shown at a time.
{
  let open = 0;
  let maxOpen = 0;
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const h = await host(
    everythingUrl,
    async () => {
      maxOpen = Math.max(maxOpen, ++open);
      await gate;
      open--;
      return { action: 'accept', content: VALID };
    },
    'everything',
  );
  const calls = [
    run(h.tools['trigger-elicitation-request']),
    run(h.tools['trigger-elicitation-request']),
  ];
  while (h.answer.handler.pending < 2) await new Promise((resolve) => setTimeout(resolve, 10));
  release();
  const results = await Promise.all(calls);
  console.log(
    `ONE-AT-A-TIME max ${maxOpen} answered ${results.filter((r) => text(r).includes('User provided')).length}`,
  );
  await h.client.close();
}
// The demo server: the host's identity, a bad answer asked again.
{
  const asked = [];
  const h = await host(
    demoUrl,
    async (_r, c) => {
      asked.push(`${c.attempt ?? 1} ${c.server.trustedId}`);
      return {
        action: 'accept',
        content: c.attempt === 2 ? { confirm: true, resolution: 'fixed' } : { confirm: 'yes' },
      };
    },
    'tickets',
  );
  const result = text(await run(h.tools['close_ticket'], { ticket_id: 'T-1' }));
  console.log(`DEMO ${result} ASKED ${asked.join(',')}`);
  await h.client.close();
}
// URL mode on 2025-11-25 (the demo server, no protocol discovery): a completion closes only the
// open URL prompt with its elicitationId. The first sign-in is declined, then its page is
// finished while the second prompt is open: that completion (an id no longer open) changes
// nothing; the second page's completion closes the second prompt. Without completionFetch no
// completion arrives: the app says so and fails rather than wait for ever.
{
  const watchdog = setTimeout(() => {
    console.log('URL no completion arrived');
    process.exit(1);
  }, 60_000);
  const prompts = [];
  let opened;
  const renderer = (request, c) =>
    new Promise((resolve) => {
      const prompt = { request, era: c.era, closed: false };
      prompts.push(prompt);
      if (prompts.length === 1) return resolve({ action: 'decline' });
      c.serverCompleted?.addEventListener('abort', () => {
        prompt.closed = true;
        resolve({ action: 'accept' });
      });
      opened(prompt);
    });
  let arrived;
  const h = await host(demoUrl, renderer, 'links', {
    legacy: true,
    onComplete: (id) => arrived?.(id),
  });
  const completion = (id) => new Promise((resolve) => (arrived = (got) => got === id && resolve()));
  const first = text(await run(h.tools['link_account'], { provider: 'github' }));
  const second = new Promise((resolve) => (opened = resolve));
  const call = run(h.tools['link_account'], { provider: 'stripe' });
  const open = await second;
  const finish = (prompt) => fetch(prompt.request.url.href, { method: 'POST' });
  // The first page's completion: its id was answered already.
  const stale = completion(prompts[0].request.elicitationId);
  await finish(prompts[0]);
  await stale;
  const openAfterStale = !open.closed;
  await finish(open);
  const result = text(await call);
  clearTimeout(watchdog);
  console.log(
    `URL first ${first.includes('chose decline')} completions ${h.completed.length} open-after-stale ${openAfterStale} closed ${open.closed} ${result.split(' (')[0]} IDS ${prompts.every((p) => typeof p.request.elicitationId === 'string')} ERA ${prompts[0].era}`,
  );
  await h.client.close();
}
