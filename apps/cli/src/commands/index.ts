import type { Command } from '../command.js';
import { COMMAND_LIST } from './commandInfo.js';

// A command is listed by its name and words (commandInfo.ts) and loaded when it runs: `elicitkit
// --help` parses no command's code, and `call`'s first frame is painted by the bin before any of
// it loads (startup/bin.ts). check-schema brings most of core; sign-in the client and token store.
const LOADERS: Readonly<Record<string, () => Promise<Command>>> = {
  'check-schema': async () => (await import('./checkSchema.js')).checkSchema,
  call: async () => (await import('./call.js')).call,
  task: async () => (await import('./task.js')).task,
  tools: async () => (await import('./tools.js')).tools,
  doctor: async () => (await import('./doctor.js')).doctor,
  login: async () => (await import('./login.js')).login,
  logout: async () => (await import('./logout.js')).logout,
  auth: async () => (await import('./authStatus.js')).auth,
};

/** Every `elicitkit` command, in the order `elicitkit --help` lists them (commandInfo.ts). */
export const commands: readonly Command[] = COMMAND_LIST.map((info) => {
  const load = LOADERS[info.name];
  if (!load) throw new Error(`commands/index.ts: no module for ${info.name}`);
  return { ...info, run: async (args, io, speech) => (await load()).run(args, io, speech) };
});
