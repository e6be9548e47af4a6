import { deepFreeze } from './deepFreeze.js';
import { extendLocalizer } from './extendLocalizer.js';
import { terminalEn } from './terminalEn.js';
import type { FallbackReason } from './translatedTree.js';
import type { Localizer, TerminalLocaleCatalogue, TerminalLocalizer } from './types.js';

/** The terminal's English words: the default, and the fallback for any it gets wrong. */
export const TERMINAL_EN_CATALOGUE: TerminalLocaleCatalogue = deepFreeze({
  locale: 'en',
  dir: 'ltr',
  messages: terminalEn,
});

/**
 * The kit's localizer with the terminal's own words added (key hints, the identity line, notices:
 * a catalogue of their own, so a web app's locale never carries them). A terminal message that is
 * missing, outside the ICU subset, or a safety message whose translation drops an English
 * argument or tag (a URL consent row without `{host}`) is shown in English; every other message
 * goes to `words`.
 */
export function createTerminalLocalizer(
  words: Localizer,
  catalogue: TerminalLocaleCatalogue = TERMINAL_EN_CATALOGUE,
  options: { onFallback?(key: string, reason: FallbackReason): void } = {},
): TerminalLocalizer {
  return extendLocalizer(words, terminalEn, catalogue.messages, (key, reason) =>
    options.onFallback?.(key, reason),
  );
}
