import type { CallToolResult, Client } from '@modelcontextprotocol/client';
import {
  CallToolResultV1Schema,
  CreateTaskResultV1Schema,
  GetTaskResultV1Schema,
} from '@modelcontextprotocol/ext-tasks/core/v1';
import type { ActiveLeg } from './callHost.js';
import { CallAbortedError, TaskEndedError } from './errors.js';
import type { LegTimer } from './startLegTimer.js';
import { createPollBackoff } from './pollSchedule.js';
import type { TaskStatus } from './runTask2026.js';

export interface TaskRun2025Options {
  sdk: Client;
  tool: string;
  arguments: Record<string, unknown> | undefined;
  signal: AbortSignal;
  /** Set when the call was detached: an abort then leaves the task running. */
  detached(): boolean;
  onStatus(status: TaskStatus): void;
  /** Registers the task as the call pushed questions belong to (the renderer shows them). */
  legStarted(leg: ActiveLeg): () => void;
  /** Builds the leg the push handlers report to, for this task. */
  leg(timer: LegTimer, fail: (error: unknown) => void): ActiveLeg;
}

// Human time never counts: the SDK's own timer is pushed out of the way.
const NO_TIMEOUT = 2_147_483_647;

const idleTimer: LegTimer = { pause() {}, resume() {}, touch() {}, clear() {} };

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * 2025-11-25 tasks: a task-augmented `tools/call`, then `tasks/result` (which blocks until the
 * task ends, and is the stream on which the server pushes its questions, carrying related-task
 * `_meta`), while `tasks/get` is polled for the status line. ext-tasks' schemas type every
 * message. Its V1 execution is not used: it calls `tasks/result` only once the task is
 * terminal, but a 2025 server (server-everything's simulate-research-query) parks the task in
 * `input_required` until `tasks/result` is open, so that driver would poll forever.
 */
export async function runTask2025(options: TaskRun2025Options): Promise<CallToolResult> {
  const { sdk, signal } = options;
  const created = await sdk.request(
    {
      method: 'tools/call',
      params: {
        name: options.tool,
        ...(options.arguments !== undefined && { arguments: options.arguments }),
        task: {},
      },
    },
    CreateTaskResultV1Schema,
    { signal, timeout: NO_TIMEOUT },
  );
  const taskId = created.task.taskId;
  let status: TaskStatus = {
    taskId,
    status: created.task.status,
    ...(created.task.statusMessage !== undefined && { statusMessage: created.task.statusMessage }),
  };
  options.onStatus(status);
  const finished = new AbortController();
  let pushFailure: unknown;
  const release = options.legStarted(
    options.leg(idleTimer, (error) => {
      pushFailure ??= error;
      finished.abort(error);
    }),
  );
  let cancelled: Promise<unknown> = Promise.resolve();
  const onAbort = () => {
    if (options.detached()) return;
    cancelled = sdk
      .request({ method: 'tasks/cancel', params: { taskId } }, GetTaskResultV1Schema, {
        timeout: 10_000,
      })
      .catch(() => undefined);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const stop = AbortSignal.any([signal, finished.signal]);
  try {
    const result = sdk.request(
      { method: 'tasks/result', params: { taskId } },
      CallToolResultV1Schema,
      {
        signal: stop,
        timeout: NO_TIMEOUT,
      },
    );
    result.catch(() => undefined).finally(() => finished.abort());
    // The server's pollInterval within bounds, else a backoff (pollSchedule.ts).
    const backoff = createPollBackoff();
    let delay = backoff.next(created.task.status, created.task.pollInterval);
    while (!stop.aborted) {
      await sleep(delay, stop);
      if (stop.aborted) break;
      const task = await sdk
        .request({ method: 'tasks/get', params: { taskId } }, GetTaskResultV1Schema, {
          signal: stop,
          timeout: NO_TIMEOUT,
        })
        .catch(() => undefined);
      if (!task) continue;
      status = {
        taskId,
        status: task.status,
        ...(task.statusMessage !== undefined && { statusMessage: task.statusMessage }),
      };
      options.onStatus(status);
      if (task.status === 'failed')
        throw new TaskEndedError({
          code: 'task-failed',
          taskId,
          serverMessage: task.statusMessage ?? 'no reason given',
        });
      if (task.status === 'cancelled') throw new TaskEndedError({ code: 'task-cancelled', taskId });
      delay = backoff.next(task.status, task.pollInterval);
    }
    if (pushFailure !== undefined) throw pushFailure;
    if (signal.aborted) {
      await cancelled;
      throw new CallAbortedError(signal.reason);
    }
    const { _meta: _unused, ...final } = (await result) as CallToolResult;
    return final as CallToolResult;
  } catch (error) {
    if (pushFailure !== undefined) throw pushFailure;
    if (signal.aborted) {
      // The cancel is on the wire before the call settles, so a closing host does not cut it off.
      await cancelled;
      throw new CallAbortedError(signal.reason);
    }
    throw error;
  } finally {
    finished.abort();
    signal.removeEventListener('abort', onAbort);
    release();
  }
}
