// The 2025-11-25 paths against the demo server's sessionful 2025 leg (HTTP) and over stdio:
// pushed elicitation/create (SDK shim and a real push), -32042 URL-required with retry and loop
// detection, notifications/elicitation/complete, and think time that outlasts the leg timeout.
import type { ToolCallState } from '@elicitkit/client';
import { CallAbortedError, connect, RoundLimitError, UrlError } from '@elicitkit/client';
import { PROTOCOL_2025, PROTOCOL_2026 } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStdio, startDemoServer } from './support/demoServer.js';
import type { ServerProcess } from './support/serverProcess.js';
import { stopAll } from './support/serverProcess.js';
import type { Step } from './support/scriptedRenderer.js';
import {
  accept,
  after,
  openUrl,
  scriptedRenderer,
  waitForAbort,
} from './support/scriptedRenderer.js';
import { textOf } from './support/text.js';

let server: ServerProcess;

beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(stopAll);

async function legacyHttp(...steps: Step[]) {
  const script = scriptedRenderer(...steps);
  const client = await connect({
    url: server.url,
    renderer: script.renderer,
    protocol: '2025-11-25',
  });
  return { client, script };
}

describe('2025-11-25 over HTTP (sessionful leg)', () => {
  it('pushed questions count against maxRounds like 2026 rounds: the second is never shown', async () => {
    const { client, script } = await legacyHttp(
      accept({ region: 'ap-southeast-2' }),
      accept({ plan: 'apse2-standard' }),
    );
    try {
      const call = client.callTool('deploy', { service: 'search' }, { maxRounds: 1 });
      await expect(call.result).rejects.toBeInstanceOf(RoundLimitError);
      expect(script.shown.map((s) => s.request.message)).toEqual([
        expect.stringContaining('Where should search be deployed'),
      ]);
    } finally {
      await client.close();
    }
  });

  it('pushed questions go to the same renderer, one call, same validation', async () => {
    const { client, script } = await legacyHttp(
      accept({ region: 'ap-southeast-2' }),
      accept({ plan: 'apse2-standard' }),
    );
    try {
      expect(client.era).toBe(PROTOCOL_2025);
      const call = client.callTool('deploy', { service: 'search' });
      const states: ToolCallState[] = [call.getState()];
      call.subscribe((state) => states.push(state));
      const text = textOf(await call.result);
      expect(text).toContain('Deployed search to ap-southeast-2');
      expect(text).toContain('2 replica(s)');
      expect(script.shown.map((s) => [s.context.era, s.context.round, s.context.inputKey])).toEqual(
        [
          [PROTOCOL_2025, undefined, undefined],
          [PROTOCOL_2025, undefined, undefined],
        ],
      );
      expect(
        states.map((s) => (s.phase === 'awaiting-input' ? `${s.phase}:${s.source}` : s.phase)),
      ).toEqual([
        'calling',
        'awaiting-input:pushed',
        'calling',
        'awaiting-input:pushed',
        'calling',
        'complete',
      ]);
    } finally {
      await client.close();
    }
  });

  it('a real push (ctx.mcpReq.elicitInput) is answered', async () => {
    const { client } = await legacyHttp(accept({ confirm: true }));
    try {
      const result = await client.callTool('legacy_push_confirm', { question: 'Ship it?' }).result;
      expect(textOf(result)).toBe('Confirmed.');
    } finally {
      await client.close();
    }
  });

  it('notifications/elicitation/complete never answers a pushed URL for the person', async () => {
    let abortedBeforeAnswer: boolean | undefined;
    let completionSeen: boolean | undefined;
    const finishThenAnswer: Step = async (request, context) => {
      // Finishing the page makes the server send its completion notification at once.
      await openUrl({ finish: true })(request, context);
      // The server's completion reaches the open prompt as serverCompleted: once it has arrived,
      // the question must still be open (not aborted, not answered for the person).
      const completed = context.serverCompleted;
      if (completed && !completed.aborted)
        await new Promise((resolve) =>
          completed.addEventListener('abort', resolve, { once: true }),
        );
      completionSeen = completed?.aborted;
      abortedBeforeAnswer = context.signal.aborted;
      return { action: 'accept' };
    };
    const { client, script } = await legacyHttp(finishThenAnswer);
    try {
      const result = await client.callTool('link_account', { provider: 'github' }).result;
      // The prompt stayed open: the reply to the push is the person's own "I've finished".
      expect(completionSeen).toBe(true);
      expect(abortedBeforeAnswer).toBe(false);
      expect(textOf(result)).toMatch(/^Linked github/);
      const shown = script.shown[0]?.request;
      expect(shown?.mode === 'url' && typeof shown.elicitationId).toBe('string');
    } finally {
      await client.close();
    }
  });

  it('-32042: each URL is shown, then the call is made again', async () => {
    const { client, script } = await legacyHttp(openUrl({ finish: true }));
    try {
      const call = client.callTool('legacy_url_elicitation_required', { provider: 'stripe' });
      const sources: string[] = [];
      call.subscribe((s) => s.phase === 'awaiting-input' && sources.push(s.source));
      expect(textOf(await call.result)).toMatch(/^Linked stripe/);
      expect(sources).toEqual(['url-required']);
      expect(script.shown).toHaveLength(1);
    } finally {
      await client.close();
    }
  });

  it('-32042: the completion notification reaches the open prompt as serverCompleted (its "I\'ve finished")', async () => {
    const finishThenWait: Step = async (request, context) => {
      await openUrl({ finish: true })(request, context);
      // The page was opened and finished: a renderer takes the server's completion as "I've
      // finished" (core's consent model accepts it only in `opened`).
      const completed = context.serverCompleted;
      if (!completed) throw new Error('no serverCompleted signal');
      if (!completed.aborted)
        await new Promise((resolve) =>
          completed.addEventListener('abort', resolve, { once: true }),
        );
      return { action: 'accept' };
    };
    const { client } = await legacyHttp(finishThenWait);
    try {
      const call = client.callTool('legacy_url_elicitation_required', { provider: 'github' });
      expect(textOf(await call.result)).toMatch(/^Linked github/);
    } finally {
      await client.close();
    }
  });

  it('-32042: a URL asked again is shown again (shownBefore); only the third ask is a loop', async () => {
    // Consent without finishing the page: the server asks for the very same URL again.
    const { client, script } = await legacyHttp(openUrl(), openUrl());
    try {
      const call = client.callTool('legacy_url_elicitation_required', { provider: 'slack' });
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UrlError);
      expect(error).toMatchObject({ code: 'url-loop' });
      // The demo server mints a fresh link (new expiry) each time; the elicitationId is the same.
      expect((error as UrlError).url).toMatch(/\/link\//);
      expect(script.shown).toHaveLength(2);
      expect(script.shown[0]?.context.shownBefore).toBeUndefined();
      expect(script.shown[1]?.context.shownBefore).toBe(1);
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
    } finally {
      await client.close();
    }
  });

  it('think time longer than the leg timeout does not fail the call', async () => {
    // The leg timer pauses while the person answers inside the tools/call request.
    const { client } = await legacyHttp(after(2_500, accept({ confirm: true })));
    try {
      const call = client.callTool(
        'legacy_push_confirm',
        { question: 'Still there?' },
        { legTimeoutMs: 1_000 },
      );
      expect(textOf(await call.result)).toBe('Confirmed.');
    } finally {
      await client.close();
    }
  });

  it('aborting while a pushed question is open cancels the prompt and rejects CallAbortedError', async () => {
    let shown!: () => void;
    const open = new Promise<void>((resolve) => (shown = resolve));
    const { client, script } = await legacyHttp(waitForAbort(() => shown()));
    try {
      const controller = new AbortController();
      const call = client.callTool(
        'legacy_push_confirm',
        { question: 'Abort me' },
        { signal: controller.signal },
      );
      await open;
      controller.abort('user closed the chat');
      const error = await call.result.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CallAbortedError);
      expect((error as CallAbortedError).reason).toBe('user closed the chat');
      expect(script.shown[0]?.context.signal.aborted).toBe(true);
    } finally {
      await client.close();
    }
  });
});

describe('stdio', () => {
  it('2026-07-28 over stdio (auto negotiation)', async () => {
    const script = scriptedRenderer(accept({ region: 'us-east-1' }), accept({ plan: 'use1-gpu' }));
    const client = await connect({
      stdio: demoStdio(),
      serverId: 'demo-stdio',
      renderer: script.renderer,
    });
    try {
      expect(client.era).toBe(PROTOCOL_2026);
      expect(client.server.trustedUrl).toContain('--stdio');
      const text = textOf(await client.callTool('deploy', { service: 'api' }).result);
      expect(text).toContain('Deployed api to us-east-1');
      expect(text).toContain('use1-gpu');
      expect(script.shown.map((s) => s.context.round)).toEqual([1, 2]);
    } finally {
      await client.close();
    }
  });

  it('2025-11-25 over stdio (the server pushes)', async () => {
    const script = scriptedRenderer(
      accept({ confirm: true, resolution: 'wontfix' }),
      accept({ confirm: true }),
    );
    const client = await connect({
      stdio: demoStdio(),
      renderer: script.renderer,
      protocol: '2025-11-25',
    });
    try {
      expect(client.era).toBe(PROTOCOL_2025);
      expect(textOf(await client.callTool('close_ticket', { ticket_id: 'T-3' }).result)).toBe(
        'Closed T-3 ("Login link expired") as wontfix and emailed the customer.',
      );
      expect(textOf(await client.callTool('legacy_push_confirm', { question: 'ok?' }).result)).toBe(
        'Confirmed.',
      );
    } finally {
      await client.close();
    }
  });
});
