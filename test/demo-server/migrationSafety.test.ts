import type { Client, InputRequiredResult } from '@modelcontextprotocol/client';
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoStateCodec } from '../../apps/demo-server/src/demoState.js';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import {
  callRound,
  connectManual,
  elicitationOf,
  expectComplete,
  expectInputRequired,
  textOf,
} from './mcpClients.js';

const SECRET = 'a1'.repeat(32);
const PROD = { cluster_id: 'prod-db-01', script_name: 'V004__drop_legacy_users.sql' };

let server: DemoServerProcess;
let shortLived: DemoServerProcess;
let client: Client;
let shortClient: Client;

beforeAll(async () => {
  [server, shortLived] = await Promise.all([
    startDemoServer(['--secret', SECRET]),
    startDemoServer(['--secret', SECRET, '--state-ttl', '1']),
  ]);
  [client, shortClient] = await Promise.all([
    connectManual(server.url),
    connectManual(shortLived.url),
  ]);
});

afterAll(async () => {
  await Promise.all([client.close(), shortClient.close()]);
  await stopAllDemoServers();
});

const ask = async (c: Client = client, args = PROD) =>
  expectInputRequired(await callRound(c, { name: 'apply_db_migration', arguments: args }));

const answer = (
  round: InputRequiredResult,
  response: Record<string, unknown>,
  args: Record<string, string> = PROD,
  c: Client = client,
) =>
  callRound(c, {
    name: 'apply_db_migration',
    arguments: args,
    inputResponses: { risk_confirmation: response as never },
    requestState: round.requestState,
  });

const approve = {
  action: 'accept',
  content: { confirm_drop: true, environment_tag: 'production' },
};

/** Re-signs nothing: swaps one field inside the signed body, keeping the old MAC. */
function withPayloadField(state: string, field: string, value: string): string {
  const [version, body, mac] = state.split('.') as [string, string, string];
  const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    p: Record<string, unknown>;
  };
  decoded.p[field] = value;
  return `${version}.${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${mac}`;
}

describe('apply_db_migration', () => {
  it('asks for confirm_drop and environment_tag, both required, with a signed state', async () => {
    const round = await ask();
    expect(round.requestState).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(elicitationOf(round, 'risk_confirmation')).toMatchObject({
      mode: 'form',
      requestedSchema: {
        type: 'object',
        required: ['confirm_drop', 'environment_tag'],
        properties: {
          confirm_drop: { type: 'boolean' },
          environment_tag: { type: 'string', enum: ['staging', 'production'] },
        },
      },
    });
  });

  it('applies only on accept + confirm_drop + the matching environment', async () => {
    const final = await answer(await ask(), approve);
    expect(textOf(final)).toBe(
      'Applied V004__drop_legacy_users.sql to prod-db-01 (production) (simulated). Approved by the user.',
    );
  });

  it.each([
    [
      { action: 'accept', content: { confirm_drop: true, environment_tag: 'staging' } },
      /prod-db-01 is production, but the user tagged it staging/,
    ],
    [
      { action: 'accept', content: { confirm_drop: false, environment_tag: 'production' } },
      /confirm_drop was not ticked/,
    ],
    [{ action: 'decline' }, /the user chose decline/],
    [{ action: 'cancel' }, /the user chose cancel/],
  ])('does not apply on %j', async (response, reason) => {
    const text = textOf(await answer(await ask(), response));
    expect(text).toMatch(/NOT applied/);
    expect(text).toMatch(reason);
  });

  it('runs a non-destructive script without asking', async () => {
    const final = await callRound(client, {
      name: 'apply_db_migration',
      arguments: { cluster_id: 'stage-db-01', script_name: 'V005__add_orders_index.sql' },
    });
    expect(textOf(final)).toMatch(
      /^Applied V005__add_orders_index.sql to stage-db-01 .*no confirmation needed/,
    );
  });
});

describe('apply_db_migration fails closed', () => {
  it('rejects a state whose MAC was altered with -32602, before the tool runs', async () => {
    const round = await ask();
    const [version, body, mac] = (round.requestState as string).split('.') as [
      string,
      string,
      string,
    ];
    // Flip a middle character: the last one of a 43-char base64url MAC only carries padding bits,
    // so changing it can decode to the very same MAC bytes.
    const flipped = mac.slice(0, 10) + (mac[10] === 'A' ? 'B' : 'A') + mac.slice(11);
    const tampered = { ...round, requestState: `${version}.${body}.${flipped}` };
    await expect(answer(tampered, approve)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringMatching(/Invalid or expired requestState/),
    });
  });

  it('rejects a state whose signed body names another cluster (old MAC kept)', async () => {
    const round = await ask();
    const forged = withPayloadField(round.requestState as string, 'cluster_id', 'stage-db-01');
    await expect(
      answer(
        { ...round, requestState: forged },
        { action: 'accept', content: { confirm_drop: true, environment_tag: 'staging' } },
        {
          cluster_id: 'stage-db-01',
          script_name: PROD.script_name,
        },
      ),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it.each([
    { cluster_id: 'stage-db-01', script_name: PROD.script_name },
    { cluster_id: PROD.cluster_id, script_name: 'V009__drop_everything.sql' },
  ])('refuses a genuine state replayed with other arguments %j', async (other) => {
    const round = await ask();
    const final = expectComplete(
      await answer(
        round,
        { action: 'accept', content: { confirm_drop: true, environment_tag: 'staging' } },
        other,
      ),
    );
    expect(final.isError).toBe(true);
    expect(textOf(final)).toMatch(/issued for a different call, so the migration was NOT applied/);
  });

  it("refuses another tool's genuine state", async () => {
    const closeRound = expectInputRequired(
      await callRound(client, { name: 'close_ticket', arguments: { ticket_id: 'T-1' } }),
    );
    const final = expectComplete(await answer(closeRound, approve));
    expect(final.isError).toBe(true);
    expect(textOf(final)).toMatch(/NOT applied/);
  });

  it('--state-ttl sets how long the states it mints live', async () => {
    const round = await ask(shortClient);
    const body = JSON.parse(
      Buffer.from(String(round.requestState).split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { exp: number };
    const now = Math.floor(Date.now() / 1000);
    expect(body.exp - now).toBeGreaterThanOrEqual(0);
    expect(body.exp - now).toBeLessThanOrEqual(1);
  });

  it('rejects a state past its expiry with -32602 (minted on a clock set back, not waited for)', async () => {
    // The server's own codec and secret, minting in this process: with Date set back ten
    // seconds a one-second state is long expired; minted now, the same payload is applied.
    const codec = createDemoStateCodec(new Uint8Array(Buffer.from(SECRET, 'hex')), 1);
    const ctx = { mcpReq: { method: 'tools/call' } } as unknown as ServerContext;
    const mint = (nonce: string) => codec.mint({ tool: 'apply_db_migration', ...PROD, nonce }, ctx);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10_000);
    const expired = await mint(randomUUID()).finally(() => vi.useRealTimers());
    const fresh = await mint(randomUUID());
    const round = (requestState: string) => ({ requestState }) as InputRequiredResult;
    await expect(answer(round(expired), approve)).rejects.toMatchObject({ code: -32602 });
    const applied = expectComplete(await answer(round(fresh), approve));
    expect(applied.isError).not.toBe(true);
  });

  it('rejects a state signed with another secret', async () => {
    const other = await startDemoServer(['--secret', 'b2'.repeat(32)]);
    const otherClient = await connectManual(other.url);
    try {
      const round = await ask(otherClient);
      await expect(answer(round, approve)).rejects.toMatchObject({ code: -32602 });
    } finally {
      await otherClient.close();
      await other.stop();
    }
  });
});
