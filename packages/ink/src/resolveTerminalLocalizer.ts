import type {
  LocaleCatalogue,
  Localizer,
  TerminalLocaleCatalogue,
  TerminalLocalizer,
} from '@elicitkit/core';
import { createTerminalLocalizer, resolveLocalizer } from '@elicitkit/core';
import { terminalCatalogueFor } from './terminalCatalogueFor.js';

const made = new WeakMap<Localizer, WeakMap<TerminalLocaleCatalogue, TerminalLocalizer>>();

/**
 * The prompt's words: the host's `messages` (a catalogue or a Localizer; English when none) joined
 * with the terminal's own words, the host's `terminalMessages` or else the shipped terminal
 * catalogue of the same locale. Made once per pair, so re-renders build nothing.
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
    localizer = createTerminalLocalizer(words, catalogue);
    byCatalogue.set(catalogue, localizer);
  }
  return localizer;
}
