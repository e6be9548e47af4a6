import type { ElicitationEnvelope } from '@elicitkit/core';
import type { ToolCallSnapshot } from '@elicitkit/client';
import type {
  BridgeStore,
  CloseOutcome,
  CloseRequest,
  ParkedQuestion,
  StoredQuestion,
  StoreEvent,
} from '@elicitkit/client/bridge';
import { createClient } from 'redis';

const PREFIX = 'elicitkit:bridge:';
const CHANNEL = `${PREFIX}events`;
const questionKey = (id: string) => `${PREFIX}q:${id}`;
const ownerKey = (owner: string) => `${PREFIX}owner:${owner}`;
const holderChannel = (holder: string) => `${PREFIX}holder:${holder}`;

/**
 * Closes an open question in one step. An answer is published to the holder's own channel
 * first: PUBLISH counts who heard it, so 0 means the holder's process is gone (its subscription
 * ended with its connection). Then a question parked with a snapshot stays answered and the
 * snapshot is returned for the caller to resume (when it can); one without is withdrawn. The
 * envelope and snapshot are dropped (only owner and state stay, as a tombstone) and the closed
 * event goes to every replica's pages.
 * Returns 0 not open, 1 closed, 2 delivered, 3 holder gone, or the snapshot (resume).
 */
const CLOSE = `
if redis.call('HGET', KEYS[1], 'state') ~= 'open' then return 0 end
local state = ARGV[1]
local outcome = 1
local resume = false
if state == 'answered' then
  if redis.call('PUBLISH', KEYS[4], ARGV[5]) > 0 then
    outcome = 2
  else
    resume = redis.call('HGET', KEYS[1], 'resume')
    if not (resume and ARGV[6] == '1') then
      outcome = 3
      resume = false
      state = 'withdrawn'
    end
  end
end
redis.call('HSET', KEYS[1], 'state', state)
redis.call('HDEL', KEYS[1], 'envelope', 'resume', 'holder')
redis.call('SREM', KEYS[2], ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', KEYS[3], cjson.encode({ type = 'closed', id = ARGV[2], owner = ARGV[4], state = state }))
if resume then return resume end
return outcome`;

export interface RedisBridgeStoreOptions {
  url: string;
  /** How long a closed question is remembered (default 10 min). */
  keepClosedMs?: number;
}

export interface RedisBridgeStore extends BridgeStore {
  /** Closes both Redis connections. */
  disconnect(): Promise<void>;
}

function parse(message: string): StoreEvent | undefined {
  try {
    return JSON.parse(message) as StoreEvent;
  } catch {
    return undefined;
  }
}

/**
 * The bridge's shared store on Redis (node-redis): host replicas pointed at one Redis see each
 * other's questions. An answer POSTed to any replica reaches the replica whose MCP loop waits
 * for it (published to that replica's own channel in the close); if that replica is gone, the
 * close says so, and a 2026-07-28 question's snapshot is handed to the answering replica to
 * resume. Open questions expire with their envelope's `expiresAt`.
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
  const relay = (message: string) => {
    const event = parse(message);
    if (event) for (const listener of [...listeners]) listener(event);
  };
  await subscriber.subscribe(CHANNEL, relay);
  /** Holders watched here: their channel's subscription, made before they ask anything. */
  const holders = new Map<string, { count: number; subscribed: Promise<void> }>();

  const read = async (id: string): Promise<StoredQuestion | undefined> => {
    const fields = await client.hGetAll(questionKey(id));
    const { state, owner, envelope, holder, resume } = fields as Record<string, string | undefined>;
    if (!state || !owner) return undefined;
    if (state === 'open' && envelope && holder)
      return {
        state,
        owner,
        holder,
        envelope: JSON.parse(envelope) as ElicitationEnvelope,
        ...(resume && { resume: JSON.parse(resume) as ToolCallSnapshot }),
      };
    if (state === 'answered' || state === 'expired' || state === 'withdrawn')
      return { state, owner };
    return undefined;
  };

  const store: RedisBridgeStore = {
    async add({ envelope, holder, resume }: ParkedQuestion) {
      // Nothing is asked before its holder can hear the answer.
      await holders.get(holder)?.subscribed;
      const key = questionKey(envelope.id);
      await client
        .multi()
        .hSet(key, {
          state: 'open',
          owner: envelope.owner,
          holder,
          envelope: JSON.stringify(envelope),
          ...(resume && { resume: JSON.stringify(resume) }),
        })
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
    async close({ id, state, result, canResume }: CloseRequest): Promise<CloseOutcome> {
      const [owner, holder] = await client.hmGet(questionKey(id), ['owner', 'holder']);
      if (!owner || !holder) return { outcome: 'not-open' };
      const delivered: StoreEvent | undefined = result && { type: 'delivered', id, result };
      const reply = await client.eval(CLOSE, {
        keys: [questionKey(id), ownerKey(owner), CHANNEL, holderChannel(holder)],
        arguments: [
          state,
          id,
          String(keepClosedMs),
          owner,
          JSON.stringify(delivered ?? null),
          canResume ? '1' : '0',
        ],
      });
      if (typeof reply === 'string')
        return { outcome: 'resume', snapshot: JSON.parse(reply) as ToolCallSnapshot };
      switch (reply) {
        case 1:
          return { outcome: 'closed' };
        case 2:
          return { outcome: 'delivered' };
        case 3:
          return { outcome: 'holder-gone' };
        default:
          return { outcome: 'not-open' };
      }
    },
    watch(holder: string, listener: (event: StoreEvent) => void) {
      listeners.add(listener);
      const own = holders.get(holder);
      if (own) own.count++;
      else
        holders.set(holder, {
          count: 1,
          subscribed: subscriber.subscribe(holderChannel(holder), relay).catch(() => undefined),
        });
      return () => {
        listeners.delete(listener);
        const entry = holders.get(holder);
        if (!entry || --entry.count > 0) return;
        holders.delete(holder);
        void subscriber.unsubscribe(holderChannel(holder)).catch(() => undefined);
      };
    },
    async disconnect() {
      await subscriber.quit().catch(() => undefined);
      await client.quit().catch(() => undefined);
    },
  };
  return store;
}
