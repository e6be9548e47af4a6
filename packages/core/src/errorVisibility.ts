import type { FieldAnswer } from './formState.js';
import type { FieldError } from './validateContent.js';

/**
 * The one rule for which errors a surface shows before any Accept (design-language.md §4), as
 * pure functions so every surface applies it to its own state: the web through
 * `createShownErrors`, the terminal through its reducer. Core decides; renderers only keep the
 * set of names.
 */

/** Leaving a field puts its error on show only if the person changed it and it is invalid. */
export function showsErrorOnLeave(
  answer: FieldAnswer | undefined,
  name: string,
  errors: readonly FieldError[],
): boolean {
  // Focus passing through an untouched field, or one still holding its default, judges nothing.
  if (!answer || answer.status === 'untouched' || answer.origin === 'default') return false;
  return errors.some((e) => e.field === name);
}

/** The names still on show after a change: a field that became valid stops showing until left again. */
export function stillShown(shown: Iterable<string>, errors: readonly FieldError[]): string[] {
  const invalid = new Set(errors.map((e) => e.field));
  return [...shown].filter((name) => invalid.has(name));
}
