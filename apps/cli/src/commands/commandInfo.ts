// Each command's name, summary and help key, apart from its code: commands/index.ts lists the
// commands with these and loads a command's module only when it runs, so `elicitkit --help` (and
// the program's start) parses none of them.
import type { Command } from '../command.js';
import type { CliMessageKey } from '../messages/CliLocalizer.js';

export type CommandInfo = Pick<Command, 'name' | 'summary' | 'help'>;

const info = (name: string, summary: CliMessageKey, help: CliMessageKey): CommandInfo => ({
  name,
  summary: { key: summary },
  help,
});

export const CHECK_SCHEMA_INFO = info(
  'check-schema',
  'cli.summary.checkSchema',
  'cli.help.checkSchema',
);
export const CALL_INFO = info('call', 'cli.summary.call', 'cli.help.call');
export const TASK_INFO = info('task', 'cli.summary.task', 'cli.help.task');
export const TOOLS_INFO = info('tools', 'cli.summary.tools', 'cli.help.tools');
export const DOCTOR_INFO = info('doctor', 'cli.summary.doctor', 'cli.help.doctor');
export const LOGIN_INFO = info('login', 'cli.summary.login', 'cli.help.login');
export const LOGOUT_INFO = info('logout', 'cli.summary.logout', 'cli.help.logout');
export const AUTH_INFO = info('auth', 'cli.summary.auth', 'cli.help.auth');

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const COMMAND_LIST: readonly CommandInfo[] = [
  CHECK_SCHEMA_INFO,
  CALL_INFO,
  TASK_INFO,
  TOOLS_INFO,
  DOCTOR_INFO,
  LOGIN_INFO,
  LOGOUT_INFO,
  AUTH_INFO,
];
