// Consumer apps for hosts that bring their own MCP client library: each library at a pinned
// version from the registry, the packed tarballs beside it, one npm install per app (cached
// like the others: --prefer-offline), driven against real server processes on 127.0.0.1.
// Registered from consumers.test.ts, so every app shares its one build and pack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEverythingServer } from '../client/support/everythingServer.js';
import { startDemoServer } from '../demo-server/demoServerProcess.js';
import type { ConsumerApp, Tarballs } from './consumerApps.js';
import { installApp, PINNED, runIn } from './consumerApps.js';

/** The exact versions the host apps install. 2.0.0 is the oldest SDK v2 elicitkit claims. */
const HOST_PINNED = {
  sdkV2Oldest: '2.0.0',
  sdkV1: '1.32.2',
  serverEverything: '2026.8.31',
  langchainMcpAdapters: '1.1.4',
  langchainCore: '1.4.0',
  langgraph: '1.7.3',
  aiSdkMcp: '2.0.99',
  zod: '4.1.12',
  mastraMcp: '2.0.0',
  mastraCore: '1.71.0',
  openaiAgents: '0.20.0',
  acpSdk: '2.4.0',
} as const;

function expectOk(result: { status: number | null; output: string }) {
  if (result.status !== 0) throw new Error(`exit ${result.status}:\n${result.output}`);
}

export function describeHostApps(tarballs: () => Tarballs): void {
  const apps: ConsumerApp[] = [];
  let sdkV2Oldest: Promise<ConsumerApp>;
  let sdkV1: Promise<ConsumerApp>;
  let aiSdk: Promise<ConsumerApp>;
  let mastra: Promise<ConsumerApp>;
  let openaiAgents: Promise<ConsumerApp>;
  let acpHost: Promise<ConsumerApp>;
  const tgz = (name: string) => {
    const file = tarballs()[name];
    if (!file) throw new Error(`${name} was not packed`);
    return file;
  };

  beforeAll(() => {
    sdkV2Oldest = installApp({
      source: 'sdk-v2-oldest',
      dependencies: {
        '@elicitkit/client': tgz('@elicitkit/client'),
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@modelcontextprotocol/client': HOST_PINNED.sdkV2Oldest,
      },
    }).then((app) => (apps.push(app), app));
    sdkV2Oldest.catch(() => {});
    sdkV1 = installApp({
      source: 'sdk-v1-hosts',
      dependencies: {
        '@elicitkit/client': tgz('@elicitkit/client'),
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@modelcontextprotocol/sdk': HOST_PINNED.sdkV1,
        '@modelcontextprotocol/server-everything': HOST_PINNED.serverEverything,
        '@langchain/mcp-adapters': HOST_PINNED.langchainMcpAdapters,
        '@langchain/core': HOST_PINNED.langchainCore,
        '@langchain/langgraph': HOST_PINNED.langgraph,
      },
    }).then((app) => (apps.push(app), app));
    sdkV1.catch(() => {});
    // @ai-sdk/mcp declares engines node >=22 but installs, imports and runs on Node 20.19+.
    aiSdk = installApp({
      source: 'ai-sdk-host',
      dependencies: {
        '@elicitkit/client': tgz('@elicitkit/client'),
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@ai-sdk/mcp': HOST_PINNED.aiSdkMcp,
        zod: HOST_PINNED.zod,
      },
    }).then((app) => (apps.push(app), app));
    aiSdk.catch(() => {});
    // @mastra/mcp brings its own @modelcontextprotocol/client 2.0.0 (inside elicitkit's peer range).
    mastra = installApp({
      source: 'mastra-host',
      dependencies: {
        '@elicitkit/client': tgz('@elicitkit/client'),
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@mastra/mcp': HOST_PINNED.mastraMcp,
        '@mastra/core': HOST_PINNED.mastraCore,
      },
    }).then((app) => (apps.push(app), app));
    mastra.catch(() => {});
    // elicitkit's MCPServer runs on its own loop: the SDK v2 client elicitkit's README pins.
    openaiAgents = installApp({
      source: 'openai-agents-host',
      dependencies: {
        '@elicitkit/client': tgz('@elicitkit/client'),
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@openai/agents': HOST_PINNED.openaiAgents,
        '@modelcontextprotocol/client': PINNED['@modelcontextprotocol/client'] as string,
      },
    }).then((app) => (apps.push(app), app));
    openaiAgents.catch(() => {});
    // The editor and the agent both on the ACP SDK (its zod peer pinned); elicitkit's client
    // brings its own peer, the MCP client, pinned as the README's hosts pin it.
    acpHost = installApp({
      source: 'acp-host',
      dependencies: {
        '@elicitkit/client': tgz('@elicitkit/client'),
        '@elicitkit/core': tgz('@elicitkit/core'),
        '@agentclientprotocol/sdk': HOST_PINNED.acpSdk,
        zod: HOST_PINNED.zod,
        '@modelcontextprotocol/client': PINNED['@modelcontextprotocol/client'] as string,
      },
    }).then((app) => (apps.push(app), app));
    acpHost.catch(() => {});
  });
  // Installs still running (a filtered run skips their tests) are waited for, so none is left
  // behind; removing five node_modules trees takes longer than the default hook timeout.
  afterAll(async () => {
    await Promise.allSettled([sdkV2Oldest, sdkV1, aiSdk, mastra, openaiAgents, acpHost]);
    for (const app of apps.splice(0)) app.dispose();
  }, 300_000);

  describe('the oldest SDK v2 claimed (@modelcontextprotocol/client 2.0.0, from the registry)', () => {
    it('connect({ url }), connect({ client }) and attachElicitation each complete a real call; tasks over HTTP refused', async () => {
      const app = await sdkV2Oldest;
      const demo = await startDemoServer();
      try {
        const r = runIn(app.dir, 'node', ['main.mjs', demo.url.href], 120_000);
        expectOk(r);
        expect(r.output).toContain(`SDK ${HOST_PINNED.sdkV2Oldest}`);
        for (const [way, ticket] of [
          ['URL', 'Closed T-1'],
          ['CLIENT', 'Closed T-2'],
          ['ATTACH', 'Closed T-3'],
        ] as const) {
          // The bad answer was refused here and asked again; only the good one reached the server.
          expect(r.output).toContain(`${way} ASKED attempt 1 2026-07-28\n${way} ASKED attempt 2`);
          expect(r.output).toMatch(new RegExp(`${way} RESULT ${ticket} .* as fixed`));
        }
        expect(r.output).toContain('TASKS REFUSED The Tasks extension over HTTP needs');
      } finally {
        await demo.stop();
      }
    }, 600_000);
  });

  describe('SDK v1 (attachElicitation) and LangChain (loadMcpTools), from the registry', () => {
    it('server-everything over stdio and HTTP, and the demo server: the guarantees hold', async () => {
      const app = await sdkV1;
      const everything = await startEverythingServer();
      const demo = await startDemoServer();
      try {
        const r = runIn(app.dir, 'node', ['main.mjs', everything.url, demo.url.href], 300_000);
        expectOk(r);
        for (const name of ['everything-stdio', 'everything-http']) {
          // Asked again after a bad answer; the good one reached the tool; 1000 never went out.
          expect(r.output).toContain(`${name} ANSWER true SENT-1000 false`);
          // Two bad answers: the tool heard cancel.
          expect(r.output).toContain(`${name} TWICE-BAD true SENT-1000 false`);
          expect(r.output).toContain(
            `${name} ABORT rejected SIGNAL true CANCELLED true ACCEPT-SENT false`,
          );
          expect(r.output).toContain(`${name} ONE-AT-A-TIME max 1 answered 2`);
        }
        expect(r.output).toContain('LANGCHAIN true ASKED 1,2 SENT-1000 false');
        expect(r.output).toMatch(/DEMO Closed T-1 .* as fixed .* ASKED 1,2 AS tickets/);
        // The open prompt closed only on its own completion, not on the stale one before it.
        expect(r.output).toContain(
          'URL first true completions 2 open-after-stale true closed true Linked stripe',
        );
      } finally {
        await demo.stop();
        await everything.stop();
      }
    }, 600_000);
  });

  describe('AI SDK (@ai-sdk/mcp onElicitationRequest), from the registry', () => {
    it('server-everything over HTTP and the demo server in both eras: the guarantees hold', async () => {
      const app = await aiSdk;
      const everything = await startEverythingServer();
      const demo = await startDemoServer();
      try {
        const r = runIn(app.dir, 'node', ['main.mjs', everything.url, demo.url.href], 300_000);
        expectOk(r);
        expect(r.output).toContain('ANSWER true ASKED 1,2 SENT-1000 false');
        expect(r.output).toContain('TWICE-BAD true SENT-1000 false');
        // The library passes no signal: the host's own, aborted, answers cancel; no accept goes out.
        expect(r.output).toContain('ABORT true ACCEPT-SENT false');
        expect(r.output).toContain('ONE-AT-A-TIME max 1 answered 2');
        expect(r.output).toMatch(/DEMO Closed T-1 .* as fixed .* ASKED 1 tickets,2 tickets/);
        // URL mode on 2025-11-25, completions through completionFetch (@ai-sdk/mcp drops every
        // notification): both arrived; the one for an id no longer open left the open prompt
        // open; its own closed it, and the server saw the finished sign-in.
        expect(r.output).toContain(
          'URL first true completions 2 open-after-stale true closed true Linked stripe IDS true ERA 2025-11-25',
        );
      } finally {
        await demo.stop();
        await everything.stop();
      }
    }, 600_000);
  });

  describe('Mastra (@mastra/mcp MCPClient inputRequests), from the registry', () => {
    it('server-everything over HTTP and the demo server in both eras: the guarantees hold', async () => {
      const app = await mastra;
      const everything = await startEverythingServer();
      const demo = await startDemoServer();
      try {
        const r = runIn(app.dir, 'node', ['main.mjs', everything.url, demo.url.href], 300_000);
        expectOk(r);
        expect(r.output).toContain('ANSWER true ASKED 1,2 AS everything SENT-1000 false');
        expect(r.output).toContain('TWICE-BAD true SENT-1000 false');
        expect(r.output).toContain('ABORT rejected SIGNAL true CANCELLED true ACCEPT-SENT false');
        expect(r.output).toContain('ONE-AT-A-TIME max 1 answered 2');
        expect(r.output).toMatch(
          /DEMO Closed T-1 .* as fixed .* ASKED 1,2 ERA 2026-07-28 AS tickets SENT-YES false/,
        );
        // Both completions arrived; the one for an id no longer open left the open prompt open;
        // its own closed it, and the server saw the finished sign-in.
        expect(r.output).toContain(
          'URL first true completions 2 open-after-stale true closed true Linked stripe IDS true',
        );
      } finally {
        await demo.stop();
        await everything.stop();
      }
    }, 600_000);
  });

  describe('OpenAI Agents (elicitkit MCPServer in new Agent({ mcpServers })), from the registry', () => {
    it('the Agent’s own MCP tools against server-everything and the demo server: the guarantees hold', async () => {
      const app = await openaiAgents;
      const everything = await startEverythingServer();
      const demo = await startDemoServer();
      try {
        const r = runIn(app.dir, 'node', ['main.mjs', everything.url, demo.url.href], 300_000);
        expectOk(r);
        expect(r.output).toContain('ANSWER true ASKED 1,2 AS everything SENT-1000 false');
        // Two bad answers: the server heard cancel; the agent is told the call failed, and why.
        expect(r.output).toContain(
          'TWICE-BAD cancel-sent true tool-error tool failed: RendererError invalid-content SENT-1000 false',
        );
        expect(r.output).toContain(
          'ABORT tool failed: CallAbortedError call-aborted SIGNAL true CANCELLED true ACCEPT-SENT false',
        );
        expect(r.output).toContain(
          'ONE-AT-A-TIME pushed 2 shown-before-release 1 max 1 answered 2',
        );
        // A 5 s leg bound (the library's default) cuts a quiet leg after 90 s on the app's clock,
        // but not a person who takes 90 s to answer.
        expect(r.output).toContain(
          'HUMAN-TIME control tool failed: LegFailedError leg-timeout answered-after-90s true',
        );
        expect(r.output).toContain('DEMO true ASKED 1,2 ERA 2026-07-28 AS tickets SENT-YES false');
        // The open prompt closed only once its own completion had come in after the stale one.
        expect(r.output).toContain('URL first true closed-after stale,own linked true');
      } finally {
        await demo.stop();
        await everything.stop();
      }
    }, 600_000);
  });

  describe('ACP (an editor on @agentclientprotocol/sdk’s client app, an agent process on its agent side), from the registry', () => {
    it('over stdio: form, URL, decline, cancel, an unknown mode and two sessions at once', async () => {
      const app = await acpHost;
      // main.mjs starts the agent process and stops it (by its own handle) before it exits.
      const r = runIn(app.dir, 'node', ['main.mjs'], 120_000);
      expectOk(r);
      // The editor declared both modes by name (ACP reads `{}` as none).
      expect(r.output).toContain('AGENT CAPS {"form":{},"url":{}}');
      // Asked again after an out-of-range answer; only the good one reached the agent. The
      // editor's configured agent is who asks; the question is pinned to its session's tool call.
      expect(r.output).toContain(
        'FORM ASKED sess-1/call-sess-1 form attempt 1 AS tickets-agent node agent.mjs | sess-1/call-sess-1 form attempt 2 AS tickets-agent node agent.mjs',
      );
      expect(r.output).toContain('sess-1 SAID form GOT {"action":"accept","content":{"seats":3}}');
      expect(r.output).toContain('sess-1 SAID decline GOT {"action":"decline"}');
      // The person stopped the turn: the agent's $/cancel_request aborted the open question,
      // and the answer given after that never went out.
      expect(r.output).toContain('CANCEL SIGNAL aborted true');
      expect(r.output).toContain('sess-1 SAID cancel GOT {"action":"cancel"}');
      expect(r.output).toContain('cancel STOP cancelled');
      // An extension mode: cancel, never shown, the host told why.
      expect(r.output).toContain('REFUSED tickets-agent unknown-mode');
      expect(r.output).toContain('UNKNOWN SHOWN 0');
      expect(r.output).toContain('sess-1 SAID unknown GOT {"action":"cancel"}');
      // A stale completion left the open URL prompt open; its own closed it.
      expect(r.output).toContain('URL PAGE 200 signed in');
      expect(r.output).toContain('URL open-after-stale true closed true');
      expect(r.output).toContain('sess-1 SAID url GOT {"action":"accept"}');
      // Both questions had reached the editor before the first was answered: one shown at a time.
      expect(r.output).toContain('BOTH max-open 1 asked sess-1/call-sess-1,sess-2/call-sess-2');
      expect(r.output).toContain('sess-2 SAID both GOT {"action":"accept","content":{"seats":1}}');
      expect(r.output).toContain('AGENT STOPPED SIGTERM');
    }, 600_000);
  });
}
