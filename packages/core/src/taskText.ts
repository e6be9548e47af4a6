import { toDisplayText } from './displayText.js';
import type { RenderContext } from './renderer.js';

/** A task as a surface shows it: the server's id, its status and latest message (self-reported). */
export interface TaskStatusView {
  taskId: string;
  status: string;
  statusMessage?: string;
}

// Ids and messages come from the server: one display-safe line each, bounded so a hostile server
// cannot push the question off the screen.
const MAX_ID = 80;
const MAX_LINE = 160;

/**
 * `task <id> · working · <statusMessage>`: the one wording of a task's status, for the CLI's
 * spinner line and the web demo's "Current call" and rounds panel alike.
 */
export function taskStatusLine(task: TaskStatusView): string {
  const parts = [
    `task ${toDisplayText(task.taskId, { singleLine: true, maxLength: MAX_ID })}`,
    task.status.replace(/_/g, ' '),
  ];
  if (task.statusMessage) parts.push(task.statusMessage);
  return toDisplayText(parts.join(' · '), { singleLine: true, maxLength: MAX_LINE });
}

/**
 * "A running task (id …) is asking", or undefined when no task is asking. Every renderer shows it
 * where it shows the round, so a question from inside a task never looks like the tool call's own.
 */
export function taskAskingText(
  context: Pick<RenderContext, 'task'> | undefined,
): string | undefined {
  const task = context?.task;
  if (!task) return undefined;
  const id = toDisplayText(task.taskId, { singleLine: true, maxLength: MAX_ID });
  return `A running task (id ${id || 'unknown'}) is asking`;
}
