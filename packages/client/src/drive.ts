import type { CallToolResult } from '@modelcontextprotocol/client';
import { isInputRequiredResult } from '@modelcontextprotocol/client';
import { record } from './classifyLegError.js';
import { CallAbortedError, ElicitClientError, RendererError } from './errors.js';
import { checkOutput } from './outputCheck.js';
import { followTask2025 } from './followTask2025.js';
import { isUrlRequired, showRequiredUrls } from './path2025UrlRequired.js';
import { answerOpenRound } from './path2026Rounds.js';
import { followTask2026 } from './followTask2026.js';
import type { RunContext } from './runContext.js';
import { step, throwIfAborted } from './runContext.js';
import type { LegOutcome } from './runLeg.js';
import { isTaskCreated, runLeg } from './runLeg.js';

/**
 * The effects driver: performs what the state calls for next and dispatches what came of it.
 * One iteration is one leg: follow the task if the run became one, else answer the open round
 * and retry, else make the request. The leg's outcome opens a round, starts a task or settles
 * the run; a -32042 shows its URLs and goes round again. Every decision (the round cap, URL
 * loops, what is retryable) is the reducer's; this loop only does the work.
 */
export async function drive(ctx: RunContext): Promise<unknown> {
  try {
    for (;;) {
      throwIfAborted(ctx);
      const state = ctx.state();
      if (state.task) return settle(ctx, await followTask2026(ctx, state.task.taskId));
      const open = state.open;
      let params: Record<string, unknown>;
      if (open) params = await answerOpenRound(ctx, open);
      else {
        step(ctx, { type: 'call-sent' });
        if (ctx.toolName && (await ctx.host.tasks2025?.requiresTask(ctx.toolName)))
          return settle(ctx, await followTask2025(ctx, ctx.toolName));
        params = ctx.request.params;
      }
      let outcome: LegOutcome;
      try {
        outcome = await runLeg(ctx, params, open?.requestState !== undefined);
      } catch (error) {
        if (!isUrlRequired(error)) throw error;
        await showRequiredUrls(ctx, error.elicitations);
        continue;
      }
      if (isTaskCreated(outcome)) step(ctx, { type: 'task-started', taskId: outcome.taskId });
      else if (isInputRequiredResult(outcome)) {
        step(ctx, {
          type: 'round-received',
          inputRequests: record(outcome.inputRequests) ?? {},
          ...(typeof outcome.requestState === 'string' && { requestState: outcome.requestState }),
        });
      } else return settle(ctx, outcome);
    }
  } catch (error) {
    const typed =
      error instanceof ElicitClientError
        ? error
        : ctx.signal.aborted
          ? new CallAbortedError(ctx.signal.reason)
          : new RendererError({ code: 'renderer-failed', cause: error });
    const state = ctx.dispatch({ type: 'failed', error: typed });
    // The reducer keeps the attempt's first failure; that is the one the promise rejects with.
    throw state.view.phase === 'failed' ? state.view.error : typed;
  }
}

/** A final result: a tool's is checked against its output schema, then the run completes. */
async function settle(ctx: RunContext, result: unknown): Promise<unknown> {
  const checked = ctx.toolName
    ? await checkOutput(ctx.host, ctx.toolName, result as CallToolResult)
    : result;
  step(ctx, { type: 'completed', result: checked });
  return checked;
}
