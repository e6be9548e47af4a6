// Two host replicas (two bridges, each with its own Redis connections) on one real redis-server:
// a question asked through replica A is listed by B, answered through B, and reaches A's waiting
// loop; refusals hold across replicas. (Both replicas run in this process here; replicas.test.ts
// runs two host processes, and what happens when the asking one is gone.)
import type { RenderContext } from '@elicitkit/core';
import { normalizeRequest, PROTOCOL_2026 } from '@elicitkit/core';
import type { BridgeError, ElicitationBridge } from '@elicitkit/client/bridge';
import { createElicitationBridge } from '@elicitkit/client/bridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisBridgeStore } from '../../apps/bridge-example/src/redisBridgeStore.js';
import { createRedisBridgeStore } from '../../apps/bridge-example/src/redisBridgeStore.js';
import type { RedisProcess } from '../support/redisServer.js';
import { startRedis } from '../support/redisServer.js';

const form = normalizeRequest({
  message: 'How many seats?',
  requestedSchema: {
    type: 'object',
    properties: { seats: { type: 'integer', minimum: 1, maximum: 9 } },
    required: ['seats'],
  },
});
const context = (): RenderContext => ({
  server: { trustedId: 'tickets' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
});

let redis: RedisProcess;
let stores: RedisBridgeStore[];
let a: ElicitationBridge;
let b: ElicitationBridge;

beforeAll(async () => {
  redis = await startRedis();
  stores = await Promise.all([
    createRedisBridgeStore({ url: redis.url }),
    createRedisBridgeStore({ url: redis.url }),
  ]);
  a = createElicitationBridge({ ttlMs: 60_000, store: stores[0] });
  b = createElicitationBridge({ ttlMs: 60_000, store: stores[1] });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await Promise.all((stores ?? []).map((store) => store.disconnect()));
  await redis?.dispose();
});

async function refusal(promise: Promise<unknown>): Promise<BridgeError> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: BridgeError) => error,
  );
}

describe('bridge on a shared Redis store', () => {
  it('a question asked by one replica is answered through another', async () => {
    const seenByB: string[] = [];
    const stop = b.subscribe('alice', (event) => seenByB.push(event.type));
    const answer = a.rendererFor('alice')(form, context());
    await expect.poll(async () => (await b.pending('alice')).length).toBe(1);
    const [envelope] = await b.pending('alice');
    expect(envelope?.request).toEqual(form);
    expect(await b.pending('mallory')).toEqual([]);

    const foreign = await refusal(b.respond(envelope!.id, { action: 'decline' }, 'mallory'));
    expect(foreign.code).toBe('foreign-owner');
    const invalid = await refusal(
      b.respond(envelope!.id, { action: 'accept', content: { seats: 40 } }, 'alice'),
    );
    expect(invalid.code).toBe('invalid-answer');

    await expect(
      b.respond(envelope!.id, { action: 'accept', content: { seats: '3' } }, 'alice'),
    ).resolves.toEqual({ action: 'accept', content: { seats: 3 } });
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seats: 3 } });

    const again = await refusal(a.respond(envelope!.id, { action: 'decline' }, 'alice'));
    expect(again.code).toBe('answered');
    expect(await a.pending('alice')).toEqual([]);
    // The closed question's content is not kept in Redis, only its tombstone.
    expect(redis.cli('HGET', `elicitkit:bridge:q:${envelope!.id}`, 'envelope')).toBe('');
    await expect.poll(() => seenByB).toEqual(['asked', 'closed']);
    stop();
  });

  it('an abort on the asking replica withdraws the question for every replica', async () => {
    const controller = new AbortController();
    const answer = a.rendererFor('alice')(form, { ...context(), signal: controller.signal });
    await expect.poll(async () => (await b.pending('alice')).length).toBe(1);
    const [envelope] = await b.pending('alice');
    controller.abort();
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    await expect.poll(async () => (await b.pending('alice')).length).toBe(0);
    const late = await refusal(b.respond(envelope!.id, { action: 'decline' }, 'alice'));
    expect(late.code).toBe('withdrawn');
  });
});
