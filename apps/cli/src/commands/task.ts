// `elicitkit task`: follows a task that is already running on the server (started by a
// detached `elicitkit call`, another process, or another client) by its id: polls it, asks its
// questions in the terminal, and prints its result. Everything else is `elicitkit call`.
import type { Command } from '../command.js';
import type { CallDeps, CallSpec } from './call.js';
import { CALL_SPEC, createCallCommand } from './call.js';
import { TASK_INFO } from './commandInfo.js';

export const TASK_SPEC: CallSpec = {
  ...CALL_SPEC,
  ...TASK_INFO,
  missing: { key: 'cli.usage.whichTask' },
  withArgs: false,
  start: (client, taskId, _args, signal) => client.attachTask(taskId, { signal }),
};

function createTaskCommand(overrides: Partial<CallDeps> = {}): Command {
  return createCallCommand(overrides, TASK_SPEC);
}

export const task = createTaskCommand();
