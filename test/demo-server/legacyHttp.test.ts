import type {
  Client,
  ElicitRequest,
  ElicitResult,
  StreamableHTTPClientTransport,
} from '@modelcontextprotocol/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { connectAuto, textOf } from './mcpClients.js';

type Params = ElicitRequest['params'];

/** Resolves once `condition` holds; notifications arrive asynchronously to the call's result. */
async function waitFor(condition: () => boolean, what = 'condition'): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 25));
  if (!condition()) throw new Error(`gave up waiting for ${what}`);
}

let server: DemoServerProcess;
let client: Client;
let transport: StreamableHTTPClientTransport;
let pushed: Params[] = [];
let answer: (params: Params) => Promise<ElicitResult> | ElicitResult;
const completions: string[] = [];

beforeAll(async () => {
  server = await startDemoServer();
  ({ client, transport } = await connectAuto(
    server.url,
    (params) => {
      pushed.push(params);
      return answer(params);
    },
    'legacy',
  ));
  client.setNotificationHandler('notifications/elicitation/complete', (notification) => {
    completions.push(notification.params.elicitationId);
  });
});

beforeEach(() => {
  pushed = [];
});

afterAll(async () => {
  await transport.terminateSession().catch(() => undefined);
  await client.close();
  await stopAllDemoServers();
});

describe('2025-11-25 over HTTP (sessionful leg)', () => {
  it('negotiates the legacy era with a session and lists the 2025-only tools too', async () => {
    expect(client.getProtocolEra()).toBe('legacy');
    expect(client.getNegotiatedProtocolVersion()).toBe('2025-11-25');
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'close_ticket',
        'legacy_push_confirm',
        'legacy_url_elicitation_required',
      ]),
    );
  });

  it('turns input_required into a pushed elicitation/create (close_ticket)', async () => {
    answer = () => ({ action: 'accept', content: { confirm: true, resolution: 'wontfix' } });
    const result = await client.callTool({ name: 'close_ticket', arguments: { ticket_id: 'T-2' } });
    expect(textOf(result)).toBe(
      'Closed T-2 ("Invoice total is wrong") as wontfix and emailed the customer.',
    );
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({
      message: expect.stringContaining('T-2'),
      requestedSchema: { required: ['confirm'] },
    });
  });

  it('pushes both deploy rounds, the second computed from the first', async () => {
    answer = (params): ElicitResult => {
      if (params.mode === 'url') return { action: 'decline' };
      return 'region' in params.requestedSchema.properties
        ? { action: 'accept', content: { region: 'ap-southeast-2' } }
        : { action: 'accept', content: { plan: 'apse2-standard', replicas: 1 } };
    };
    const result = await client.callTool({ name: 'deploy', arguments: { service: 'search' } });
    expect(textOf(result)).toMatch(/^Deployed search to ap-southeast-2 .* with 1 replica/);
    expect(pushed).toHaveLength(2);
    expect(JSON.stringify(pushed[1])).toContain('apse2-standard');
    expect(JSON.stringify(pushed[1])).not.toContain('use1-');
  });

  it('keeps the migration fail-closed on decline', async () => {
    answer = () => ({ action: 'decline' });
    const result = await client.callTool({
      name: 'apply_db_migration',
      arguments: { cluster_id: 'prod-db-01', script_name: 'V004__drop_legacy_users.sql' },
    });
    expect(textOf(result)).toMatch(/NOT applied .* the user chose decline/);
  });

  it('serves legacy_push_confirm through ctx.mcpReq.elicitInput', async () => {
    answer = () => ({ action: 'accept', content: { confirm: true } });
    const result = await client.callTool({
      name: 'legacy_push_confirm',
      arguments: { question: 'Restart the cache?' },
    });
    expect(textOf(result)).toBe('Confirmed.');
    expect(pushed[0]?.message).toBe('Restart the cache?');
  });

  it('links an account in URL mode and announces the finished page with notifications/elicitation/complete', async () => {
    answer = async (params): Promise<ElicitResult> => {
      if (params.mode !== 'url') return { action: 'decline' };
      // Stands in for the user: open the page and press Finish before the client answers.
      expect((await fetch(params.url)).status).toBe(200);
      expect((await fetch(params.url, { method: 'POST' })).status).toBe(200);
      return { action: 'accept' };
    };
    const result = await client.callTool({
      name: 'link_account',
      arguments: { provider: 'github' },
    });
    expect(textOf(result)).toMatch(/^Linked github/);
    const ask = pushed[0];
    if (ask?.mode !== 'url') throw new Error('expected a URL-mode push');
    // Our nonce, not an SDK-synthesised UUID, so the server can name it in the completion.
    expect(ask.elicitationId).toMatch(/^[0-9a-f]{32}$/);
    expect(ask.url.startsWith(`${server.origin}/link/`)).toBe(true);
    await waitFor(() => completions.includes(ask.elicitationId));
  });

  it('fails legacy_url_elicitation_required with -32042 until the page is finished', async () => {
    const call = () =>
      client.callTool({
        name: 'legacy_url_elicitation_required',
        arguments: { provider: 'slack' },
      });
    const error = await call().then(
      () => undefined,
      (e: unknown) =>
        e as {
          code: number;
          data?: { elicitations?: { url: string; elicitationId: string; mode: string }[] };
        },
    );
    expect(error?.code).toBe(-32042);
    const elicitation = error?.data?.elicitations?.[0];
    expect(elicitation).toMatchObject({
      mode: 'url',
      elicitationId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    if (!elicitation) return;

    // Not finished yet: the same URL comes back.
    await expect(call()).rejects.toMatchObject({
      code: -32042,
      data: { elicitations: [{ elicitationId: elicitation.elicitationId }] },
    });
    expect((await fetch(elicitation.url, { method: 'POST' })).status).toBe(200);
    // The call is over, so the completion travels on the session's standalone GET stream.
    await waitFor(() => completions.includes(elicitation.elicitationId));
    expect(textOf(await call())).toMatch(/^Linked slack/);
  });
});

it('answers an unknown 2025 session with 404 and a session-less non-initialize POST with 400', async () => {
  const post = (headers: Record<string, string>) =>
    fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
  expect((await post({ 'mcp-session-id': 'no-such-session' })).status).toBe(404);
  expect((await post({})).status).toBe(400);
});
