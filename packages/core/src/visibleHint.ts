import type { Field } from './field.js';
import { fieldHint } from './fieldHint.js';

/**
 * The hint to show under a field while `error` may be showing: hidden when the error already says
 * the same words, so a message is never printed twice (design-language.md §5). Surfaces with their own hint
 * text (e.g. a native date control) pass it as `hint`.
 */
export function visibleHint(
  field: Field,
  error: string | undefined,
  hint: string = fieldHint(field),
): string | undefined {
  if (hint === '') return undefined;
  return error !== undefined && error.trim() === hint.trim() ? undefined : hint;
}
