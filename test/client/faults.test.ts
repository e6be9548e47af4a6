// Failed legs keep the answers: retry() re-sends the same retry on a new JSON-RPC id without
// asking again, but only when the leg provably never reached the tool (refused, HTTP error).
// Faults are real: a killed server process, and a loopback proxy answering 500, an unreadable
// body, or nothing at all.
import { CallAbortedError, connect, LegFailedError } from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import type { Fault, FaultProxy } from './support/faultProxy.js';
import { startFaultProxy } from './support/faultProxy.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;
let proxy: FaultProxy;

beforeAll(async () => {
  server = await startDemoServer();
  proxy = await startFaultProxy(server.url);
});
afterAll(async () => {
  await proxy.close();
  await stopAll();
});

const carriesAnswers = (body: Record<string, unknown> | undefined) =>
  body?.['method'] === 'tools/call' &&
  (body['params'] as Record<string, unknown> | undefined)?.['inputResponses'] !== undefined;

/** A rule that applies its fault to the first request carrying answers, once. */
function once(fault: Fault) {
  let used = false;
  return (request: { body: Record<string, unknown> | undefined }) => {
    if (used || !carriesAnswers(request.body)) return undefined;
    used = true;
    return fault;
  };
}

/** What a retry re-sends: everything but `_meta`, whose progressToken belongs to one request. */
function paramsOf(body: Record<string, unknown> | undefined) {
  const { _meta: _ignored, ...params } = (body?.['params'] ?? {}) as Record<string, unknown>;
  return params;
}

describe('a failed retry leg', () => {
  it('server killed between rounds: LegFailedError, then retry() after a restart on the same port', async () => {
    const local = await startDemoServer();
    const wire = createRecordingFetch();
    const script = scriptedRenderer(accept({ region: 'us-east-1' }), async (request, context) => {
      await local.kill();
      return accept({ plan: 'use1-standard' })(request, context);
    });
    const client = await connect({ url: local.url, renderer: script.renderer, fetch: wire.fetch });
    try {
      const call = client.callTool('deploy', { service: 'cart' });
      const failure = await call.result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LegFailedError);
      expect(call.getState()).toMatchObject({ phase: 'failed', round: 2, retryable: true });

      await startDemoServer({ port: local.port });
      const text = textOf(await call.retry());
      expect(text).toContain('Deployed cart to us-east-1');
      expect(text).toContain('on plan use1-standard');
      expect(script.shown).toHaveLength(2);
      expect(call.getState().phase).toBe('complete');

      const calls = wire.requests('tools/call');
      const [failed, resent] = calls.slice(-2);
      expect(failed?.error).toBeDefined();
      expect(paramsOf(resent?.body)).toEqual(paramsOf(failed?.body));
      expect(resent?.body?.['id']).not.toBe(failed?.body?.['id']);
    } finally {
      await client.close();
    }
  });

  it('HTTP 500 on the retry: answers kept, retry() re-sends the same retry', async () => {
    proxy.rules = [once({ kind: 'respond', status: 500, contentType: 'text/plain', body: 'boom' })];
    const wire = createRecordingFetch();
    const script = scriptedRenderer(accept({ agent: 'priya', priority: 'urgent' }));
    const client = await connect({ url: proxy.url, renderer: script.renderer, fetch: wire.fetch });
    try {
      const call = client.callTool('assign_ticket', { ticket_id: 'T-3' });
      const failure = await call.result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LegFailedError);
      expect((failure as LegFailedError).status).toBe(500);
      expect(call.snapshot().answers).toEqual({
        pick_agent: { action: 'accept', content: { agent: 'priya', priority: 'urgent' } },
      });
      const text = textOf(await call.retry());
      expect(text).toBe('Assigned T-3 to Priya (escalations) (priority urgent).');
      expect(script.shown).toHaveLength(1);
      const [, failed, resent] = wire.requests('tools/call');
      expect(failed?.status).toBe(500);
      expect(resent?.bodyText).not.toBe(failed?.bodyText); // a new id…
      expect(paramsOf(resent?.body)).toEqual(paramsOf(failed?.body)); // …for the same retry
    } finally {
      proxy.rules = [];
      await client.close();
    }
  });

  it('an unreadable body on the retry: LegFailedError, not retryable (the tool may have run)', async () => {
    proxy.rules = [
      once({
        kind: 'respond',
        status: 200,
        contentType: 'application/json',
        body: '{"jsonrpc":"2.0",',
      }),
    ];
    const script = scriptedRenderer(accept({ confirm: true }));
    const client = await connect({ url: proxy.url, renderer: script.renderer });
    try {
      const call = client.callTool('close_ticket', { ticket_id: 'T-2' });
      expect(await call.result.catch((e: unknown) => e)).toBeInstanceOf(LegFailedError);
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
      await expect(call.retry()).rejects.toMatchObject({ code: 'not-retryable' });
      expect(script.shown).toHaveLength(1);
    } finally {
      proxy.rules = [];
      await client.close();
    }
  });

  it('a leg that never answers times out (leg-timeout), not retryable', async () => {
    proxy.rules = [once({ kind: 'hang' })];
    const script = scriptedRenderer(accept({ confirm: true }));
    const client = await connect({ url: proxy.url, renderer: script.renderer });
    try {
      const call = client.callTool('close_ticket', { ticket_id: 'T-1' }, { legTimeoutMs: 1_000 });
      const failure = await call.result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LegFailedError);
      expect(failure).toMatchObject({ code: 'leg-timeout', timeoutMs: 1_000 });
      expect(failure).not.toBeInstanceOf(CallAbortedError);
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
      await expect(call.retry()).rejects.toMatchObject({ code: 'not-retryable' });
    } finally {
      proxy.rules = [];
      await client.close();
    }
  });

  it('an abort during a hanging leg is CallAbortedError, not a timeout, and cannot be retried', async () => {
    proxy.rules = [once({ kind: 'hang' })];
    const controller = new AbortController();
    const script = scriptedRenderer(async (request, context) => {
      const answer = await accept({ confirm: true })(request, context);
      setTimeout(() => controller.abort('host gave up'), 50);
      return answer;
    });
    const client = await connect({ url: proxy.url, renderer: script.renderer });
    try {
      const call = client.callTool(
        'close_ticket',
        { ticket_id: 'T-1' },
        { signal: controller.signal },
      );
      const failure = await call.result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(CallAbortedError);
      expect(failure).not.toMatchObject({ code: 'leg-timeout' });
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
      await expect(call.retry()).rejects.toMatchObject({ code: 'not-retryable' });
    } finally {
      proxy.rules = [];
      await client.close();
    }
  });
});

describe('a call started with an aborted signal', () => {
  it('fails at once with CallAbortedError and is not kept by the client', async () => {
    const script = scriptedRenderer();
    const client = await connect({ url: server.url, renderer: script.renderer });
    try {
      const controller = new AbortController();
      controller.abort('too late');
      const call = client.callTool(
        'close_ticket',
        { ticket_id: 'T-1' },
        { signal: controller.signal },
      );
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
      await expect(call.result).rejects.toBeInstanceOf(CallAbortedError);
      // A call the client still held would be aborted again on close().
      const abort = vi.spyOn(call, 'abort');
      await client.close();
      expect(abort).not.toHaveBeenCalled();
      expect(script.shown).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
