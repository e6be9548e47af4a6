// Two bridge-example host processes on one real redis-server, in front of the demo server: a
// question asked through one replica is answered through the other. While the asking replica
// runs, the answer reaches its waiting loop. Once it is gone (killed, as a crash would), a
// 2026-07-28 question resumes on the answering replica from the loop's snapshot, and a 2025-11-25
// push — whose request lives on the dead replica's stream — is refused with holder-gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import type { RedisProcess } from '../support/redisServer.js';
import { startRedis } from '../support/redisServer.js';
import {
  answerAs,
  callAs,
  pendingIds,
  resultsOf,
  sessionOf,
  startExample,
} from './bridgeExample.js';

let redis: RedisProcess;
let demo: ServerProcess;

beforeAll(async () => {
  [redis, demo] = await Promise.all([startRedis(), startDemoServer()]);
}, 120_000);

afterAll(async () => {
  await stopAll();
  await redis?.dispose();
});

/**
 * Two replicas of the example sharing `redis` and the secret that signs owner ids; the owner's
 * session cookie works on both.
 */
async function pair(extra: string[] = []) {
  const env = { BRIDGE_SESSION_SECRET: 'replicas-share-this' };
  const [a, b] = await Promise.all([
    startExample(demo.url, ['--store', redis.url, ...extra], env),
    startExample(demo.url, ['--store', redis.url, ...extra], env),
  ]);
  return { a, b, cookie: await sessionOf(a.url) };
}

async function waitForPending(origin: string, cookie: string): Promise<string> {
  await expect.poll(() => pendingIds(origin, cookie), { timeout: 20_000 }).toHaveLength(1);
  const [id] = await pendingIds(origin, cookie);
  return id!;
}

const CONFIRM = { action: 'accept', content: { confirm: true, resolution: 'duplicate' } };
const CLOSED = 'Closed T-1 ("Cannot log in") as duplicate and emailed the customer.';

describe('2026-07-28 (the demo server): a question parked by one replica', () => {
  it('is answered through the other while the asking replica runs: its call gets the answer', async () => {
    const { a, b, cookie } = await pair();
    const result = callAs(a.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
    const id = await waitForPending(b.url, cookie);
    const taken = await answerAs(b.url, cookie, id, CONFIRM);
    expect(taken.status).toBe(200);
    expect(await result).toBe(CLOSED);
    expect(await pendingIds(a.url, cookie)).toEqual([]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('is answered through the other after the asking replica died: the call resumes there from its snapshot', async () => {
    const { a, b, cookie } = await pair();
    const lost = callAs(a.url, cookie, 'close_ticket', { ticket_id: 'T-1' }).catch(
      () => 'connection lost',
    );
    const id = await waitForPending(b.url, cookie);
    await a.kill();
    expect(await lost).toBe('connection lost');
    const taken = await answerAs(b.url, cookie, id, CONFIRM);
    expect(taken.status).toBe(200);
    // The tool ran on the server with this answer: B finished the call A started.
    await expect
      .poll(() => resultsOf(b.url, cookie), { timeout: 20_000 })
      .toEqual([{ tool: 'close_ticket', text: CLOSED }]);
    expect(await pendingIds(b.url, cookie)).toEqual([]);
    const again = await answerAs(b.url, cookie, id, CONFIRM);
    expect(again.status).toBe(409);
    await b.stop();
  });
});

describe('2025-11-25 (pushed elicitation/create): the push stays with the replica holding its stream', () => {
  it('answered through the other replica, it reaches the holder while the holder runs', async () => {
    const { a, b, cookie } = await pair(['--protocol', '2025-11-25']);
    const result = callAs(a.url, cookie, 'legacy_push_confirm', { question: 'Ship it?' });
    const id = await waitForPending(b.url, cookie);
    const taken = await answerAs(b.url, cookie, id, {
      action: 'accept',
      content: { confirm: true },
    });
    expect(taken.status).toBe(200);
    expect(await result).toBe('Confirmed.');
    await Promise.all([a.stop(), b.stop()]);
  });

  it('once the holder died, the answer is refused as holder-gone, saying why, and the question withdrawn', async () => {
    const { a, b, cookie } = await pair(['--protocol', '2025-11-25']);
    const lost = callAs(a.url, cookie, 'legacy_push_confirm', { question: 'Ship it?' }).catch(
      () => 'connection lost',
    );
    const id = await waitForPending(b.url, cookie);
    await a.kill();
    expect(await lost).toBe('connection lost');
    const refused = await answerAs(b.url, cookie, id, {
      action: 'accept',
      content: { confirm: true },
    });
    expect(refused.status).toBe(410);
    const body = (await refused.json()) as { code: string; closed?: string; message: string };
    expect(body.code).toBe('holder-gone');
    // The page is told the question is gone (withdrawn), so it takes it down.
    expect(body.closed).toBe('withdrawn');
    expect(body.message).toMatch(/stopped/);
    expect(body.message).toMatch(/2025-11-25/);
    expect(await pendingIds(b.url, cookie)).toEqual([]);
    expect(await resultsOf(b.url, cookie)).toEqual([]);
    await b.stop();
  });
});
