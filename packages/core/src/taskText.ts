import { english, inEnglish } from './messages/english.js';
import type { Localizer, Msg } from './messages/types.js';
import { cutText, toDisplayText } from './displayText.js';
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
function taskStatusMsg(task: TaskStatusView): Msg {
  const id = toDisplayText(task.taskId, { singleLine: true, maxLength: MAX_ID });
  const status = toDisplayText(task.status, { singleLine: true, maxLength: 40 });
  const message = toDisplayText(task.statusMessage, { singleLine: true, maxLength: MAX_LINE });
  return message
    ? { key: 'task.lineWithMessage', values: { id, status, message } }
    : { key: 'task.line', values: { id, status } };
}

/**
 * The task line in a localizer's words (English by default). The status is a protocol value, so
 * it is put into words through `task.status` first; the line is bounded as a whole.
 */
export function taskStatusLine(task: TaskStatusView, localizer: Localizer = english): string {
  const msg = taskStatusMsg(task);
  const status = localizer.format({
    key: 'task.status',
    values: { status: msg.values?.status ?? '' },
  });
  // The values are display-safe already; the catalogue's words are the kit's own (a pseudo-locale's
  // bidi marks included), so they are only folded and cut, never marked as tampered.
  const line = localizer.format({ key: msg.key, values: { ...msg.values, status } });
  return cutText(line.replace(/\s+/g, ' ').trim(), MAX_LINE);
}

/**
 * "A running task (id …) is asking", or undefined when no task is asking. Every renderer shows it
 * where it shows the round, so a question from inside a task never looks like the tool call's own.
 */
export function taskAskingMsg(context: Pick<RenderContext, 'task'> | undefined): Msg | undefined {
  const task = context?.task;
  if (!task) return undefined;
  const id = toDisplayText(task.taskId, { singleLine: true, maxLength: MAX_ID });
  return id ? { key: 'task.asking', values: { id } } : { key: 'task.askingNoId' };
}

/** taskAskingMsg in English. */
export function taskAskingText(
  context: Pick<RenderContext, 'task'> | undefined,
): string | undefined {
  const msg = taskAskingMsg(context);
  return msg ? inEnglish(msg) : undefined;
}
