import { english } from './messages/english.js';
import type { Localizer } from './messages/types.js';

/** A boolean's two answers as every surface draws them (design-language.md §1), in the catalogue's words. */
export function yesNoChoices(
  localizer: Localizer = english,
): readonly [{ label: string; value: true }, { label: string; value: false }] {
  return [
    { label: localizer.format({ key: 'yesno.yes' }), value: true },
    { label: localizer.format({ key: 'yesno.no' }), value: false },
  ];
}
