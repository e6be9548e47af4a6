import { en } from './messages/en.js';
import type { Msg } from './messages/types.js';
import type { RenderContext } from './renderer.js';

export const DANGER_TEXT = en['danger.tool'];
const DANGER_MSG: Msg = Object.freeze({ key: 'danger.tool' });

/**
 * The danger marker for a question asked on behalf of a tool annotated `destructiveHint: true`, or
 * undefined. Self-reported, so it only ever makes a surface more careful (design-language.md §7).
 */
export function dangerMsg(context: Pick<RenderContext, 'subject'> | undefined): Msg | undefined {
  return context?.subject?.destructive === true ? DANGER_MSG : undefined;
}

/** dangerMsg in English. */
export function dangerText(
  context: Pick<RenderContext, 'subject'> | undefined,
): string | undefined {
  return context?.subject?.destructive === true ? DANGER_TEXT : undefined;
}
