// Snapshot and resume: a call started on one demo-server process finishes on another started with
// the same secret, without re-asking what was answered; tampered or foreign state is refused.
import type { ToolCall, ToolCallSnapshot } from '@elicitkit/client';
import {
  connect,
  LegFailedError,
  parseSnapshot,
  ServerError,
  ResumeMismatchError,
  resumeToolCall,
} from '@elicitkit/client';
import { PROTOCOL_2026 } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './support/demoServer.js';
import { startFaultProxy } from './support/faultProxy.js';
import { createRecordingFetch } from './support/recordingFetch.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import type { Step } from './support/scriptedRenderer.js';
import { accept, scriptedRenderer } from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let first: ServerProcess;
let second: ServerProcess;

beforeAll(async () => {
  [first, second] = await Promise.all([startDemoServer(), startDemoServer()]);
});
afterAll(stopAll);

/** A step that hands the live call's snapshot out and then leaves, as a closing page would. */
function snapshotAndLeave(call: () => ToolCall, saved: (snapshot: string) => void): Step {
  return async () => {
    saved(JSON.stringify(call().snapshot()));
    call().abort('page closed');
    return { action: 'cancel' };
  };
}

describe('replica switch', () => {
  it('a snapshot taken while round 2 is open resumes on another process, asking only round 2', async () => {
    let saved = '';
    const a = scriptedRenderer(
      accept({ region: 'eu-west-1' }),
      snapshotAndLeave(
        () => call,
        (s) => (saved = s),
      ),
    );
    const clientA = await connect({ url: first.url, renderer: a.renderer });
    const call = clientA.callTool('deploy', { service: 'billing' });
    await call.result.catch(() => undefined);
    await clientA.close();

    const snapshot = JSON.parse(saved) as ToolCallSnapshot;
    expect(snapshot).toMatchObject({
      format: 'elicitkit.tool-call/1',
      tool: 'deploy',
      arguments: { service: 'billing' },
      era: PROTOCOL_2026,
      round: 2,
      answers: {},
    });
    expect(Object.keys(snapshot.inputRequests ?? {})).toEqual(['plan']);
    expect(typeof snapshot.requestState).toBe('string');

    const wire = createRecordingFetch();
    const b = scriptedRenderer(accept({ plan: 'euw1-basic', replicas: 4 }));
    const clientB = await connect({ url: second.url, renderer: b.renderer, fetch: wire.fetch });
    try {
      const resumed = resumeToolCall(clientB, saved, { replicas: [first.url] });
      const text = textOf(await resumed.result);
      expect(text).toContain('Deployed billing to eu-west-1');
      expect(text).toContain('4 replica(s)');
      expect(b.shown.map((s) => [s.context.round, s.context.inputKey])).toEqual([[2, 'plan']]);
      // The question is shown under the identity the call was started with.
      expect(b.shown[0]?.context.server.trustedId).toBe(first.url);
      const [retry] = wire.requests('tools/call');
      const params = retry?.body?.['params'] as Record<string, unknown>;
      expect(params['requestState']).toBe(snapshot.requestState);
      expect(params['inputResponses']).toEqual({
        plan: { action: 'accept', content: { plan: 'euw1-basic', replicas: 4 } },
      });
    } finally {
      await clientB.close();
    }
  });

  it('answers already given travel in the snapshot: the other process gets them without a question', async () => {
    const doomed = await startDemoServer();
    const a = scriptedRenderer(accept({ confirm: true, resolution: 'fixed' }));
    const renderer: typeof a.renderer = async (request, context) => {
      const answer = await a.renderer(request, context);
      await doomed.kill(); // the first process dies before the answer can reach it
      return answer;
    };
    const clientA = await connect({ url: doomed.url, renderer });
    const call = clientA.callTool('close_ticket', { ticket_id: 'T-1' });
    expect(await call.result.catch((e: unknown) => e)).toBeInstanceOf(LegFailedError);
    const snapshot = call.snapshot();
    expect(snapshot.answers).toEqual({
      confirm_close: { action: 'accept', content: { confirm: true, resolution: 'fixed' } },
    });
    await clientA.close();

    const b = scriptedRenderer();
    const clientB = await connect({ url: second.url, renderer: b.renderer });
    try {
      const text = textOf(
        await clientB.resumeToolCall(snapshot, { replicas: [doomed.url] }).result,
      );
      expect(text).toBe('Closed T-1 ("Cannot log in") as fixed and emailed the customer.');
      expect(b.shown).toHaveLength(0);
    } finally {
      await clientB.close();
    }
  });
});

describe('a round with several questions', () => {
  it('are asked one at a time in map order; a snapshot between them keeps the first answer', async () => {
    // The demo tools ask one question per round; a proxy adds a second one to the first round.
    const proxy = await startFaultProxy(first.url);
    let rewritten = false;
    proxy.rules = [
      () =>
        rewritten
          ? undefined
          : {
              kind: 'rewrite',
              transform: (text) => {
                const message = JSON.parse(text) as { result?: Record<string, unknown> };
                const requests = message.result?.['inputRequests'] as
                  Record<string, unknown> | undefined;
                if (!requests) return text;
                rewritten = true;
                requests['note'] = {
                  method: 'elicitation/create',
                  params: {
                    mode: 'form',
                    message: 'Anything to add for the customer?',
                    requestedSchema: {
                      type: 'object',
                      properties: { note: { type: 'string', title: 'Note' } },
                      required: ['note'],
                    },
                  },
                };
                return JSON.stringify(message);
              },
            },
    ];
    let saved = '';
    const a = scriptedRenderer(
      accept({ confirm: true, resolution: 'fixed' }),
      snapshotAndLeave(
        () => call,
        (s) => (saved = s),
      ),
    );
    const clientA = await connect({ url: proxy.url, renderer: a.renderer });
    const call = clientA.callTool('close_ticket', { ticket_id: 'T-3' });
    await call.result.catch(() => undefined);
    await clientA.close();
    await proxy.close();
    expect(a.shown.map((s) => s.context.inputKey)).toEqual(['confirm_close', 'note']);

    const snapshot = parseSnapshot(saved);
    expect(Object.keys(snapshot.inputRequests ?? {})).toEqual(['confirm_close', 'note']);
    expect(snapshot.answers).toEqual({
      confirm_close: { action: 'accept', content: { confirm: true, resolution: 'fixed' } },
    });

    const wire = createRecordingFetch();
    const b = scriptedRenderer(accept({ note: 'Fixed in 2.3' }));
    const clientB = await connect({ url: second.url, renderer: b.renderer, fetch: wire.fetch });
    try {
      const text = textOf(await clientB.resumeToolCall(snapshot, { replicas: [proxy.url] }).result);
      expect(text).toBe('Closed T-3 ("Login link expired") as fixed and emailed the customer.');
      expect(b.shown.map((s) => s.context.inputKey)).toEqual(['note']);
      const params = wire.requests('tools/call')[0]?.body?.['params'] as Record<string, unknown>;
      expect(params['inputResponses']).toEqual({
        confirm_close: { action: 'accept', content: { confirm: true, resolution: 'fixed' } },
        note: { action: 'accept', content: { note: 'Fixed in 2.3' } },
      });
    } finally {
      await clientB.close();
    }
  });
});

describe('state the server refuses', () => {
  async function snapshotAtFirstQuestion(url: string): Promise<ToolCallSnapshot> {
    let saved = '';
    const script = scriptedRenderer(
      snapshotAndLeave(
        () => call,
        (s) => (saved = s),
      ),
    );
    const client = await connect({ url, renderer: script.renderer });
    const call = client.callTool('close_ticket', { ticket_id: 'T-2' });
    await call.result.catch(() => undefined);
    await client.close();
    return parseSnapshot(saved);
  }

  it('a tampered requestState fails with request-state-rejected, not retryable', async () => {
    const snapshot = await snapshotAtFirstQuestion(first.url);
    const state = snapshot.requestState ?? '';
    const tampered = {
      ...snapshot,
      requestState: `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`,
    };
    const script = scriptedRenderer(accept({ confirm: true }));
    const client = await connect({ url: first.url, renderer: script.renderer });
    try {
      const call = client.resumeToolCall(tampered);
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({ code: 'request-state-rejected' });
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
    } finally {
      await client.close();
    }
  });

  it('state minted by a deployment with another secret is refused the same way', async () => {
    const foreign = await startDemoServer({ secret: 'ab'.repeat(32) });
    const snapshot = await snapshotAtFirstQuestion(foreign.url);
    await foreign.stop();
    const client = await connect({
      url: first.url,
      renderer: scriptedRenderer(accept({ confirm: true })).renderer,
    });
    try {
      const error = await client
        .resumeToolCall(snapshot, { replicas: [foreign.url] })
        .result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServerError);
      expect(error).toMatchObject({ code: 'request-state-rejected' });
    } finally {
      await client.close();
    }
  });

  it('a snapshot made to another server is refused before anything is sent (ResumeMismatchError)', async () => {
    const snapshot = await snapshotAtFirstQuestion(first.url);
    const wire = createRecordingFetch();
    const script = scriptedRenderer();
    const client = await connect({ url: second.url, renderer: script.renderer, fetch: wire.fetch });
    try {
      expect(() => client.resumeToolCall(snapshot)).toThrow(ResumeMismatchError);
      expect(() => client.resumeToolCall(snapshot, { replicas: ['http://elsewhere/mcp'] })).toThrow(
        ResumeMismatchError,
      );
      const { server: _server, ...anonymous } = snapshot;
      expect(() => client.resumeToolCall(anonymous)).toThrow(ResumeMismatchError);
      expect(wire.sentText()).not.toContain(snapshot.requestState ?? 'never');
      expect(script.shown).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('snapshots that cannot drive a call are rejected before anything is sent', async () => {
    const snapshot = await snapshotAtFirstQuestion(first.url);
    expect(() => parseSnapshot('{not json')).toThrow(ResumeMismatchError);
    expect(() => parseSnapshot({ ...snapshot, format: 'other/1' })).toThrow(ResumeMismatchError);
    expect(() => parseSnapshot({ ...snapshot, answers: { nope: { action: 'accept' } } })).toThrow(
      ResumeMismatchError,
    );
    const legacy = await connect({
      url: first.url,
      renderer: scriptedRenderer().renderer,
      protocol: '2025-11-25',
    });
    try {
      expect(() => legacy.resumeToolCall(snapshot)).toThrow(ResumeMismatchError);
    } finally {
      await legacy.close();
    }
  });
});
