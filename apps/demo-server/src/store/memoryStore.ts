import type { DemoStore, TaskMutation, TaskRecord } from './demoStore.js';
import { decodeTaskRecord, encodeTaskRecord } from './taskRecordCodec.js';

interface Entry {
  text: string;
  expiresAt: number;
}

/**
 * The default store: this process only, nothing to set up. Records are kept serialised, exactly
 * as the Redis store keeps them, so both stores hand out copies and share one decoder.
 */
export function createMemoryStore(now: () => number = Date.now): DemoStore {
  const tasks = new Map<string, Entry>();
  const nonces = new Map<string, number>();
  const links = new Map<string, number>();

  const live = (entry: Entry | undefined) =>
    entry !== undefined && entry.expiresAt > now() ? entry : undefined;
  const expiryOf = (record: TaskRecord) => Date.parse(record.createdAt) + record.ttlMs;
  const read = (taskId: string) => {
    const entry = live(tasks.get(taskId));
    if (entry === undefined) {
      tasks.delete(taskId);
      return undefined;
    }
    return decodeTaskRecord(taskId, entry.text);
  };
  const write = (record: TaskRecord) =>
    tasks.set(record.taskId, { text: encodeTaskRecord(record), expiresAt: expiryOf(record) });
  const fresh = (map: Map<string, number>, key: string) => {
    const until = map.get(key);
    if (until !== undefined && until <= now()) map.delete(key);
    return until !== undefined && until > now();
  };

  return {
    kind: 'memory',
    async createTask(record) {
      write({ ...record, version: 1 });
    },
    async getTask(taskId) {
      return read(taskId);
    },
    // Single-threaded: nothing can write between the read and the write, so no retry is needed.
    async updateTask(taskId: string, mutate: TaskMutation) {
      const current = read(taskId);
      if (current === undefined) return undefined;
      const next = mutate(current);
      if (next === undefined) return current;
      const stored = { ...next, version: current.version + 1 };
      write(stored);
      return stored;
    },
    async dueTasks(at, limit) {
      const due: { id: string; dueAt: number }[] = [];
      for (const id of [...tasks.keys()]) {
        const record = read(id);
        if (record?.status === 'working' && record.dueAt !== undefined && record.dueAt <= at)
          due.push({ id, dueAt: record.dueAt });
      }
      return due
        .sort((a, b) => a.dueAt - b.dueAt)
        .slice(0, limit)
        .map((d) => d.id);
    },
    async useNonce(nonce, ttlMs) {
      if (fresh(nonces, nonce)) return false;
      nonces.set(nonce, now() + ttlMs);
      return true;
    },
    async completeLink(nonce, ttlMs) {
      links.set(nonce, now() + ttlMs);
    },
    async isLinkComplete(nonce) {
      return fresh(links, nonce);
    },
    async close() {
      tasks.clear();
    },
  };
}
