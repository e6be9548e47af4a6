import type { Command } from '../command.js';
import { call } from './call.js';
import { CHECK_SCHEMA } from './checkSchemaInfo.js';
import { task } from './task.js';
import { tools } from './tools.js';

// check-schema normalises and validates with most of core; it is loaded when it runs, so the
// start-up graph of the other commands (the first frame of `call` above all) does not parse it.
const checkSchema: Command = {
  ...CHECK_SCHEMA,
  run: async (args, io) => (await import('./checkSchema.js')).checkSchema.run(args, io),
};

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const commands: readonly Command[] = [checkSchema, call, task, tools];
