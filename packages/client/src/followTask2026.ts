import { askInput, checkInputSupport } from './askInput.js';
import { ElicitClientError, LegFailedError, ResumeMismatchError } from './errors.js';
import type { RunContext } from './runContext.js';
import { step } from './runContext.js';
import { runTask2026 } from './runTask2026.js';

// 2026-07-28 Tasks extension: a request answered `resultType: "task"` (or a resumed snapshot
// holding a task id) is followed to its end by runTask2026.ts on ext-tasks. Its status goes to
// the reducer (`task-status`), its questions take the same ask as a round's, one at a time and
// validated before send, and each key that reaches the server in tasks/update is recorded
// (`task-input-sent`), so a re-listed key is never asked or sent again, here or after a resume.

/** Follows the run's task to its final result (unchecked: the driver checks the output). */
export async function followTask2026(ctx: RunContext, taskId: string): Promise<unknown> {
  const legs = ctx.host.tasks2026;
  if (!legs) {
    throw new ResumeMismatchError(
      `Task ${taskId} needs a connection that opted in to tasks and speaks 2026-07-28.`,
    );
  }
  step(ctx, { type: 'task-started', taskId });
  try {
    return await runTask2026({
      sessions: legs.sessions,
      taskId,
      answered: {
        has: (key) => ctx.state().task?.answered.includes(key) ?? false,
        add: (key) => ctx.dispatch({ type: 'task-input-sent', keys: [key] }),
      },
      signal: ctx.signal,
      detached: () => ctx.detached(),
      onStatus: (status) => ctx.dispatch({ type: 'task-status', status }),
      ask: async (key, request, status, signal) => {
        checkInputSupport(ctx.host, { [key]: request });
        const answer = await askInput(ctx, key, request, status, signal);
        step(ctx, { type: 'question-answered', task: status });
        return answer;
      },
    });
  } catch (error) {
    if (error instanceof ElicitClientError) throw error;
    // The task lives on the server: a broken poll is retried by re-attaching.
    throw new LegFailedError({ code: 'leg-failed', cause: error });
  }
}
