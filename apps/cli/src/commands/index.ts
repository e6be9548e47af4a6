import type { Command } from '../command.js';
import { call } from './call.js';
import { CHECK_SCHEMA_INFO } from './checkSchemaInfo.js';
import { doctor } from './doctor.js';
import { task } from './task.js';
import { tools } from './tools.js';

// check-schema normalises and validates with most of core; it is loaded when it runs, so the
// start-up graph of the other commands (the first frame of `call` above all) does not parse it.
const checkSchema: Command = {
  ...CHECK_SCHEMA_INFO,
  run: async (args, io, speech) =>
    (await import('./checkSchema.js')).checkSchema.run(args, io, speech),
};

// Sign-in commands load the client, the token store and the loopback listener only when run.
const login: Command = {
  name: 'login',
  summary: { key: 'cli.summary.login' },
  help: 'cli.help.login',
  run: async (args, io, speech) => (await import('./login.js')).login.run(args, io, speech),
};
const logout: Command = {
  name: 'logout',
  summary: { key: 'cli.summary.logout' },
  help: 'cli.help.logout',
  run: async (args, io, speech) => (await import('./logout.js')).logout.run(args, io, speech),
};
const auth: Command = {
  name: 'auth',
  summary: { key: 'cli.summary.auth' },
  help: 'cli.help.auth',
  run: async (args, io, speech) => (await import('./authStatus.js')).auth.run(args, io, speech),
};

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const commands: readonly Command[] = [
  checkSchema,
  call,
  task,
  tools,
  doctor,
  login,
  logout,
  auth,
];
