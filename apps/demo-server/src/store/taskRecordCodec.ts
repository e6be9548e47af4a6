import { StoreError } from './demoStore.js';
import type { TaskRecord } from './demoStore.js';

const STATUSES = new Set(['working', 'input_required', 'completed', 'failed', 'cancelled']);

/** Serialises a task record for a store that holds strings. */
export function encodeTaskRecord(record: TaskRecord): string {
  return JSON.stringify(record);
}

/**
 * Parses a stored task record, refusing anything that is not one: a corrupt entry is reported
 * (and left where it is for an operator to inspect), never half-read into a wrong answer.
 */
export function decodeTaskRecord(taskId: string, text: string): TaskRecord {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoreError(`the stored record for task ${taskId} is not valid JSON`, 'corrupt');
  }
  const r = value as Partial<TaskRecord> | null;
  if (
    typeof r !== 'object' ||
    r === null ||
    r.taskId !== taskId ||
    typeof r.program !== 'string' ||
    typeof r.status !== 'string' ||
    !STATUSES.has(r.status) ||
    typeof r.createdAt !== 'string' ||
    typeof r.lastUpdatedAt !== 'string' ||
    typeof r.ttlMs !== 'number' ||
    typeof r.version !== 'number' ||
    typeof r.pending !== 'object' ||
    r.pending === null ||
    typeof r.answers !== 'object' ||
    r.answers === null ||
    !Array.isArray(r.usedKeys)
  )
    throw new StoreError(`the stored record for task ${taskId} is malformed`, 'corrupt');
  return r as TaskRecord;
}
