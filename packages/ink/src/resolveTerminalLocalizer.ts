import type { LocaleCatalogue, Localizer } from '@elicitkit/core';
import { extendLocalizer, resolveLocalizer } from '@elicitkit/core';
import { terminalEn } from './messages/terminalEn.js';
import type { TerminalLocaleCatalogue, TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { terminalCatalogueFor } from './terminalCatalogueFor.js';

const made = new WeakMap<Localizer, WeakMap<TerminalLocaleCatalogue, TerminalLocalizer>>();

/**
 * The prompt's words: the host's `messages` (a catalogue or a Localizer; English when none) joined
 * with the terminal's own words, the host's `terminalMessages` or else the shipped terminal
 * catalogue of the same locale. A terminal message that is missing, outside the ICU subset, or a
 * safety message whose translation drops an English argument or tag (a URL consent row without
 * `{host}`) is shown in English. Made once per pair, so re-renders build nothing.
 */
export function resolveTerminalLocalizer(
  messages?: LocaleCatalogue | Localizer,
  terminalMessages?: TerminalLocaleCatalogue,
): TerminalLocalizer {
  const words = resolveLocalizer(messages);
  const catalogue = terminalMessages ?? terminalCatalogueFor(words.locale);
  let byCatalogue = made.get(words);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    made.set(words, byCatalogue);
  }
  let localizer = byCatalogue.get(catalogue);
  if (!localizer) {
    localizer = extendLocalizer(words, terminalEn, catalogue.messages);
    byCatalogue.set(catalogue, localizer);
  }
  return localizer;
}
