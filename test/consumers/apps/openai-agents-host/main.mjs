// A Node ESM app on @openai/agents with @elicitkit/client/openai-agents' MCPServer in
// `new Agent({ mcpServers })`. No model is called (no network beyond 127.0.0.1): each tool call
// goes through the function tools the Agent itself builds from its MCP servers
// (`agent.getAllTools`), exactly what a run invokes. Against @modelcontextprotocol/server-everything
// over HTTP (2025-11-25) and the demo server (2026-07-28, and 2025-11-25 for URL mode). A scripted
// renderer stands in for the person; each line printed is checked by the test.
import { Agent, RunContext } from '@openai/agents';
import { elicitkitMcpServer } from '@elicitkit/client/openai-agents';

const [everythingUrl, demoUrl] = process.argv.slice(2);
if (!everythingUrl || !demoUrl) throw new Error('usage: node main.mjs <everything-url> <demo-url>');

const VALID = { name: 'Grace Hopper', integer: 7 };
const OUT_OF_RANGE = { name: 'Grace Hopper', integer: 1000 };
/** The library's own MCP servers time a request out after 5 s (clientSessionTimeoutSeconds). */
const LIBRARY_DEFAULT_MS = 5_000;

/**
 * A clock this app controls, for timers of 5 s and longer only (the leg timer among them); short
 * ones (sockets, the SDK's own) stay real. `advance(ms)` fires what would have fired by then.
 */
const clock = (() => {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const virtual = new Set();
  let now = 0;
  let legs = 0;
  globalThis.setTimeout = (fn, delay = 0, ...args) => {
    if (!(delay >= LIBRARY_DEFAULT_MS)) return realSet(fn, delay, ...args);
    if (delay === LIBRARY_DEFAULT_MS) legs++;
    const timer = {
      due: now + delay,
      fire: () => fn(...args),
      ref: () => timer,
      unref: () => timer,
      hasRef: () => false,
      refresh: () => ((timer.due = now + delay), timer),
      [Symbol.toPrimitive]: () => 0,
    };
    virtual.add(timer);
    return timer;
  };
  globalThis.clearTimeout = (timer) =>
    virtual.has(timer) ? virtual.delete(timer) : realClear(timer);
  return {
    /** Live timers of 5 s or more. */
    get live() {
      return virtual.size;
    },
    /** How many timers of exactly the leg bound were ever started. */
    get legs() {
      return legs;
    },
    advance(ms) {
      now += ms;
      for (const timer of [...virtual]) {
        if (timer.due > now) continue;
        virtual.delete(timer);
        timer.fire();
      }
    },
  };
})();

/**
 * Records the bodies sent, and watches what the server streams back (an observer only: the bytes
 * pass on unchanged) for its pushed questions and completions.
 */
function recorder() {
  const sent = [];
  const streamed = { pushes: 0, completions: [] };
  const recordingFetch = async (input, init) => {
    if (typeof init?.body === 'string') sent.push(init.body);
    const response = await fetch(input, init);
    if (!response.headers.get('content-type')?.includes('text/event-stream')) return response;
    const body = response.body.pipeThrough(watcher(streamed));
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { sent, streamed, fetch: recordingFetch };
}
/** Counts one response stream's pushed questions and completions (its own text buffer). */
function watcher(streamed) {
  const decoder = new TextDecoder();
  let text = '';
  let pushes = 0;
  let seen = 0;
  return new TransformStream({
    transform(chunk, controller) {
      controller.enqueue(chunk);
      text += decoder.decode(chunk, { stream: true });
      const now = text.split('"method":"elicitation/create"').length - 1;
      streamed.pushes += now - pushes;
      pushes = now;
      const ids = [
        ...text.matchAll(
          /"method":"notifications\/elicitation\/complete","params":\{"elicitationId":"([^"]+)"/g,
        ),
      ].map((m) => m[1]);
      streamed.completions.push(...ids.slice(seen));
      seen = ids.length;
    },
  });
}

/** An Agent with elicitkit's MCPServer for `url`; its tools as the Agent would call them. */
async function host(url, renderer, serverId, extra = {}) {
  const { sent, streamed, fetch } = recorder();
  const server = elicitkitMcpServer({ name: serverId, url, renderer, fetch, ...extra });
  await server.connect();
  // The Agent reads a server's errorFunction for what the model is told when a tool fails.
  server.errorFunction = ({ error }) => `tool failed: ${error?.name} ${error?.code}`;
  const agent = new Agent({ name: 'host', instructions: 'Use the tools.', mcpServers: [server] });
  const runContext = new RunContext({});
  const tools = await agent.getAllTools(runContext);
  const tool = (name) => {
    const found = tools.find((t) => t.name === name);
    // The Agent names tools for the model: hyphens become underscores.
    if (!found) throw new Error(`no tool ${name} among ${tools.map((t) => t.name).join(', ')}`);
    return (args = {}, details = {}) => found.invoke(runContext, JSON.stringify(args), details);
  };
  return { server, tool, sent, streamed };
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
const flat = (output) => JSON.stringify(output);

// The answer reaches the server, after a bad one that is asked again and never sent.
{
  const s = scripted(async (_r, c) => ({
    action: 'accept',
    content: c.attempt === 2 ? VALID : OUT_OF_RANGE,
  }));
  const h = await host(everythingUrl, s.renderer, 'everything');
  const output = flat(await h.tool('trigger_elicitation_request')());
  console.log(
    `ANSWER ${output.includes('User provided') && output.includes('Grace Hopper')} ASKED ${s.seen.asked.join(',')} AS ${s.seen.ids[0]} SENT-1000 ${h.sent.some((b) => b.includes('1000'))}`,
  );
  await h.server.close();
}
// Two bad answers: the server hears cancel, never the content.
{
  const h = await host(
    everythingUrl,
    async () => ({ action: 'accept', content: OUT_OF_RANGE }),
    'everything',
  );
  const output = flat(await h.tool('trigger_elicitation_request')());
  console.log(
    `TWICE-BAD cancel-sent ${h.sent.some((b) => b.includes('"action":"cancel"'))} tool-error ${output.slice(1, -1)} SENT-1000 ${h.sent.some((b) => b.includes('1000'))}`,
  );
  await h.server.close();
}
// The run's abort signal (the tool's `details.signal`): the open question answers cancel, the
// server is told the call is cancelled, the renderer's late accept never goes out.
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
  );
  const output = flat(
    await h
      .tool('trigger_elicitation_request')({}, { signal: abort.signal })
      .catch((e) => ({
        rejected: String(e),
      })),
  );
  console.log(
    `ABORT ${output.slice(1, -1)} SIGNAL ${signalled} CANCELLED ${h.sent.some((b) => b.includes('notifications/cancelled'))} ACCEPT-SENT ${h.sent.some((b) => b.includes('"action":"accept"'))}`,
  );
  await h.server.close();
}
// Parallel tool calls (an agent turn with two calls): both questions reach the client, one is
// shown at a time.
{
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  const s = scripted(async () => {
    await gate;
    return { action: 'accept', content: VALID };
  });
  const h = await host(everythingUrl, s.renderer, 'everything');
  const calls = [1, 2].map(() => h.tool('trigger_elicitation_request')());
  while (h.streamed.pushes < 2 || s.seen.asked.length < 1)
    await new Promise((r) => setTimeout(r, 10));
  // The second push has been read off the stream; let it reach the handler before releasing.
  await new Promise((r) => setTimeout(r, 50));
  const shownBeforeRelease = s.seen.asked.length;
  release();
  const outputs = await Promise.all(calls);
  console.log(
    `ONE-AT-A-TIME pushed ${h.streamed.pushes} shown-before-release ${shownBeforeRelease} max ${s.seen.maxOpen} answered ${outputs.filter((o) => flat(o).includes('User provided')).length}`,
  );
  await h.server.close();
}
// Human time: a leg bound as short as the library's own 5 s default, and a person who takes 90 s
// (on the controlled clock). Control first: with no question open, 90 s does cut the leg.
{
  const h = await host(
    everythingUrl,
    async () => {
      clock.advance(90_000);
      return { action: 'accept', content: VALID };
    },
    'everything',
    { legTimeoutMs: LIBRARY_DEFAULT_MS },
  );
  const before = clock.legs;
  const slow = h.tool('trigger_long_running_operation')({ duration: 2, steps: 2 });
  // The call's leg timer is running once a new 5 s timer is.
  while (clock.legs === before) await new Promise((r) => setTimeout(r, 10));
  clock.advance(90_000);
  const control = flat(await slow);
  const answered = flat(await h.tool('trigger_elicitation_request')());
  console.log(
    `HUMAN-TIME control ${control.slice(1, -1)} answered-after-90s ${answered.includes('User provided')}`,
  );
  await h.server.close();
}
// The demo server on 2026-07-28: a round's request, asked again after a bad answer.
{
  const s = scripted(async (_r, c) => ({
    action: 'accept',
    content: c.attempt === 2 ? { confirm: true, resolution: 'fixed' } : { confirm: 'yes' },
  }));
  const h = await host(demoUrl, s.renderer, 'tickets');
  const output = flat(await h.tool('close_ticket')({ ticket_id: 'T-1' }));
  console.log(
    `DEMO ${/Closed T-1 .* as fixed/.test(output)} ASKED ${s.seen.asked.join(',')} ERA ${s.seen.eras[0]} AS ${s.seen.ids[0]} SENT-YES ${h.sent.some((b) => b.includes('"confirm":"yes"'))}`,
  );
  await h.server.close();
}
// URL mode on 2025-11-25 (the demo server over a 2025 connection): a completion closes only the
// open URL prompt with its elicitationId. The first sign-in is declined, then its page is
// finished while the second prompt is open: that completion changes nothing; the second page's
// completion closes the second prompt.
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
          // Which completions had come in when it closed.
          prompt.closed = [...h.streamed.completions];
          resolve({ action: 'accept' });
        });
        opened(prompt);
      }),
  );
  const h = await host(demoUrl, s.renderer, 'links', { protocol: '2025-11-25' });
  const first = flat(await h.tool('link_account')({ provider: 'github' }));
  const second = new Promise((resolve) => (opened = resolve));
  const call = h.tool('link_account')({ provider: 'stripe' });
  const open = await second;
  const finish = (prompt) => fetch(prompt.request.url.href, { method: 'POST' });
  await finish(prompts[0]);
  const staleId = prompts[0].request.elicitationId;
  while (!h.streamed.completions.includes(staleId)) await new Promise((r) => setTimeout(r, 10));
  await finish(open);
  const output = flat(await call);
  const closedWith = open.closed === false ? [] : open.closed;
  console.log(
    `URL first ${first.includes('chose decline')} closed-after ${closedWith.map((id) => (id === staleId ? 'stale' : id === open.request.elicitationId ? 'own' : 'other')).join(',')} linked ${output.includes('Linked stripe')}`,
  );
  await h.server.close();
}
