import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import type { CallToolResult, InputRequest, InputResponse } from '@modelcontextprotocol/server';

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

export const TERMINAL_STATUSES: readonly TaskStatus[] = ['completed', 'failed', 'cancelled'];

/** The JSON-RPC error a failed task carries. */
export interface TaskError {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * Everything about one task, as stored. A task is a small state machine (src/tasks/taskProgram.ts)
 * whose whole state lives here, never in a process: any replica can poll it, answer it or run its
 * next step, and a replica that dies mid-step only loses its lease.
 */
export interface TaskRecord {
  taskId: string;
  /** The task program, named after the tool that started it. */
  program: string;
  /** sha256 of the caller's bearer token, when there was one: only that caller may see the task. */
  principal?: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number;
  pollIntervalMs: number;
  /** The program's own state, opaque to the engine. */
  state: unknown;
  /** Outstanding questions, by key. */
  pending: Record<string, InputRequest>;
  /** Answers received for pending keys, not yet handed to a step. */
  answers: Record<string, InputResponse>;
  /** Every key ever asked: keys are unique over a task's lifetime. */
  usedKeys: string[];
  result?: CallToolResult;
  error?: TaskError;
  /** When a worker should run the next step (working tasks only), ms since the epoch. */
  dueAt?: number;
  /** The replica running a step now, and until when that claim holds. */
  lease?: { owner: string; until: number };
  /** Bumped on every write; writes are compare-and-set on it. */
  version: number;
}

/**
 * The store could not be read or written (the backend is down), or what it holds is unreadable.
 * Handlers turn it into a JSON-RPC error; nothing stored is removed because of it.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    readonly kind: 'unavailable' | 'corrupt',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'StoreError';
  }
}

/**
 * Rethrows a store failure as the one JSON-RPC error a client sees for it (-32603 with the
 * reason); other errors pass through unchanged.
 */
export function storeFailure(error: unknown): never {
  if (error instanceof StoreError)
    throw new ProtocolError(
      ProtocolErrorCode.InternalError,
      error.kind === 'corrupt'
        ? `Store: ${error.message}; the entry was left untouched`
        : `Store unavailable: ${error.message}`,
      { reason: `store_${error.kind}` },
    );
  throw error;
}

/** What `updateTask` does with the record it read: a new record to write, or nothing. */
export type TaskMutation = (current: TaskRecord) => TaskRecord | undefined;

/**
 * The one place shared server state lives: tasks, used approval nonces and finished URL
 * sign-ins. The in-memory store serves one process; the Redis store lets N replicas share it.
 */
export interface DemoStore {
  readonly kind: 'memory' | 'redis';
  /** Stores a new task; resolves only once a `getTask` anywhere would find it. */
  createTask(record: TaskRecord): Promise<void>;
  getTask(taskId: string): Promise<TaskRecord | undefined>;
  /**
   * Reads the task, applies `mutate` and writes the result only if nobody wrote in between
   * (retrying on a race). Resolves to the record now stored, or undefined when there is no task.
   */
  updateTask(taskId: string, mutate: TaskMutation): Promise<TaskRecord | undefined>;
  /** Ids of working tasks whose next step is due at `now`, oldest first. */
  dueTasks(now: number, limit: number): Promise<string[]>;
  /** Records `nonce` as used; false when it already was (a replay). Kept for `ttlMs`. */
  useNonce(nonce: string, ttlMs: number): Promise<boolean>;
  /** Records a finished URL-mode sign-in. */
  completeLink(nonce: string, ttlMs: number): Promise<void>;
  isLinkComplete(nonce: string): Promise<boolean>;
  close(): Promise<void>;
}
