import { createLocalizer, EN_CATALOGUE } from './createLocalizer.js';
import type { LocaleCatalogue, Localizer } from './types.js';

const byCatalogue = new WeakMap<LocaleCatalogue, Localizer>();

function isLocalizer(input: LocaleCatalogue | Localizer): input is Localizer {
  return typeof (input as Partial<Localizer>).format === 'function';
}

/**
 * What a renderer's `messages` option becomes: a Localizer as given, a catalogue's Localizer
 * (made once per catalogue object), or English when there is none.
 */
export function resolveLocalizer(input?: LocaleCatalogue | Localizer): Localizer {
  const catalogue = input ?? EN_CATALOGUE;
  if (isLocalizer(catalogue)) return catalogue;
  let localizer = byCatalogue.get(catalogue);
  if (!localizer) {
    localizer = createLocalizer(catalogue);
    byCatalogue.set(catalogue, localizer);
  }
  return localizer;
}
