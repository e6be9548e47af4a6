// Guarantee: no tool runs twice. A leg is retryable only when it provably never reached the
// tool, and retry() after every failure class leaves the tool's execution count at one. The
// server is a real process (test/adversarial/servers/hostile2026.mjs) that logs each execution.
import type { ElicitClientError, ElicitClientErrorCode, ToolCall } from '@elicitkit/client';
import { connect, InvalidResultError, LegFailedError, ServerError } from '@elicitkit/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopAll } from '../client/support/serverProcess.js';
import { accept, scriptedRenderer } from '../client/support/scriptedRenderer.js';
import { textOf } from '../client/support/text.js';
import type { Hostile2026 } from './support/hostile2026.js';
import { executions, startHostile2026 } from './support/hostile2026.js';

let server: Hostile2026;

beforeAll(async () => {
  server = await startHostile2026();
});
afterAll(async () => {
  await stopAll();
});

async function client(url = server.url, ...steps: Parameters<typeof scriptedRenderer>) {
  const script = scriptedRenderer(...steps);
  const connected = await connect({ url, renderer: script.renderer, protocol: '2026-07-28' });
  return { client: connected, script };
}

/** The call failed; retry() is refused and the tool ran exactly once. */
async function expectRanOnceAndNoRetry(call: ToolCall, tool: string, log = server.log) {
  expect(call.getState()).toMatchObject({ phase: 'failed', retryable: false });
  await expect(call.retry()).rejects.toMatchObject({ code: 'not-retryable' });
  expect(executions(log, tool)).toBe(1);
}

describe('a 2026 result without resultType', () => {
  it('is complete: the call succeeds and the tool ran once', async () => {
    const { client: c } = await client();
    try {
      const result = await c.callTool('complete_no_result_type').result;
      expect(textOf(result)).toBe('ran once');
      expect(executions(server.log, 'complete_no_result_type')).toBe(1);
    } finally {
      await c.close();
    }
  });
});

describe('retry() after each failure class never runs a tool that ran', () => {
  const cases: [
    string,
    new (...args: never[]) => ElicitClientError,
    ElicitClientErrorCode,
    { legTimeoutMs?: number }?,
  ][] = [
    ['run_then_drop', LegFailedError, 'leg-failed'],
    ['run_then_garbage', LegFailedError, 'leg-failed'],
    ['run_then_jsonrpc_500', LegFailedError, 'leg-failed'],
    ['run_then_error', ServerError, 'server-error'],
    ['run_then_invalid_result', LegFailedError, 'leg-failed'],
    ['run_then_unknown_type', InvalidResultError, 'unknown-result-type'],
    ['run_then_hang', LegFailedError, 'leg-timeout', { legTimeoutMs: 1_000 }],
  ];
  for (const [tool, type, code, options] of cases) {
    it(`${tool}: ${code}, not retryable`, async () => {
      const { client: c } = await client();
      try {
        const call = c.callTool(tool, undefined, options);
        const failure = await call.result.catch((e: unknown) => e);
        expect(failure).toBeInstanceOf(type);
        expect(failure).toMatchObject({ code });
        await expectRanOnceAndNoRetry(call, tool);
      } finally {
        await c.close();
      }
    });
  }

  it('HTTP 503 before any JSON-RPC answer: retryable, and retry() runs the tool once', async () => {
    const { client: c } = await client();
    try {
      const call = c.callTool('refuse_once_503');
      const failure = await call.result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LegFailedError);
      expect(failure).toMatchObject({ status: 503, retryable: true });
      expect(executions(server.log, 'refuse_once_503')).toBe(0);
      expect(textOf(await call.retry())).toBe('ran after the 503');
      expect(executions(server.log, 'refuse_once_503')).toBe(1);
    } finally {
      await c.close();
    }
  });

  it('connection refused on the answer leg: retryable, and retry() runs the tool once', async () => {
    const local = await startHostile2026();
    const { client: c, script } = await client(local.url, async (request, context) => {
      await local.kill();
      return accept({ confirm: true })(request, context);
    });
    try {
      const call = c.callTool('two_rounds');
      const failure = await call.result.catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(LegFailedError);
      expect(call.getState()).toMatchObject({ phase: 'failed', retryable: true });
      expect(executions(local.log, 'two_rounds')).toBe(0);
      await startHostile2026({ log: local.log, port: local.port });
      expect(textOf(await call.retry())).toBe(
        'ran with {"action":"accept","content":{"confirm":true}}',
      );
      expect(executions(local.log, 'two_rounds')).toBe(1);
      expect(script.shown).toHaveLength(1);
    } finally {
      await c.close();
    }
  });
});
