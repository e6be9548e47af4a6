import type { Command } from '../command.js';
import { call } from './call.js';
import { checkSchema } from './checkSchema.js';
import { task } from './task.js';
import { tools } from './tools.js';

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const commands: readonly Command[] = [checkSchema, call, task, tools];
