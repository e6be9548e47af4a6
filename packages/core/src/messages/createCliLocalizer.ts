import { cliEn } from './cliEn.js';
import { deepFreeze } from './deepFreeze.js';
import { extendLocalizer } from './extendLocalizer.js';
import type { FallbackReason } from './translatedTree.js';
import type { CliLocaleCatalogue, CliLocalizer, Localizer } from './types.js';

/** The command line's English words: the default, and the fallback for any it gets wrong. */
export const CLI_EN_CATALOGUE: CliLocaleCatalogue = deepFreeze({
  locale: 'en',
  dir: 'ltr',
  messages: cliEn,
});

/**
 * The kit's localizer with the command line's own words added (its help and reports live in a
 * catalogue of their own, so a web app's locale never carries them). A CLI message that is
 * missing, outside the ICU subset, or a safety message whose translation drops an English
 * argument (the server a sign-in is for) is shown in English; every other message goes to
 * `words`, and numbers are shown in the kit's locale.
 */
export function createCliLocalizer(
  words: Localizer,
  catalogue: CliLocaleCatalogue = CLI_EN_CATALOGUE,
  options: { onFallback?(key: string, reason: FallbackReason): void } = {},
): CliLocalizer {
  return extendLocalizer(words, cliEn, catalogue.messages, (key, reason) =>
    options.onFallback?.(key, reason),
  );
}
