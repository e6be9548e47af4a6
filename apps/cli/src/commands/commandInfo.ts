// Each command's name, summary and help key, apart from its code: commands/index.ts lists the
// commands with these and loads a command's module only when it runs, so `elicitkit --help` (and
// the program's start) parses none of them.
import type { Command } from '../command.js';

export type CommandInfo = Pick<Command, 'name' | 'summary' | 'help'>;

export const CHECK_SCHEMA_INFO = {
  name: 'check-schema',
  summary: { key: 'cli.summary.checkSchema' },
  help: 'cli.help.checkSchema',
} as const satisfies CommandInfo;

export const CALL_INFO: CommandInfo = {
  name: 'call',
  summary: { key: 'cli.summary.call' },
  help: 'cli.help.call',
};

export const TASK_INFO: CommandInfo = {
  name: 'task',
  summary: { key: 'cli.summary.task' },
  help: 'cli.help.task',
};

export const TOOLS_INFO: CommandInfo = {
  name: 'tools',
  summary: { key: 'cli.summary.tools' },
  help: 'cli.help.tools',
};

export const LOGIN_INFO: CommandInfo = {
  name: 'login',
  summary: { key: 'cli.summary.login' },
  help: 'cli.help.login',
};

export const LOGOUT_INFO: CommandInfo = {
  name: 'logout',
  summary: { key: 'cli.summary.logout' },
  help: 'cli.help.logout',
};

export const AUTH_INFO: CommandInfo = {
  name: 'auth',
  summary: { key: 'cli.summary.auth' },
  help: 'cli.help.auth',
};
