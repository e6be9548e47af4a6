// connect({ client }): the loop runs on the host's own, already connected SDK v2 Client, against
// the demo server over HTTP — 2026-07-28 rounds and 2025-11-25 pushes. Every request the loop
// makes goes through the host's transport (its fetch sees it), and no second handshake is made.
import { connect } from '@elicitkit/client';
import { elicitationCapabilities } from '@elicitkit/client/sdk-v2';
import type { ClientCapabilities } from '@modelcontextprotocol/client';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { manualRenderer } from '../../packages/client/src/manualRenderer.testing.js';
import { demoForSuite } from './support/demoForSuite.js';

const demo = demoForSuite();

const HANDSHAKES = new Set(['initialize', 'server/discover']);

async function hostClient(
  mode: 'auto' | 'legacy',
  capabilities: ClientCapabilities = { elicitation: elicitationCapabilities() },
) {
  const methods: string[] = [];
  const transport = new StreamableHTTPClientTransport(demo.url, {
    fetch: (input, init) => {
      if (typeof init?.body === 'string') {
        const body = JSON.parse(init.body) as { method?: string };
        if (body.method) methods.push(body.method);
      }
      return fetch(input, init);
    },
  });
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities, versionNegotiation: { mode } },
  );
  await client.connect(transport);
  return { client, methods };
}

const text = (result: { content: unknown[] }) =>
  (result.content as { text?: string }[]).map((part) => part.text ?? '').join('');

describe('connect({ client })', () => {
  for (const mode of ['auto', 'legacy'] as const) {
    const era = mode === 'auto' ? '2026-07-28' : '2025-11-25';
    it(`${era}: asks on the host’s connection, re-asks a bad answer, one handshake in all`, async () => {
      const host = await hostClient(mode);
      const handshakesBefore = host.methods.filter((m) => HANDSHAKES.has(m)).length;
      const m = manualRenderer();
      const client = await connect({
        client: host.client,
        serverId: 'tickets',
        serverUrl: demo.url.href,
        renderer: m.renderer,
      });
      expect(client.era).toBe(era);
      expect(client.sdk).toBe(host.client);
      const call = client.callTool('close_ticket', { ticket_id: 'T-1' });
      const first = await m.nth(0);
      expect(first.context.era).toBe(era);
      expect(first.context.server.trustedId).toBe('tickets');
      expect(first.context.server.trustedUrl).toBe(demo.url.href);
      first.answer({ action: 'accept', content: { confirm: 'nope' } });
      const again = await m.nth(1);
      expect(again.context.attempt).toBe(2);
      again.answer({ action: 'accept', content: { confirm: true } });
      const result = await call.result;
      expect(text(result)).toContain('Closed T-1');
      // The call went over the host's transport, and nothing connected a second time.
      expect(host.methods.filter((m) => m === 'tools/call').length).toBeGreaterThanOrEqual(1);
      expect(host.methods.filter((m) => HANDSHAKES.has(m)).length).toBe(handshakesBefore);
      expect(handshakesBefore).toBeGreaterThanOrEqual(1);

      // close() hands the Client back open: the host can still use it.
      await client.close();
      const { tools } = await host.client.listTools();
      expect(tools.map((t) => t.name)).toContain('close_ticket');
      await host.client.close();
    }, 30_000);
  }

  it('aborting a call answers its open question with cancel', async () => {
    const host = await hostClient('auto');
    const m = manualRenderer();
    const client = await connect({
      client: host.client,
      serverId: 'tickets',
      renderer: m.renderer,
    });
    const abort = new AbortController();
    const call = client.callTool('close_ticket', { ticket_id: 'T-1' }, { signal: abort.signal });
    const q = await m.nth(0);
    abort.abort();
    await expect(call.result).rejects.toThrow();
    expect(q.context.signal.aborted).toBe(true);
    await client.close();
    await host.client.close();
  }, 30_000);

  it('a Client that declared no elicitation is refused with what to declare', async () => {
    const host = await hostClient('auto', {});
    const renderer = manualRenderer().renderer;
    await expect(connect({ client: host.client, serverId: 'tickets', renderer })).rejects.toThrow(
      /declares no elicitation capability.*capabilities: \{ elicitation/,
    );
    await host.client.close();
  }, 30_000);

  it('refuses a Client not yet connected, options that belong on the Client, and no serverId', async () => {
    const renderer = manualRenderer().renderer;
    const fresh = new Client(
      { name: 'host', version: '1.0.0' },
      { capabilities: { elicitation: elicitationCapabilities() } },
    );
    await expect(connect({ client: fresh, serverId: 'x', renderer })).rejects.toThrow(
      /connected Client/,
    );
    await expect(
      connect({ client: fresh, serverId: 'x', renderer, url: demo.url, tasks: true }),
    ).rejects.toThrow(/`url`, `tasks`/);
    await expect(connect({ client: fresh, renderer })).rejects.toThrow(/serverId/);
  });
});
