import type { Command } from '../command.js';
import { AUTH_HELP, LOGIN_HELP, LOGOUT_HELP } from './authCommandsInfo.js';
import { call } from './call.js';
import { CHECK_SCHEMA_INFO } from './checkSchemaInfo.js';
import { task } from './task.js';
import { tools } from './tools.js';

// check-schema normalises and validates with most of core; it is loaded when it runs, so the
// start-up graph of the other commands (the first frame of `call` above all) does not parse it.
const checkSchema: Command = {
  ...CHECK_SCHEMA_INFO,
  run: async (args, io) => (await import('./checkSchema.js')).checkSchema.run(args, io),
};

// Sign-in commands load the client, the token store and the loopback listener only when run.
const login: Command = {
  name: 'login',
  summary: 'sign in to an MCP server that needs authorization',
  help: LOGIN_HELP,
  run: async (args, io) => (await import('./login.js')).login.run(args, io),
};
const logout: Command = {
  name: 'logout',
  summary: 'forget (and revoke) the sign-in kept for an MCP server',
  help: LOGOUT_HELP,
  run: async (args, io) => (await import('./logout.js')).logout.run(args, io),
};
const auth: Command = {
  name: 'auth',
  summary: 'show the kept sign-ins (auth status)',
  help: AUTH_HELP,
  run: async (args, io) => (await import('./authStatus.js')).auth.run(args, io),
};

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const commands: readonly Command[] = [checkSchema, call, task, tools, login, logout, auth];
