// The real Claude Agent SDK (its Claude Code binary from the registry), offline: a fake Messages
// API on 127.0.0.1 scripts the model's tool_use. Against the demo server (2026-07-28 rounds) and a
// 2025-11-25 server that pushes questions and announces URL completions (test/adversarial's).
import { query } from '@anthropic-ai/claude-agent-sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claudeAgentElicitation } from '@elicitkit/client/claude-agent-sdk';
import type { ElicitationRenderer, ElicitResult, RenderContext } from '@elicitkit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hostile2025 } from '../adversarial/support/hostile2025.js';
import {
  announceComplete,
  mark,
  receivedEventually,
  startHostile2025,
} from '../adversarial/support/hostile2025.js';
import { demoForSuite } from './support/demoForSuite.js';
import { fakeMessagesApi, offlineClaudeEnv } from './support/fakeMessagesApi.js';

describe('claudeAgentElicitation on the real Claude Agent SDK', () => {
  const demo = demoForSuite();
  const api = fakeMessagesApi({ tool: '', input: {} });
  let home = '';
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'elicitkit-claude-'));
    await api.listen();
  });
  afterAll(() => {
    api.close();
    rmSync(home, { recursive: true, force: true });
  });

  /** Runs one query whose model calls `tool` of `server` once; `renderer` answers. */
  async function query1(
    renderer: ElicitationRenderer,
    options: { server?: { name: string; url: string }; tool?: string; input?: object } = {},
  ) {
    api.toolResults.length = 0;
    const server = options.server ?? { name: 'tickets', url: demo.url.href };
    api.script = {
      tool: `mcp__${server.name}__${options.tool ?? 'assign_ticket'}`,
      input: options.input ?? { ticket_id: 'T-2' },
    };
    const mcpServers = { [server.name]: { type: 'http' as const, url: server.url } };
    const { onElicitation, observe } = claudeAgentElicitation(renderer, { servers: mcpServers });
    const abortController = new AbortController();
    const messages = query({
      prompt: 'Do the task.',
      options: {
        mcpServers,
        onElicitation,
        abortController,
        allowedTools: [api.script.tool],
        cwd: home,
        env: offlineClaudeEnv(api, home),
      },
    });
    return {
      abort: () => abortController.abort(),
      done: (async () => {
        try {
          for await (const message of messages) observe(message);
        } catch (error) {
          // An aborted query ends its stream with an error; what matters is what was sent.
          if (!abortController.signal.aborted) throw error;
        }
        return api.toolResults.join('');
      })(),
    };
  }

  /** Runs one query whose model calls assign_ticket once; the renderer answers from `answers`. */
  async function run(answers: ElicitResult[]) {
    const shown: RenderContext[] = [];
    const { done } = await query1(async (_request, context) => {
      shown.push(context);
      return answers[shown.length - 1] ?? { action: 'cancel' };
    });
    return { shown, url: demo.url.href, result: await done };
  }

  it('an answer out of range is asked again and never sent; the valid one reaches the server', async () => {
    const { shown, url, result } = await run([
      { action: 'accept', content: { agent: 'nobody-at-all' } },
      { action: 'accept', content: { agent: 'sam', priority: 'urgent' } },
    ]);
    expect(shown).toHaveLength(2);
    expect(shown[0]?.server).toEqual({ trustedId: 'tickets', trustedUrl: url });
    expect(shown[1]?.attempt).toBe(2);
    expect(result).toContain('Assigned T-2 to Sam (accounts) (priority urgent)');
  }, 120_000);

  it('two answers out of range: cancel, and nothing of them reaches the server', async () => {
    const { shown, result } = await run([
      { action: 'accept', content: { agent: 'nobody-at-all' } },
      { action: 'accept', content: { agent: 'sam', priority: 'highest' } },
    ]);
    expect(shown).toHaveLength(2);
    expect(result).toContain('T-2 was not assigned');
    expect(result).not.toMatch(/nobody-at-all|highest/);
  }, 120_000);

  it('decline reaches the server as decline', async () => {
    const { shown, result } = await run([{ action: 'decline' }]);
    expect(shown).toHaveLength(1);
    expect(result).toContain('T-2 was not assigned');
  }, 120_000);

  describe('against a 2025-11-25 server (pushed questions)', () => {
    let hostile: Hostile2025 | undefined;
    beforeAll(async () => {
      hostile = await startHostile2025();
    }, 60_000);
    afterAll(async () => {
      await hostile?.stop();
    });
    const server = () => ({ name: 'legacy', url: hostile?.url ?? '' });

    it('aborting the query cancels the open question: the renderer is told, the server gets cancel', async () => {
      const since = mark(hostile?.log ?? '');
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      let renderSignal: AbortSignal | undefined;
      const { abort, done } = await query1(
        (_request, context) =>
          new Promise((resolve) => {
            renderSignal = context.signal;
            context.signal.addEventListener('abort', () => resolve({ action: 'cancel' }));
            opened();
          }),
        { server: server(), tool: 'two_questions', input: {} },
      );
      await open;
      abort();
      await done;
      const got = await receivedEventually(hostile?.log ?? '', 'two_questions', since, 1);
      expect(renderSignal?.aborted).toBe(true);
      expect(got[0]).toMatchObject({ event: 'received', result: { action: 'cancel' } });
    }, 120_000);

    it('an elicitation_complete closes the URL prompt with that id, and no other', async () => {
      const since = mark(hostile?.log ?? '');
      const completions: string[] = [];
      const { done } = await query1(
        async (request, context) => {
          if (request.mode !== 'url') return { action: 'cancel' };
          const id = request.elicitationId ?? '';
          // Another id announced first: this prompt stays open.
          context.serverCompleted?.addEventListener('abort', () => completions.push(id));
          expect(await announceComplete(hostile?.origin ?? '', 'not-this-one')).toBeLessThan(500);
          expect(await announceComplete(hostile?.origin ?? '', id)).toBe(200);
          await new Promise<void>((resolve) =>
            context.serverCompleted?.aborted
              ? resolve()
              : context.serverCompleted?.addEventListener('abort', () => resolve()),
          );
          return { action: 'accept' };
        },
        { server: server(), tool: 'push_then_wait', input: {} },
      );
      const result = await done;
      expect(completions).toHaveLength(1);
      expect(result).toContain('received');
      const got = await receivedEventually(hostile?.log ?? '', 'push_then_wait', since, 1);
      expect(got[0]).toMatchObject({ event: 'received', result: { action: 'accept' } });
    }, 120_000);

    // The server asks in turn, so this shows each question reaching the renderer once with its own
    // answer; questions the SDK delivers at the same time are the adapter's unit test's.
    it('a 2025 server’s two questions asked in turn: each shown once, each answer its own', async () => {
      const since = mark(hostile?.log ?? '');
      let open = 0;
      let most = 0;
      const asked: string[] = [];
      const { done } = await query1(
        async (request) => {
          open++;
          most = Math.max(most, open);
          asked.push(request.message);
          await Promise.resolve();
          open--;
          const name = request.mode === 'form' ? (request.form.fields[0]?.name ?? '') : '';
          return { action: 'accept', content: { [name]: name === 'city' ? 'Oslo' : 'none' } };
        },
        { server: server(), tool: 'two_questions', input: {} },
      );
      await done;
      expect(asked).toEqual(['Which city?', 'Any note?']);
      expect(most).toBe(1);
      const got = await receivedEventually(hostile?.log ?? '', 'two_questions', since, 2);
      expect(got.map((e) => (e.event === 'received' ? e.result : e))).toEqual([
        { action: 'accept', content: { city: 'Oslo' } },
        { action: 'accept', content: { note: 'none' } },
      ]);
    }, 120_000);
  });
});
