import type { CallToolResult } from '@modelcontextprotocol/client';
import type { ApplicationInputRequest, TaskView } from '@modelcontextprotocol/ext-tasks/client';
import { CallAbortedError, ElicitClientError, TaskEndedError } from './errors.js';
import type { RuntimeCodec } from '@modelcontextprotocol/ext-tasks/core';
import { ProtocolDecodeError, taskId as toTaskId } from '@modelcontextprotocol/ext-tasks/core';
import type { InputResponse } from './snapshot.js';
import type { AnsweredKeys, TaskSessions } from './taskSession.js';

/** What the person sees of a running task: the server's status and message (self-reported). */
export interface TaskStatus {
  taskId: string;
  status: 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';
  statusMessage?: string;
  /**
   * 2026 tasks: the interval the next poll waits, in ms: the server's pollIntervalMs within
   * bounds, or the client's backoff when it gave none (pollSchedule.ts).
   */
  pollIntervalMs?: number;
}

export interface TaskRunOptions {
  sessions: TaskSessions;
  taskId: string;
  /** Keys already sent in tasks/update; grows as answers go out (kept in the snapshot). */
  answered: AnsweredKeys;
  /** The call's signal: aborting it sends `tasks/cancel` (unless the call was detached). */
  signal: AbortSignal;
  detached(): boolean;
  onStatus(status: TaskStatus): void;
  /** Answers one input request with the same renderer and validation as every other path. */
  ask(
    key: string,
    request: { method: string; params?: unknown },
    task: TaskStatus,
    signal: AbortSignal,
  ): Promise<InputResponse>;
}

const METHODS: Record<ApplicationInputRequest['kind'], string> = {
  elicitation: 'elicitation/create',
  sampling: 'sampling/createMessage',
  roots: 'roots/list',
};

/**
 * A completed task's result is the tool's CallToolResult. ext-tasks' default codec requires
 * `resultType: "complete"` in it; the spec reads an absent resultType as complete, so it is
 * accepted here and the tool result itself is checked by the loop (content, outputSchema).
 */
const COMPLETE_RESULT: RuntimeCodec<Record<string, unknown>> = {
  parse(value) {
    const result =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : undefined;
    return result && (result['resultType'] === undefined || result['resultType'] === 'complete')
      ? { success: true, value: result }
      : {
          success: false,
          error: new ProtocolDecodeError('The completed task carries no tool result'),
        };
  },
};

function statusOf(view: TaskView): TaskStatus {
  return {
    taskId: view.taskId,
    status: view.status,
    ...(view.statusMessage !== undefined && { statusMessage: view.statusMessage }),
    ...(view.suggestedPollIntervalMs !== undefined && {
      pollIntervalMs: view.suggestedPollIntervalMs,
    }),
  };
}

/**
 * 2026-07-28 Tasks extension: follows one task to its end through ext-tasks' execution
 * (polling on pollSchedule.ts's cadence, status notifications when sent). Mid-task questions
 * come back here one at a time; an abort cancels the task on the server.
 */
export async function runTask2026(options: TaskRunOptions): Promise<CallToolResult> {
  const { taskId, signal } = options;
  let latest: TaskStatus = { taskId, status: 'working' };
  let failure: unknown;
  let stopped = false;
  const stop = new AbortController();
  const unregister = options.sessions.register(taskId, {
    answered: options.answered,
    stopped: () => stopped || signal.aborted,
    ask: async (key, request, inputSignal) => {
      try {
        return await options.ask(
          key,
          { method: METHODS[request.kind], ...(request.params && { params: request.params }) },
          // Events can trail the question: it is asked because the task needs input now.
          latest.status === 'input_required' ? latest : { taskId, status: 'input_required' },
          AbortSignal.any([inputSignal, signal, stop.signal]),
        );
      } catch (error) {
        // Nothing the person did not give is sent: the task is cancelled and the call fails.
        failure ??= error;
        stopped = true;
        stop.abort(error);
        throw error;
      }
    },
  });
  try {
    const session = options.sessions.session();
    const execution = await session.resumeTask(
      {
        endpointId: options.sessions.endpointId,
        generation: 'v2',
        taskId: toTaskId(taskId),
        originalOperation: 'tools/call',
      },
      { resultCodec: COMPLETE_RESULT },
    );
    const cancel = () => {
      stopped = true;
      if (options.detached()) execution.detach().catch(() => undefined);
      else execution.cancel().catch(() => undefined);
    };
    const cancelling = AbortSignal.any([signal, stop.signal]);
    if (cancelling.aborted) cancel();
    else cancelling.addEventListener('abort', cancel, { once: true });
    try {
      const { outcome } = await execution.settle({
        onEvent: (event) => {
          if (event.type !== 'task') return;
          latest = statusOf(event.task);
          options.onStatus(latest);
        },
      });
      if (failure !== undefined) throw failure;
      if (signal.aborted) throw new CallAbortedError(signal.reason);
      if (outcome.status === 'completed') {
        const { resultType: _resultType, ...result } = outcome.result as Record<string, unknown>;
        return result as CallToolResult;
      }
      if (outcome.status === 'failed') {
        const error = outcome.error;
        throw new TaskEndedError({
          code: 'task-failed',
          taskId,
          serverMessage: error.message,
          serverCode: error.code,
          cause: error,
        });
      }
      throw new TaskEndedError({ code: 'task-cancelled', taskId });
    } finally {
      cancelling.removeEventListener('abort', cancel);
    }
  } catch (error) {
    if (failure !== undefined) throw failure;
    if (signal.aborted) throw new CallAbortedError(signal.reason);
    if (error instanceof ElicitClientError) throw error;
    throw error;
  } finally {
    unregister();
  }
}
