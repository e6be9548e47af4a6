import type { RenderContext } from './renderer.js';

export const DANGER_TEXT = 'This tool can change or delete data';

/**
 * The danger marker for a question asked on behalf of a tool annotated `destructiveHint: true`, or
 * undefined. Self-reported, so it only ever makes a surface more careful (design-language.md §7).
 */
export function dangerText(
  context: Pick<RenderContext, 'subject'> | undefined,
): string | undefined {
  return context?.subject?.destructive === true ? DANGER_TEXT : undefined;
}
