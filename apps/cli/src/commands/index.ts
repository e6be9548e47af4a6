import type { Command } from '../command.js';
import { checkSchema } from './checkSchema.js';

/** Every `elicitkit` command, in the order `elicitkit --help` lists them. Add new ones here. */
export const commands: readonly Command[] = [checkSchema];
