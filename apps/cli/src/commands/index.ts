import type { Command } from '../command.js';
import type { CommandInfo } from './commandInfo.js';
import {
  AUTH_INFO,
  CALL_INFO,
  CHECK_SCHEMA_INFO,
  LOGIN_INFO,
  LOGOUT_INFO,
  TASK_INFO,
  TOOLS_INFO,
} from './commandInfo.js';

// A command is listed by its name and words and loaded when it runs: `elicitkit --help` parses no
// command's code, and `call`'s first frame is painted by the bin before any of it loads
// (startup/bin.ts). check-schema brings most of core; sign-in brings the client and token store.
const lazy = (info: CommandInfo, load: () => Promise<Command>): Command => ({
  ...info,
  run: async (args, io, speech) => (await load()).run(args, io, speech),
});

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const commands: readonly Command[] = [
  lazy(CHECK_SCHEMA_INFO, async () => (await import('./checkSchema.js')).checkSchema),
  lazy(CALL_INFO, async () => (await import('./call.js')).call),
  lazy(TASK_INFO, async () => (await import('./task.js')).task),
  lazy(TOOLS_INFO, async () => (await import('./tools.js')).tools),
  lazy(LOGIN_INFO, async () => (await import('./login.js')).login),
  lazy(LOGOUT_INFO, async () => (await import('./logout.js')).logout),
  lazy(AUTH_INFO, async () => (await import('./authStatus.js')).auth),
];
