import type { CallToolResult } from '@modelcontextprotocol/client';
import { classifyLegError } from './classifyLegError.js';
import { pushLeg } from './path2025Push.js';
import type { RunContext } from './runContext.js';
import { runTask2025 } from './runTask2025.js';

// 2025-11-25 tasks: a tool whose `execution.taskSupport` is "required" runs as a task-augmented
// `tools/call` (runTask2025.ts drives the wire). Its status goes to the reducer; the questions
// the server pushes during `tasks/result` reach the push handlers through a push leg of this
// run, so they are counted, shown and answered exactly like any other push, as the task's.

/** Follows a 2025 task to its final result (unchecked: the driver checks the output). */
export async function followTask2025(ctx: RunContext, tool: string): Promise<CallToolResult> {
  try {
    return await runTask2025({
      sdk: ctx.host.sdk,
      tool,
      arguments: ctx.request.params['arguments'] as Record<string, unknown> | undefined,
      signal: ctx.signal,
      detached: () => ctx.detached(),
      onStatus: (status) => ctx.dispatch({ type: 'task-status', status }),
      legStarted: (leg) => ctx.host.legStarted(leg),
      leg: (timer, fail) => pushLeg(ctx, timer, fail),
    });
  } catch (error) {
    throw classifyLegError(error, false);
  }
}
