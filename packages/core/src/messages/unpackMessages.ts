import { deepFreeze } from './deepFreeze.js';

/**
 * A shipped locale's messages from its values alone, in the English catalogue's key order: the
 * build (scripts/packLocales.mjs) writes each translated locale so, because the keys are already
 * in every bundle with English and would otherwise be paid for again by every locale imported.
 */
export function unpackMessages<M extends Readonly<Record<string, string>>>(
  english: M,
  values: readonly string[],
): { readonly [K in keyof M]: string } {
  const keys = Object.keys(english);
  // The build refuses a locale whose keys differ from English; this guards a hand-edited dist.
  if (keys.length !== values.length)
    throw new Error(`a packed locale has ${values.length} messages, English ${keys.length}`);
  const messages: Record<string, string> = {};
  keys.forEach((key, i) => {
    messages[key] = values[i] as string;
  });
  return deepFreeze(messages) as { readonly [K in keyof M]: string };
}
