// `elicitkit task`: follows a task that is already running on the server (started by a
// detached `elicitkit call`, another process, or another client) by its id: polls it, asks its
// questions in the terminal, and prints its result. Everything else is `elicitkit call`.
import type { Command } from '../command.js';
import { SERVER_FLAGS_HELP } from '../serverTarget.js';
import type { CallDeps } from './call.js';
import { CALL_SPEC, createCallCommand } from './call.js';

const HELP = `Usage: elicitkit task <url> <taskId> [options]
       elicitkit task --stdio "<command>" <taskId> [options]

Re-attaches to a running task (MCP Tasks extension, 2026-07-28): shows its status
("task <id> · <status> · <message>"), asks the questions it still has, and prints
its result. Questions already answered are not asked again. Ctrl-C cancels the task
on the server.

Options:
  --answers <file>       answer questions automatically (as for elicitkit call)
  --json                 print the result as JSON on stdout
  --no-drafts            do not keep unsent answers
${SERVER_FLAGS_HELP}
  -h, --help             this help

Exit codes: as for elicitkit call (0 result, 1 tool error, 3 cannot connect,
4 the task failed or was cancelled by the server, 130 Ctrl-C).
`;

export function createTaskCommand(overrides: Partial<CallDeps> = {}): Command {
  return createCallCommand(overrides, {
    ...CALL_SPEC,
    name: 'task',
    summary: 'follow a running task by its id, answering its questions',
    help: HELP,
    missing: { key: 'cli.usage.whichTask' },
    withArgs: false,
    start: (client, taskId, _args, signal) => client.attachTask(taskId, { signal }),
  });
}

export const task = createTaskCommand();
