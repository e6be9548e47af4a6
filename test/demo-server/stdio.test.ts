import { Client } from '@modelcontextprotocol/client';
import type { ElicitRequest, ElicitResult } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterEach, describe, expect, it } from 'vitest';
import { NODE_ARGS, REPO_ROOT, killPid } from './demoServerProcess.js';
import { CLIENT_INFO, ELICITATION_CAPS, textOf } from './mcpClients.js';

const started: { client: Client; pids: (number | null)[] }[] = [];

afterEach(async () => {
  for (const { client, pids } of started.splice(0)) {
    await client.close().catch(() => undefined);
    for (const pid of pids) killPid(pid);
  }
});

/** Answers like a person would: ticks confirm boxes and finishes URL sign-ins before accepting. */
async function person(params: ElicitRequest['params']): Promise<ElicitResult> {
  if (params.mode === 'url') {
    await fetch(params.url, { method: 'POST' });
    return { action: 'accept' };
  }
  return { action: 'accept', content: { confirm: true } };
}

async function connectStdio(
  mode: 'auto' | 'legacy',
): Promise<{ client: Client; completions: string[] }> {
  const client = new Client(CLIENT_INFO, {
    capabilities: ELICITATION_CAPS,
    versionNegotiation: { mode },
  });
  client.setRequestHandler('elicitation/create', (request) => person(request.params));
  const completions: string[] = [];
  client.setNotificationHandler('notifications/elicitation/complete', (n) => {
    completions.push(n.params.elicitationId);
  });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...NODE_ARGS, '--stdio'],
    cwd: REPO_ROOT,
    stderr: 'pipe',
  });
  const entry = { client, pids: [] as (number | null)[] };
  started.push(entry);
  await client.connect(transport);
  entry.pids.push(transport.pid);
  return { client, completions };
}

describe('--stdio', () => {
  it('serves 2026-07-28 with input_required rounds and URL sign-in pages over HTTP', async () => {
    const { client } = await connectStdio('auto');
    expect(client.getProtocolEra()).toBe('modern');
    expect(
      textOf(await client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-1' } })),
    ).toMatch(/^Closed T-1/);
    expect(
      textOf(await client.callTool({ name: 'link_account', arguments: { provider: 'github' } })),
    ).toMatch(/^Linked github/);
  });

  it('serves 2025-11-25 through the SDK shim, pushes, and elicitation/complete', async () => {
    const { client, completions } = await connectStdio('legacy');
    expect(client.getProtocolEra()).toBe('legacy');
    expect(
      textOf(await client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-3' } })),
    ).toMatch(/^Closed T-3/);
    expect(
      textOf(
        await client.callTool({ name: 'legacy_push_confirm', arguments: { question: 'Proceed?' } }),
      ),
    ).toBe('Confirmed.');
    expect(
      textOf(await client.callTool({ name: 'link_account', arguments: { provider: 'stripe' } })),
    ).toMatch(/^Linked stripe/);
    for (let i = 0; i < 200 && completions.length === 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(completions).toHaveLength(1);
    expect(completions[0]).toMatch(/^[0-9a-f]{32}$/);
  });
});
