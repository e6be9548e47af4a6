import { inEnglish } from './messages/english.js';
import type { Msg } from './messages/types.js';
import type { RenderContext } from './renderer.js';

/**
 * "Question 2 of 3" / "Question 2" for a multi-round exchange, or undefined for a lone question:
 * shown only when this is not the first round or more rounds are known to follow (design-language.md §3).
 */
export function roundLabelMsg(
  context: Partial<Pick<RenderContext, 'round' | 'totalRounds'>>,
): Msg | undefined {
  const { round, totalRounds: total } = context;
  if (round === undefined || !Number.isInteger(round) || round < 1) return undefined;
  const knownTotal = total !== undefined && Number.isInteger(total) && total >= round;
  if (round === 1 && !(knownTotal && total > 1)) return undefined;
  return knownTotal
    ? { key: 'round.ofTotal', values: { round, total } }
    : { key: 'round.only', values: { round } };
}

/** roundLabelMsg in English. */
export function roundLabel(
  context: Partial<Pick<RenderContext, 'round' | 'totalRounds'>>,
): string | undefined {
  const msg = roundLabelMsg(context);
  return msg ? inEnglish(msg) : undefined;
}
