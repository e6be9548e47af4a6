// What actually goes on the wire in the 2026-07-28 loop, seen through a recording fetch: ids,
// the byte-exact requestState echo, per-round answers, validation before sending, and the typed
// failures for what a server (or a proxy rewriting it) can throw at the loop.
import type { ConnectOptions, ToolCallState } from '@elicitkit/client';
import {
  CallAbortedError,
  connect,
  InvalidResultError,
  RendererError,
  RoundLimitError,
  ServerError,
  UnsupportedInputRequestError,
} from '@elicitkit/client';
import type { RenderContext } from '@elicitkit/core';
import type { CreateMessageRequestParams } from '@modelcontextprotocol/client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import type { FaultProxy } from './support/faultProxy.js';
import { startFaultProxy } from './support/faultProxy.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import { rewriteFirstInputRequired } from './support/rewriteFirstInputRequired.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import type { Step } from './support/scriptedRenderer.js';
import {
  accept,
  openUrl,
  raw,
  scriptedRenderer,
  waitForAbort,
} from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;
let proxy: FaultProxy;

beforeAll(async () => {
  server = await startDemoServer();
  proxy = await startFaultProxy(server.url);
});
afterEach(() => {
  proxy.rules = [];
});
afterAll(async () => {
  await proxy.close();
  await stopAll();
});

async function session(url: string, steps: Step[], options: Partial<ConnectOptions> = {}) {
  const wire = createRecordingFetch();
  const script = scriptedRenderer(...steps);
  const client = await connect({ url, renderer: script.renderer, fetch: wire.fetch, ...options });
  return { wire, script, client };
}

const params = (body: Record<string, unknown> | undefined) =>
  (body?.['params'] ?? {}) as Record<string, unknown>;

describe('the retry on the wire', () => {
  it('new id per leg, byte-exact requestState, only the latest round, capabilities on every leg', async () => {
    const { wire, client } = await session(server.url, [
      accept({ region: 'eu-west-1' }),
      accept({ plan: 'euw1-basic' }),
    ]);
    try {
      await client.callTool('deploy', { service: 'web' }).result;
      const calls = wire.requests('tools/call');
      expect(calls).toHaveLength(3);
      const ids = calls.map((c) => c.body?.['id']);
      expect(new Set(ids).size).toBe(3);

      for (const [index, leg] of calls.slice(1).entries()) {
        const answered = calls[index];
        const response = (await answered?.responseText) ?? '';
        // The raw bytes of the state the server sent, and the raw bytes the retry carries.
        const sent = /"requestState":("(?:[^"\\]|\\.)*")/.exec(response)?.[1];
        expect(sent).toBeDefined();
        expect(leg.bodyText).toContain(`"requestState":${sent}`);
      }
      expect(Object.keys(params(calls[1]?.body)['inputResponses'] as object)).toEqual(['region']);
      expect(Object.keys(params(calls[2]?.body)['inputResponses'] as object)).toEqual(['plan']);

      for (const leg of calls) {
        expect(leg.headers['mcp-method']).toBe('tools/call');
        expect(leg.headers['mcp-name']).toBe('deploy');
        expect(leg.headers['mcp-protocol-version']).toBe('2026-07-28');
        const meta = params(leg.body)['_meta'] as Record<string, unknown>;
        expect(meta['io.modelcontextprotocol/protocolVersion']).toBe('2026-07-28');
        expect(meta['io.modelcontextprotocol/clientCapabilities']).toEqual({
          elicitation: { form: {}, url: {} },
        });
        expect(params(leg.body)['arguments']).toEqual({ service: 'web' });
      }
    } finally {
      await client.close();
    }
  });

  it('no requestState is sent when the server sent none', async () => {
    proxy.rules = [rewriteFirstInputRequired((result) => delete result['requestState'])];
    const { wire, client } = await session(proxy.url, [accept({ confirm: true })]);
    try {
      // Without its state the demo tool starts over and asks again: one round allowed.
      const error = await client
        .callTool('close_ticket', { ticket_id: 'T-1' }, { maxRounds: 1 })
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RoundLimitError);
      const retry = wire.requests('tools/call')[1];
      expect(params(retry?.body)['inputResponses']).toBeDefined();
      expect(retry?.bodyText).not.toContain('requestState');
    } finally {
      await client.close();
    }
  });

  it('a requestState-only round is re-sent with the state alone, then the loop goes on', async () => {
    proxy.rules = [rewriteFirstInputRequired((result) => (result['inputRequests'] = {}))];
    const { wire, client, script } = await session(proxy.url, [accept({ confirm: true })]);
    try {
      const call = client.callTool('close_ticket', { ticket_id: 'T-3' });
      const states: ToolCallState[] = [];
      call.subscribe((s) => states.push(s));
      expect(textOf(await call.result)).toContain('Closed T-3');
      expect(states).toContainEqual({ phase: 'retrying', round: 1, stateOnly: true });
      const [, stateOnly] = wire.requests('tools/call');
      expect(params(stateOnly?.body)['requestState']).toEqual(expect.any(String));
      expect(params(stateOnly?.body)).not.toHaveProperty('inputResponses');
      expect(script.shown).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});

describe('validation before sending', () => {
  it('content that does not fit the form is never sent; the renderer is asked again with the errors', async () => {
    const { wire, client, script } = await session(server.url, [
      raw({ action: 'accept', content: { confirm: 'yes-please', resolution: 'fixed' } }),
      accept({ confirm: true }),
    ]);
    try {
      expect(textOf(await client.callTool('close_ticket', { ticket_id: 'T-1' }).result)).toContain(
        'Closed T-1',
      );
      expect(wire.sentText()).not.toContain('yes-please');
      const second = script.shown[1]?.context;
      expect(second?.attempt).toBe(2);
      expect(second?.errors).toEqual([expect.objectContaining({ field: 'confirm' })]);
      expect(wire.requests('tools/call')).toHaveLength(2);
    } finally {
      await client.close();
    }
  });

  it('a renderer that answers badly twice fails the call with invalid-content; nothing is sent', async () => {
    const { wire, client, script } = await session(server.url, [
      raw({ action: 'accept', content: { confirm: 'nope-1' } }),
      raw({ action: 'accept', content: { confirm: true, extra: 'nope-2' } }),
    ]);
    try {
      const call = client.callTool('close_ticket', { ticket_id: 'T-1' });
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RendererError);
      expect(error).toMatchObject({ code: 'invalid-content' });
      expect(script.shown).toHaveLength(2);
      expect(wire.requests('tools/call')).toHaveLength(1);
      expect(wire.sentText()).not.toMatch(/nope-/);
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
    } finally {
      await client.close();
    }
  });
});

describe('typed failures', () => {
  it('-32021: a host without form mode gets missing-capability naming elicitation.form', async () => {
    const { wire, client } = await session(server.url, [], { capabilities: { form: false } });
    try {
      expect(client.capabilities).toEqual({ elicitation: { url: {} } });
      const error = await client
        .callTool('close_ticket', { ticket_id: 'T-1' })
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({
        code: 'missing-capability',
        capabilities: ['elicitation.form'],
      });
      const meta = params(wire.requests('tools/call')[0]?.body)['_meta'] as Record<string, unknown>;
      expect(meta['io.modelcontextprotocol/clientCapabilities']).toEqual({
        elicitation: { url: {} },
      });
    } finally {
      await client.close();
    }
  });

  it('an unknown resultType is unknown-result-type', async () => {
    proxy.rules = [rewriteFirstInputRequired((result) => (result['resultType'] = 'task'))];
    const { client, script } = await session(proxy.url, []);
    try {
      const error = await client
        .callTool('close_ticket', { ticket_id: 'T-1' })
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InvalidResultError);
      expect(error).toMatchObject({ code: 'unknown-result-type', resultType: 'task' });
      expect(script.shown).toHaveLength(0);
    } finally {
      await client.close();
    }
  });

  const asSampling = (result: Record<string, unknown>) => {
    const requests = result['inputRequests'] as Record<string, Record<string, unknown>>;
    for (const request of Object.values(requests)) {
      request['method'] = 'sampling/createMessage';
      request['params'] = {
        messages: [{ role: 'user', content: { type: 'text', text: 'Hi' } }],
        maxTokens: 5,
      };
    }
  };

  it('an embedded sampling request without a handler fails before anything is asked or sent', async () => {
    proxy.rules = [rewriteFirstInputRequired(asSampling)];
    const { wire, client, script } = await session(proxy.url, []);
    try {
      expect(client.capabilities).not.toHaveProperty('sampling');
      const error = await client
        .callTool('close_ticket', { ticket_id: 'T-1' })
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsupportedInputRequestError);
      expect((error as UnsupportedInputRequestError).method).toBe('sampling/createMessage');
      expect(script.shown).toHaveLength(0);
      expect(wire.requests('tools/call')).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('with a sampling handler the embedded request is answered by the host and sent back', async () => {
    proxy.rules = [rewriteFirstInputRequired(asSampling)];
    const seen: [CreateMessageRequestParams, RenderContext][] = [];
    const { wire, client } = await session(proxy.url, [accept({ confirm: false })], {
      handlers: {
        sampling: async (request, context) => {
          seen.push([request, context]);
          return {
            role: 'assistant',
            content: { type: 'text', text: 'Hello' },
            model: 'test-model',
          };
        },
      },
    });
    try {
      expect(client.capabilities).toHaveProperty('sampling', {});
      // The server does not understand the substituted answer and asks its real question again.
      const text = textOf(await client.callTool('close_ticket', { ticket_id: 'T-2' }).result);
      expect(text).toContain('the answer was No');
      expect(seen[0]?.[0].maxTokens).toBe(5);
      expect(seen[0]?.[1]).toMatchObject({ round: 1, inputKey: 'confirm_close' });
      expect(params(wire.requests('tools/call')[1]?.body)['inputResponses']).toEqual({
        confirm_close: {
          role: 'assistant',
          content: { type: 'text', text: 'Hello' },
          model: 'test-model',
        },
      });
    } finally {
      await client.close();
    }
  });

  it('an embedded roots/list is answered by the roots handler', async () => {
    proxy.rules = [
      rewriteFirstInputRequired((result) => {
        const requests = result['inputRequests'] as Record<string, Record<string, unknown>>;
        for (const request of Object.values(requests)) {
          request['method'] = 'roots/list';
          delete request['params'];
        }
      }),
    ];
    const { wire, client } = await session(proxy.url, [accept({ confirm: false })], {
      handlers: { roots: async () => ({ roots: [{ uri: 'file:///work', name: 'work' }] }) },
    });
    try {
      expect(client.capabilities).toHaveProperty('roots', {});
      await client.callTool('close_ticket', { ticket_id: 'T-2' }).result;
      expect(params(wire.requests('tools/call')[1]?.body)['inputResponses']).toEqual({
        confirm_close: { roots: [{ uri: 'file:///work', name: 'work' }] },
      });
    } finally {
      await client.close();
    }
  });

  it('the round cap stops a server that keeps asking (RoundLimitError with the last request)', async () => {
    // Consent without finishing the sign-in page: link_account asks again each round.
    const { client, script } = await session(server.url, [openUrl(), openUrl()]);
    try {
      const error = await client
        .callTool('link_account', { provider: 'github' }, { maxRounds: 2 })
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RoundLimitError);
      expect((error as RoundLimitError).rounds).toBe(2);
      expect(Object.keys((error as RoundLimitError).lastResult.inputRequests ?? {})).toEqual([
        'sign_in',
      ]);
      expect(script.shown).toHaveLength(2);
    } finally {
      await client.close();
    }
  });

  it('aborting while a question is open: the renderer is cancelled and no retry is sent', async () => {
    let shown!: () => void;
    const open = new Promise<void>((resolve) => (shown = resolve));
    const { wire, client, script } = await session(server.url, [waitForAbort(() => shown())]);
    try {
      const call = client.callTool('close_ticket', { ticket_id: 'T-1' });
      await open;
      call.abort('user navigated away');
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallAbortedError);
      expect(script.shown[0]?.context.signal.aborted).toBe(true);
      expect(wire.requests('tools/call')).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});
