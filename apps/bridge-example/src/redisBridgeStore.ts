import type { ClosedState, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';
import type { BridgeStore, StoredQuestion, StoreEvent } from '@elicitkit/client/bridge';
import { createClient } from 'redis';

const PREFIX = 'elicitkit:bridge:';
const CHANNEL = `${PREFIX}events`;
const questionKey = (id: string) => `${PREFIX}q:${id}`;
const ownerKey = (owner: string) => `${PREFIX}owner:${owner}`;

/**
 * Closes an open question atomically: the envelope is dropped (only owner and state stay, as a
 * tombstone), and the event (with the result, for the replica whose loop waits on it) is
 * published in the same step, so no replica sees one without the other.
 */
const CLOSE = `
if redis.call('HGET', KEYS[1], 'state') ~= 'open' then return 0 end
redis.call('HSET', KEYS[1], 'state', ARGV[1])
redis.call('HDEL', KEYS[1], 'envelope')
redis.call('SREM', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[3], ARGV[4])
return 1`;

export interface RedisBridgeStoreOptions {
  url: string;
  /** How long a closed question is remembered (default 10 min). */
  keepClosedMs?: number;
}

export interface RedisBridgeStore extends BridgeStore {
  /** Closes both Redis connections. */
  disconnect(): Promise<void>;
}

/**
 * The bridge's shared store on Redis (node-redis): host replicas pointed at one Redis see each
 * other's questions, and an answer POSTed to any replica reaches the replica whose MCP loop waits
 * for it (published with the close). Open questions expire with their envelope's `expiresAt`.
 */
export async function createRedisBridgeStore(
  options: RedisBridgeStoreOptions,
): Promise<RedisBridgeStore> {
  const keepClosedMs = options.keepClosedMs ?? 10 * 60_000;
  const client = createClient({ url: options.url, disableOfflineQueue: true });
  client.on('error', () => undefined);
  const subscriber = client.duplicate();
  subscriber.on('error', () => undefined);
  await Promise.all([client.connect(), subscriber.connect()]);
  const listeners = new Set<(event: StoreEvent) => void>();
  await subscriber.subscribe(CHANNEL, (message) => {
    let event: StoreEvent;
    try {
      event = JSON.parse(message) as StoreEvent;
    } catch {
      return;
    }
    for (const listener of [...listeners]) listener(event);
  });

  const read = async (id: string): Promise<StoredQuestion | undefined> => {
    const fields = await client.hGetAll(questionKey(id));
    const { state, owner, envelope } = fields as Record<string, string | undefined>;
    if (!state || !owner) return undefined;
    if (state === 'open' && envelope)
      return { state, owner, envelope: JSON.parse(envelope) as ElicitationEnvelope };
    if (state === 'answered' || state === 'expired' || state === 'withdrawn')
      return { state, owner };
    return undefined;
  };

  const store: RedisBridgeStore = {
    async add(envelope: ElicitationEnvelope) {
      const key = questionKey(envelope.id);
      await client
        .multi()
        .hSet(key, { state: 'open', owner: envelope.owner, envelope: JSON.stringify(envelope) })
        .pExpireAt(key, envelope.expiresAt + keepClosedMs)
        .sAdd(ownerKey(envelope.owner), envelope.id)
        .publish(CHANNEL, JSON.stringify({ type: 'asked', envelope } satisfies StoreEvent))
        .exec();
    },
    get: read,
    async open(owner: string) {
      const ids = await client.sMembers(ownerKey(owner));
      const found = await Promise.all(ids.map(read));
      return found
        .flatMap((q) => (q?.state === 'open' ? [q.envelope] : []))
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    async close(id: string, state: ClosedState, result?: ElicitResult) {
      const owner = await client.hGet(questionKey(id), 'owner');
      if (!owner) return false;
      const event: StoreEvent = { type: 'closed', id, owner, state, ...(result && { result }) };
      const closed = await client.eval(CLOSE, {
        keys: [questionKey(id), ownerKey(owner), CHANNEL],
        arguments: [state, id, String(keepClosedMs), JSON.stringify(event)],
      });
      return closed === 1;
    },
    watch(listener: (event: StoreEvent) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async disconnect() {
      await subscriber.quit().catch(() => undefined);
      await client.quit().catch(() => undefined);
    },
  };
  return store;
}
