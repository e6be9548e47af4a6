import { cliEn } from './cliEn.js';
import { createCatalogueLocalizer } from './createCatalogueLocalizer.js';
import { deepFreeze } from './deepFreeze.js';
import type { CliLocaleCatalogue, CliLocalizer, CliMsg, Localizer, Msg, MsgPart } from './types.js';

/** The command line's English words: the default, and the fallback for any it gets wrong. */
export const CLI_EN_CATALOGUE: CliLocaleCatalogue = deepFreeze({
  locale: 'en',
  dir: 'ltr',
  messages: cliEn,
});

function isCliMsg(msg: Msg | CliMsg): msg is CliMsg {
  return Object.prototype.hasOwnProperty.call(cliEn, msg.key);
}

/**
 * The kit's localizer with the command line's own words added (its help and reports live in a
 * catalogue of their own, so a web app's locale never carries them). A CLI message that is
 * missing or outside the ICU subset is shown in English; every other message goes to `words`.
 */
export function createCliLocalizer(
  words: Localizer,
  catalogue: CliLocaleCatalogue = CLI_EN_CATALOGUE,
  options: { onFallback?(key: string, reason: 'missing' | 'syntax'): void } = {},
): CliLocalizer {
  // The CLI's words are formatted in the kit's locale, numbers included, whatever the catalogue says.
  const own = createCatalogueLocalizer(
    { locale: words.locale, dir: words.dir, messages: catalogue.messages },
    cliEn,
    { ...options, number: words.number },
  );
  return Object.freeze({
    ...words,
    format: (msg: Msg | CliMsg): string => (isCliMsg(msg) ? own.format(msg) : words.format(msg)),
    formatParts: (msg: Msg | CliMsg): readonly MsgPart[] =>
      isCliMsg(msg) ? own.formatParts(msg) : words.formatParts(msg),
  });
}
