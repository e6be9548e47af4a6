import type { RenderContext } from './renderer.js';

/**
 * "Question 2 of 3" / "Question 2" for a multi-round exchange, or undefined for a lone question:
 * shown only when this is not the first round or more rounds are known to follow (design-language.md §3).
 */
export function roundLabel(
  context: Partial<Pick<RenderContext, 'round' | 'totalRounds'>>,
): string | undefined {
  const { round, totalRounds: total } = context;
  if (round === undefined || !Number.isInteger(round) || round < 1) return undefined;
  const knownTotal = total !== undefined && Number.isInteger(total) && total >= round;
  if (round === 1 && !(knownTotal && total > 1)) return undefined;
  return knownTotal ? `Question ${round} of ${total}` : `Question ${round}`;
}
