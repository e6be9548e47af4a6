import { isCriticalKey } from './isCriticalKey.js';
import { keepsShape, messageShape } from './messageShape.js';
import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';

/** Why a translation was not used: absent or empty, outside the ICU subset, or unsafe. */
export type FallbackReason = 'missing' | 'syntax' | 'unsafe';

/**
 * The message tree to show for `key`: the translation's, or English's with the reason when the
 * translation is missing, unreadable, or a safety message (`critical`: by default `isCriticalKey`)
 * that drops an English argument or tag. The one rule every catalogue (the kit's and each
 * package's own) follows.
 */
export function translatedTree(
  key: string,
  english: readonly MessageNode[],
  source: string | undefined,
  critical: boolean = isCriticalKey(key),
): { tree: readonly MessageNode[]; reason?: FallbackReason } {
  if (typeof source !== 'string' || source.trim() === '')
    return { tree: english, reason: 'missing' };
  let tree: readonly MessageNode[];
  try {
    tree = parseMessage(source);
  } catch {
    return { tree: english, reason: 'syntax' };
  }
  if (critical && !keepsShape(messageShape(english), messageShape(tree)))
    return { tree: english, reason: 'unsafe' };
  return { tree };
}
