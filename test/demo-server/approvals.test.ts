// Single-use approvals and caller-bound state: a replayed requestState + answer never acts twice,
// and with `Authorization: Bearer …` a state minted for one caller is refused for another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, stopAllDemoServers } from './demoServerProcess.js';
import type { DemoServerProcess } from './demoServerProcess.js';
import { accept, call, inputRequired, text } from './rawWire.js';

let server: DemoServerProcess;

beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => stopAllDemoServers());

const MIGRATION = { cluster_id: 'prod-db-01', script_name: 'V004__drop_legacy_users.sql' };
const APPROVE_MIGRATION = {
  risk_confirmation: accept({ confirm_drop: true, environment_tag: 'production' }),
};
const CLOSE = { ticket_id: 'T-1' };
const APPROVE_CLOSE = { confirm_close: accept({ confirm: true, resolution: 'fixed' }) };

/** Asks, then returns the approving retry (arguments, answer, the state) for `tool`. */
async function approvedRetry(
  tool: string,
  args: Record<string, string>,
  inputResponses: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  const round = inputRequired(await call(server, tool, { arguments: args }, undefined, headers));
  return { arguments: args, inputResponses, requestState: round.requestState };
}

describe('single-use approvals', () => {
  it('apply_db_migration applies once; the same state and answer again is refused', async () => {
    const retry = await approvedRetry('apply_db_migration', MIGRATION, APPROVE_MIGRATION);
    expect(text(await call(server, 'apply_db_migration', retry))).toBe(
      'Applied V004__drop_legacy_users.sql to prod-db-01 (production) (simulated). Approved by the user.',
    );
    for (let i = 0; i < 2; i++) {
      const replay = await call(server, 'apply_db_migration', retry);
      expect(replay.reply.result?.isError).toBe(true);
      expect(text(replay)).toBe(
        'Refused: this approval was already used, so V004__drop_legacy_users.sql was NOT applied to prod-db-01 again. Each approval acts once; start the call again to ask anew.',
      );
    }
  });

  it('close_ticket closes once; a replay is refused and nothing is emailed again', async () => {
    const retry = await approvedRetry('close_ticket', CLOSE, APPROVE_CLOSE);
    expect(text(await call(server, 'close_ticket', retry))).toMatch(/^Closed T-1 .* as fixed/);
    const replay = await call(server, 'close_ticket', retry);
    expect(replay.reply.result?.isError).toBe(true);
    expect(text(replay)).toMatch(/already used, so T-1 was NOT closed or emailed again/);
  });

  it('a new call asks anew and its own approval works', async () => {
    const first = await approvedRetry('close_ticket', CLOSE, APPROVE_CLOSE);
    const second = await approvedRetry('close_ticket', CLOSE, APPROVE_CLOSE);
    expect(second.requestState).not.toBe(first.requestState);
    expect(text(await call(server, 'close_ticket', first))).toMatch(/^Closed T-1/);
    expect(text(await call(server, 'close_ticket', second))).toMatch(/^Closed T-1/);
  });

  it('a declined approval spends nothing: replaying the decline just declines again', async () => {
    const retry = await approvedRetry('close_ticket', CLOSE, {
      confirm_close: { action: 'decline' },
    });
    for (let i = 0; i < 2; i++)
      expect(text(await call(server, 'close_ticket', retry))).toMatch(
        /was not closed: the user said no/,
      );
  });
});

describe('caller-bound state', () => {
  const alice = { authorization: 'Bearer alice-secret-token' };
  const bob = { authorization: 'Bearer bob-secret-token' };

  it("another caller's state is refused with -32602 before the tool runs", async () => {
    const retry = await approvedRetry('apply_db_migration', MIGRATION, APPROVE_MIGRATION, alice);
    for (const other of [bob, undefined]) {
      const stolen = await call(server, 'apply_db_migration', retry, undefined, other);
      expect(stolen.reply.error).toMatchObject({
        code: -32602,
        message: expect.stringMatching(/Invalid or expired requestState/),
      });
    }
    // The refused replays spent nothing: the rightful caller's approval still acts, once.
    expect(text(await call(server, 'apply_db_migration', retry, undefined, alice))).toMatch(
      /^Applied V004/,
    );
  });

  it('an unauthenticated state is refused to an authenticated caller, and works without auth', async () => {
    const retry = await approvedRetry('close_ticket', CLOSE, APPROVE_CLOSE);
    expect((await call(server, 'close_ticket', retry, undefined, alice)).reply.error?.code).toBe(
      -32602,
    );
    expect(text(await call(server, 'close_ticket', retry))).toMatch(/^Closed T-1/);
  });

  it('the bound value is a keyed tag: the token is nowhere in the state', async () => {
    const retry = await approvedRetry('close_ticket', CLOSE, APPROVE_CLOSE, alice);
    const body = Buffer.from(
      String(retry.requestState).split('.')[1] ?? '',
      'base64url',
    ).toString();
    expect(body).not.toContain('alice');
    expect(JSON.parse(body)).toMatchObject({ b: expect.any(String) });
  });
});
