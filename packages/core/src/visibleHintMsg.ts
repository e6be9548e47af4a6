import type { Field } from './field.js';
import { fieldHintMsg } from './fieldHint.js';
import type { Msg } from './messages/types.js';

function sameMsg(a: Msg, b: Msg): boolean {
  if (a.key !== b.key) return false;
  const av = a.values ?? {};
  const bv = b.values ?? {};
  const keys = Object.keys(av);
  return keys.length === Object.keys(bv).length && keys.every((k) => av[k] === bv[k]);
}

/**
 * Errors that restate one of the limits the hint already gives ("Choose at most 3" beside "Choose
 * between 1 and 3"): while one is on show the hint would say it twice. By key, so the decision is
 * the same in every language.
 */
const LIMIT_ERRORS: ReadonlySet<string> = new Set([
  'error.multi.atLeast',
  'error.multi.atMost',
  'error.text.atLeast',
  'error.text.atMost',
]);

/**
 * The hint to show under a field while `error` may be showing: hidden when the error is the same
 * message (key and values) or restates one of its limits, so a field never says a thing twice
 * (design-language.md §5). Surfaces with their own hint (a native date control) pass it.
 */
export function visibleHintMsg(
  field: Field,
  error: Msg | undefined,
  hint: Msg = fieldHintMsg(field),
): Msg | undefined {
  if (error === undefined) return hint;
  return sameMsg(error, hint) || LIMIT_ERRORS.has(error.key) ? undefined : hint;
}
