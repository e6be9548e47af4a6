import { createClient } from 'redis';
import { StoreError } from './demoStore.js';
import type { DemoStore, TaskMutation, TaskRecord } from './demoStore.js';
import { decodeTaskRecord, encodeTaskRecord } from './taskRecordCodec.js';

const PREFIX = 'elicitkit:';
const DUE = `${PREFIX}tasks:due`;
const taskKey = (taskId: string) => `${PREFIX}task:${taskId}`;

/**
 * Compare-and-set of one task: writes the record only if the stored version is still the one
 * that was read ('' = the task must not exist yet), refreshes its expiry, and keeps the due index
 * in step with it, all in one atomic script so no replica ever sees half a write.
 */
const WRITE_TASK = `
local current = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '' then
  if current then return 0 end
elseif current ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[4])
if ARGV[5] == '' then
  redis.call('ZREM', KEYS[2], ARGV[6])
else
  redis.call('ZADD', KEYS[2], ARGV[5], ARGV[6])
end
return 1`;

/** How many times a compare-and-set is retried against concurrent writers before giving up. */
const MAX_RACES = 20;

export interface RedisStoreOptions {
  url: string;
  log: (message: string) => void;
  /** How long to wait for the first connection (default 5 s). */
  connectTimeoutMs?: number;
}

/**
 * The shared store on Redis (node-redis): N replicas pointed at one Redis share tasks, used
 * approval nonces and finished sign-ins. Commands fail fast while Redis is unreachable (no
 * offline queue), so a request gets a clear error instead of hanging, and the client keeps
 * reconnecting in the background.
 */
export async function createRedisStore(options: RedisStoreOptions): Promise<DemoStore> {
  const where = redactedUrl(options.url);
  let reported = '';
  let everReady = false;
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: options.connectTimeoutMs ?? 5000,
      // Before the first connection a few quick tries, then give up (startup fails clearly);
      // after it, keep trying forever with a capped backoff while requests get errors.
      reconnectStrategy: (retries: number, cause: Error) =>
        everReady ? Math.min(50 * 2 ** Math.min(retries, 6), 2000) : retries < 3 ? 100 : cause,
    },
  });
  // Without a listener node-redis would throw connection errors at the process.
  client.on('error', (error: Error) => {
    if (error.message === reported) return;
    reported = error.message;
    options.log(`store: Redis at ${where}: ${error.message}`);
  });
  client.on('ready', () => {
    everReady = true;
    if (reported !== '') options.log(`store: Redis at ${where} is reachable again`);
    reported = '';
  });

  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`no connection within ${options.connectTimeoutMs ?? 5000} ms`)),
      options.connectTimeoutMs ?? 5000,
    ).unref(),
  );
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    throw new StoreError(
      `cannot reach Redis at ${where}: ${(error as Error).message}`,
      'unavailable',
    );
  }

  /** Runs one Redis call; any failure of the connection becomes a StoreError naming Redis. */
  const run = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof StoreError) throw error;
      throw new StoreError(
        `Redis at ${where} failed to ${what}: ${(error as Error).message}`,
        'unavailable',
        {
          cause: error,
        },
      );
    }
  };

  const read = async (taskId: string): Promise<TaskRecord | undefined> => {
    const entry = await run('read a task', () => client.hGetAll(taskKey(taskId)));
    if (Object.keys(entry).length === 0) return undefined;
    if (entry.doc === undefined || entry.v === undefined)
      throw new StoreError(`the stored record for task ${taskId} is incomplete`, 'corrupt');
    const record = decodeTaskRecord(taskId, entry.doc);
    if (String(record.version) !== entry.v)
      throw new StoreError(
        `the stored record for task ${taskId} disagrees with its version`,
        'corrupt',
      );
    return record;
  };

  const write = async (record: TaskRecord, expected: number | undefined): Promise<boolean> => {
    const due =
      record.status === 'working' && record.dueAt !== undefined ? String(record.dueAt) : '';
    const reply = await run('write a task', () =>
      client.eval(WRITE_TASK, {
        keys: [taskKey(record.taskId), DUE],
        arguments: [
          expected === undefined ? '' : String(expected),
          String(record.version),
          encodeTaskRecord(record),
          String(Date.parse(record.createdAt) + record.ttlMs),
          due,
          record.taskId,
        ],
      }),
    );
    return reply === 1;
  };

  return {
    kind: 'redis',
    async createTask(record) {
      if (!(await write({ ...record, version: 1 }, undefined)))
        throw new StoreError(`task ${record.taskId} already exists`, 'corrupt');
    },
    getTask: read,
    async updateTask(taskId: string, mutate: TaskMutation) {
      for (let race = 0; race < MAX_RACES; race++) {
        const current = await read(taskId);
        if (current === undefined) {
          // Expired: drop its stale entry from the due index.
          await run('clean the due index', () => client.zRem(DUE, taskId));
          return undefined;
        }
        const next = mutate(current);
        if (next === undefined) return current;
        const stored = { ...next, version: current.version + 1 };
        if (await write(stored, current.version)) return stored;
      }
      throw new StoreError(
        `task ${taskId} kept changing under ${MAX_RACES} attempts to update it`,
        'unavailable',
      );
    },
    async dueTasks(now, limit) {
      return run('list due tasks', () =>
        client.zRangeByScore(DUE, '-inf', now, { LIMIT: { offset: 0, count: limit } }),
      );
    },
    async useNonce(nonce, ttlMs) {
      const reply = await run('record an approval', () =>
        client.set(`${PREFIX}nonce:${nonce}`, '1', {
          NX: true,
          PX: Math.max(1, Math.round(ttlMs)),
        }),
      );
      return reply === 'OK';
    },
    async completeLink(nonce, ttlMs) {
      await run('record a sign-in', () =>
        client.set(`${PREFIX}link:${nonce}`, '1', { PX: Math.max(1, Math.round(ttlMs)) }),
      );
    },
    async isLinkComplete(nonce) {
      return (await run('read a sign-in', () => client.exists(`${PREFIX}link:${nonce}`))) === 1;
    },
    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}

/** The URL without a password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.host + (parsed.pathname.length > 1 ? parsed.pathname : '');
  } catch {
    return 'the given URL';
  }
}
