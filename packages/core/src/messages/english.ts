import { createLocalizer } from './createLocalizer.js';
import type { Msg } from './types.js';

/** English, for the `message` strings kept for logs, `--json` and renderers not yet on descriptors. */
export const english = createLocalizer();

/** A descriptor's English text. */
export function inEnglish(msg: Msg): string {
  return english.format(msg);
}
