import type { Field } from './field.js';
import { fieldHint, fieldHintMsg } from './fieldHint.js';
import type { Msg } from './messages/types.js';

function sameMsg(a: Msg, b: Msg): boolean {
  if (a.key !== b.key) return false;
  const av = a.values ?? {};
  const bv = b.values ?? {};
  const keys = Object.keys(av);
  return keys.length === Object.keys(bv).length && keys.every((k) => av[k] === bv[k]);
}

/**
 * The hint to show under a field while `error` may be showing: hidden when the error is the same
 * message (key and values, so the decision is the same in every language), so a message is never
 * shown twice (design-language.md §5). Surfaces with their own hint (a native date control) pass it.
 */
export function visibleHintMsg(
  field: Field,
  error: Msg | undefined,
  hint: Msg = fieldHintMsg(field),
): Msg | undefined {
  return error !== undefined && sameMsg(error, hint) ? undefined : hint;
}

/**
 * visibleHintMsg for surfaces still on English strings: it compares the English text it is given
 * (prefer visibleHintMsg, which compares descriptors).
 */
export function visibleHint(
  field: Field,
  error: string | undefined,
  hint: string = fieldHint(field),
): string | undefined {
  if (hint === '') return undefined;
  return error !== undefined && error.trim() === hint.trim() ? undefined : hint;
}
