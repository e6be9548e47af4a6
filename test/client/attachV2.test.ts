// @elicitkit/client/sdk-v2 on a host's own SDK v2 Client (its inputRequired auto driver on)
// against the demo server over HTTP (2026-07-28): the server's words are the proof.
import { attachElicitation, elicitationCapabilities } from '@elicitkit/client/sdk-v2';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import { manualRenderer } from '../../packages/client/src/manualRenderer.testing.js';
import { demoForSuite } from './support/demoForSuite.js';

const demo = demoForSuite();

const manual = manualRenderer;

async function host(renderer: ReturnType<typeof manualRenderer>['renderer']) {
  const client = new Client(
    { name: 'host', version: '1.0.0' },
    {
      capabilities: { elicitation: elicitationCapabilities() },
      versionNegotiation: { mode: 'auto' },
    },
  );
  const detach = attachElicitation(client, { renderer, serverId: 'tickets' });
  await client.connect(new StreamableHTTPClientTransport(demo.url));
  return { client, detach };
}

const text = (result: unknown) =>
  (result as { content: { type: string; text?: string }[] }).content
    .map((part) => part.text ?? '')
    .join('');

describe('attachElicitation on SDK v2 (2026-07-28 rounds, auto driver)', () => {
  it('the answer reaches the server, with the host’s identity', async () => {
    const m = manual();
    const { client } = await host(m.renderer);
    const call = client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-1' } });
    const q = await m.nth(0);
    expect(q.context.era).toBe('2026-07-28');
    expect(q.context.server.trustedId).toBe('tickets');
    expect(q.context.server.reportedName).toBeTypeOf('string');
    q.answer({ action: 'accept', content: { confirm: true, resolution: 'fixed' } });
    expect(text(await call)).toContain('Closed T-1 ("Cannot log in") as fixed');
    await client.close();
  }, 30_000);

  it('an invalid answer is never sent: two bad answers and the server hears cancel', async () => {
    const m = manual();
    const { client } = await host(m.renderer);
    const call = client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-1' } });
    (await m.nth(0)).answer({ action: 'accept', content: { confirm: 'yes please' } });
    const again = await m.nth(1);
    expect(again.context.attempt).toBe(2);
    again.answer({ action: 'accept', content: {} });
    expect(text(await call)).toContain('dismissed the question without answering');
    await client.close();
  }, 30_000);

  it('parallel calls under the auto driver: one question at a time', async () => {
    const m = manual();
    const { client, detach } = await host(m.renderer);
    const one = client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-1' } });
    const two = client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-2' } });
    const q1 = await m.nth(0);
    // Both rounds reached the handler; only one is on screen.
    await vi.waitFor(() => expect(detach.handler.pending).toBe(2));
    expect(m.shown).toHaveLength(1);
    q1.answer({ action: 'decline' });
    (await m.nth(1)).answer({ action: 'decline' });
    const results = [text(await one), text(await two)];
    expect(results.filter((t) => t.includes('the user said no'))).toHaveLength(2);
    await client.close();
  }, 30_000);

  it('aborting the host’s call answers its open question with cancel', async () => {
    const m = manual();
    const { client, detach } = await host(m.renderer);
    const abort = new AbortController();
    const hostCall = detach.call({ signal: abort.signal });
    const call = client.callTool(
      { name: 'close_ticket', arguments: { ticket_id: 'T-1' } },
      hostCall.options,
    );
    call.catch(() => {});
    const q = await m.nth(0);
    abort.abort();
    await expect(call).rejects.toThrow();
    hostCall.dispose();
    expect(q.context.signal.aborted).toBe(true);
    await client.close();
  }, 30_000);
});
