// connect({ client }): sampling and roots are answered by the host, as its own Client declares
// them — by the handler registered on that Client, or by one given to connect. 2026-07-28: the
// demo server behind a proxy that turns its first round into a sampling or roots request (the
// demo server asks only forms); 2025-11-25: server-everything pushes sampling/createMessage.
// Nothing the Client does not declare is answered, and close() hands its own handlers back.
import type { InputHandlers } from '@elicitkit/client';
import { connect, UnsupportedInputRequestError } from '@elicitkit/client';
import { elicitationCapabilities } from '@elicitkit/client/sdk-v2';
import type {
  ClientCapabilities,
  ClientContext,
  CreateMessageRequest,
  CreateMessageResult,
} from '@modelcontextprotocol/client';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import { startEverythingServer } from './support/everythingServer.js';
import type { FaultProxy } from './support/faultProxy.js';
import { startFaultProxy } from './support/faultProxy.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import { rewriteFirstInputRequired } from './support/rewriteFirstInputRequired.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { textOf } from './support/text.js';

let demo: ServerProcess;
let everything: ServerProcess;
let proxy: FaultProxy;

beforeAll(async () => {
  [demo, everything] = await Promise.all([startDemoServer(), startEverythingServer()]);
  proxy = await startFaultProxy(demo.url);
}, 60_000);
afterEach(() => {
  proxy.rules = [];
});
afterAll(async () => {
  await proxy.close();
  await stopAll();
});

const ELICITATION = { elicitation: elicitationCapabilities() };
const HOST_ANSWER: CreateMessageResult = {
  role: 'assistant',
  content: { type: 'text', text: 'Hello from the host' },
  model: 'host-model',
};
const ROOTS = { roots: [{ uri: 'file:///work', name: 'work' }] };

/** The host's own Client, connected before elicitkit is involved, its requests recorded. */
async function hostClient(
  url: string,
  capabilities: ClientCapabilities,
  register: (client: Client) => void = () => undefined,
) {
  const wire = createRecordingFetch();
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities, versionNegotiation: { mode: 'auto' } },
  );
  register(client);
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: wire.fetch }));
  return { client, wire };
}

/** Turns the first round the proxy sees into one embedded request per key (the demo asks forms). */
const firstRoundAs = (method: string, params?: Record<string, unknown>) =>
  rewriteFirstInputRequired((result) => {
    const requests = result['inputRequests'] as Record<string, Record<string, unknown>>;
    for (const request of Object.values(requests)) {
      request['method'] = method;
      if (params) request['params'] = params;
      else delete request['params'];
    }
  });

const SAMPLING_PARAMS = {
  messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }],
  maxTokens: 5,
};

const inputResponses = (body: Record<string, unknown> | undefined) =>
  (body?.['params'] as Record<string, unknown> | undefined)?.['inputResponses'];

/**
 * One close_ticket call through the loop on the host's Client: the substituted round is answered
 * by the host, and the server, not understanding that answer, asks its real question, which the
 * renderer answers. Returns the server's text and the answers the retry leg carried.
 */
async function callThroughLoop(
  host: Awaited<ReturnType<typeof hostClient>>,
  handlers?: InputHandlers,
) {
  const script = scriptedRenderer(accept({ confirm: false }));
  const client = await connect({
    client: host.client,
    serverId: 'tickets',
    renderer: script.renderer,
    ...(handlers && { handlers }),
  });
  try {
    const text = textOf(await client.callTool('close_ticket', { ticket_id: 'T-2' }).result);
    return { text, answers: inputResponses(host.wire.requests('tools/call')[1]?.body) };
  } finally {
    await client.close();
  }
}

describe('connect({ client }): 2026-07-28 rounds', () => {
  it('a sampling request is answered by the handler registered on the Client, and reaches the server', async () => {
    proxy.rules = [firstRoundAs('sampling/createMessage', SAMPLING_PARAMS)];
    const seen: [CreateMessageRequest, ClientContext][] = [];
    const host = await hostClient(proxy.url, { ...ELICITATION, sampling: {} }, (client) =>
      client.setRequestHandler('sampling/createMessage', async (request, ctx) => {
        seen.push([request, ctx]);
        return HOST_ANSWER;
      }),
    );
    try {
      const { text, answers } = await callThroughLoop(host);
      expect(text).toContain('the answer was No');
      expect(answers).toEqual({ confirm_close: HOST_ANSWER });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.[0].params.maxTokens).toBe(5);
      // Framed as the SDK's own driver frames it: the inputRequests key is the id.
      expect(seen[0]?.[1].mcpReq).toMatchObject({
        id: 'confirm_close',
        method: 'sampling/createMessage',
      });
    } finally {
      await host.client.close();
    }
  }, 30_000);

  it('a roots/list request is answered by the Client’s roots handler, and reaches the server', async () => {
    proxy.rules = [firstRoundAs('roots/list')];
    const host = await hostClient(proxy.url, { ...ELICITATION, roots: {} }, (client) =>
      client.setRequestHandler('roots/list', async () => ROOTS),
    );
    try {
      expect((await callThroughLoop(host)).answers).toEqual({ confirm_close: ROOTS });
    } finally {
      await host.client.close();
    }
  }, 30_000);

  it('a handler given to connect answers instead of the Client’s own', async () => {
    proxy.rules = [firstRoundAs('sampling/createMessage', SAMPLING_PARAMS)];
    let ownCalled = false;
    const host = await hostClient(proxy.url, { ...ELICITATION, sampling: {} }, (client) =>
      client.setRequestHandler('sampling/createMessage', async () => {
        ownCalled = true;
        return HOST_ANSWER;
      }),
    );
    try {
      const { answers } = await callThroughLoop(host, {
        sampling: async (_params, context) => ({
          ...HOST_ANSWER,
          model: `given for ${context.inputKey ?? '?'}`,
        }),
      });
      expect(answers).toEqual({
        confirm_close: { ...HOST_ANSWER, model: 'given for confirm_close' },
      });
      expect(ownCalled).toBe(false);
    } finally {
      await host.client.close();
    }
  }, 30_000);

  it('a Client that declares no sampling: a handler for it is refused, and a round asking for it fails unanswered', async () => {
    proxy.rules = [firstRoundAs('sampling/createMessage', SAMPLING_PARAMS)];
    const host = await hostClient(proxy.url, ELICITATION);
    const script = scriptedRenderer();
    try {
      await expect(
        connect({
          client: host.client,
          serverId: 'tickets',
          renderer: script.renderer,
          handlers: { sampling: async () => HOST_ANSWER },
        }),
      ).rejects.toThrow(/`handlers.sampling`.*does not declare the sampling capability/);
      const client = await connect({
        client: host.client,
        serverId: 'tickets',
        renderer: script.renderer,
      });
      try {
        expect(client.capabilities).not.toHaveProperty('sampling');
        const error = await client
          .callTool('close_ticket', { ticket_id: 'T-1' })
          .result.catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnsupportedInputRequestError);
        expect((error as UnsupportedInputRequestError).method).toBe('sampling/createMessage');
        // Nothing made up went back: the one tools/call is the first leg.
        expect(host.wire.requests('tools/call')).toHaveLength(1);
        expect(script.shown).toHaveLength(0);
      } finally {
        await client.close();
      }
    } finally {
      await host.client.close();
    }
  }, 30_000);

  it('a Client that declares sampling but registered no handler is refused: it could not answer', async () => {
    const host = await hostClient(demo.url, { ...ELICITATION, sampling: {} });
    try {
      await expect(
        connect({
          client: host.client,
          serverId: 'tickets',
          renderer: scriptedRenderer().renderer,
        }),
      ).rejects.toThrow(
        /declares the sampling capability but has no `sampling\/createMessage` handler/,
      );
    } finally {
      await host.client.close();
    }
  }, 30_000);
});

describe('connect({ client }): 2025-11-25 pushes (server-everything)', () => {
  it('the Client’s own sampling handler answers a push; its time does not count against the leg', async () => {
    const host = await hostClient(everything.url, { ...ELICITATION, sampling: {} }, (client) =>
      client.setRequestHandler('sampling/createMessage', async () => {
        // Longer than the leg timeout: the model thinks while the tools/call waits.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        return HOST_ANSWER;
      }),
    );
    const client = await connect({
      client: host.client,
      serverId: 'everything',
      renderer: scriptedRenderer().renderer,
    });
    try {
      expect(client.era).toBe('2025-11-25');
      const call = client.callTool(
        'trigger-sampling-request',
        { prompt: 'Say hi', maxTokens: 5 },
        { legTimeoutMs: 1_000 },
      );
      const result = await call.result.catch((e: unknown) => e);
      expect(result).not.toMatchObject({ code: 'leg-timeout' });
      expect(textOf(result as Parameters<typeof textOf>[0])).toContain('Hello from the host');
    } finally {
      await client.close();
      await host.client.close();
    }
  }, 30_000);

  it('a handler given to connect answers pushes; close() puts the Client’s own back', async () => {
    const host = await hostClient(everything.url, { ...ELICITATION, sampling: {} }, (client) =>
      client.setRequestHandler('sampling/createMessage', async () => HOST_ANSWER),
    );
    const client = await connect({
      client: host.client,
      serverId: 'everything',
      renderer: scriptedRenderer().renderer,
      handlers: {
        sampling: async (_params, context) => ({
          ...HOST_ANSWER,
          content: { type: 'text', text: `Given, for ${context.server.trustedId}` },
        }),
      },
    });
    try {
      const during = await client.callTool('trigger-sampling-request', {
        prompt: 'Hi',
        maxTokens: 5,
      }).result;
      expect(textOf(during)).toContain('Given, for everything');
    } finally {
      await client.close();
    }
    try {
      const after = await host.client.callTool({
        name: 'trigger-sampling-request',
        arguments: { prompt: 'Hi', maxTokens: 5 },
      });
      expect(textOf(after as Parameters<typeof textOf>[0])).toContain('Hello from the host');
    } finally {
      await host.client.close();
    }
  }, 30_000);

  it('close() puts back an elicitation/create handler the Client had of its own', async () => {
    // The demo server pushes only on a 2025-11-25 session.
    const legacy = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: ELICITATION, versionNegotiation: { mode: 'legacy' } },
    );
    legacy.setRequestHandler('elicitation/create', async () => ({
      action: 'accept',
      content: { confirm: true },
    }));
    await legacy.connect(new StreamableHTTPClientTransport(new URL(demo.url)));
    const script = scriptedRenderer(accept({ confirm: false }));
    const client = await connect({ client: legacy, serverId: 'demo', renderer: script.renderer });
    try {
      const during = await client.callTool('legacy_push_confirm', { question: 'Loop?' }).result;
      expect(textOf(during)).toContain('the answer was No');
    } finally {
      await client.close();
    }
    try {
      const after = await legacy.callTool({
        name: 'legacy_push_confirm',
        arguments: { question: 'Host?' },
      });
      expect(textOf(after as Parameters<typeof textOf>[0])).toBe('Confirmed.');
      expect(script.shown).toHaveLength(1);
    } finally {
      await legacy.close();
    }
  }, 30_000);
});
