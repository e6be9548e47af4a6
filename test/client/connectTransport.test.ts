// connect({ transport }): the loop runs on a transport the host built (here the SDK's own Streamable
// HTTP transport with the host's fetch), against the demo server (2026-07-28).
import { connect } from '@elicitkit/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { manualRenderer } from '../../packages/client/src/manualRenderer.testing.js';
import { demoForSuite } from './support/demoForSuite.js';

const demo = demoForSuite();

describe('connect({ transport })', () => {
  it('asks through the renderer on the host’s transport; the identity is the host’s', async () => {
    const m = manualRenderer();
    const seen: string[] = [];
    const transport = new StreamableHTTPClientTransport(demo.url, {
      fetch: (input, init) => {
        seen.push(String(init?.method));
        return fetch(input, init);
      },
    });
    const client = await connect({
      transport,
      serverId: 'tickets',
      serverUrl: demo.url.href,
      renderer: m.renderer,
    });
    try {
      const call = client.callTool('close_ticket', { ticket_id: 'T-1' });
      const q = await m.nth(0);
      expect(q.context.server.trustedId).toBe('tickets');
      expect(q.context.server.trustedUrl).toBe(demo.url.href);
      q.answer({ action: 'accept', content: { confirm: 'nope' } });
      (await m.nth(1)).answer({ action: 'accept', content: { confirm: true } });
      const result = await call.result;
      expect(result.content[0]).toMatchObject({ text: expect.stringContaining('Closed T-1') });
      expect(seen).toContain('POST');
    } finally {
      await client.close();
    }
  }, 30_000);

  it('refuses a transport without serverId, and two ways at once', async () => {
    const transport = new StreamableHTTPClientTransport(demo.url);
    const renderer = manualRenderer().renderer;
    await expect(connect({ transport, renderer })).rejects.toThrow(/serverId/);
    await expect(connect({ transport, url: demo.url, serverId: 'x', renderer })).rejects.toThrow(
      /exactly one/,
    );
  });
});
