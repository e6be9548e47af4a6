import { cliEn } from './cliEn.js';
import { deepFreeze } from './deepFreeze.js';
import { intlLocaleFor } from './intlLocaleFor.js';
import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';
import type { RenderTools } from './renderMessage.js';
import { partsText, renderMessage } from './renderMessage.js';
import type {
  CliLocaleCatalogue,
  CliLocalizer,
  CliMessageKey,
  CliMsg,
  Localizer,
  Msg,
  MsgPart,
} from './types.js';

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
  const pluralRules = new Intl.PluralRules(intlLocaleFor(words.locale));
  const tools: RenderTools = { number: words.number, plural: (n) => pluralRules.select(n) };
  const messages: Readonly<Record<string, string | undefined>> = catalogue.messages;
  const trees = new Map<CliMessageKey, readonly MessageNode[]>();
  const treeFor = (key: CliMessageKey): readonly MessageNode[] => {
    const known = trees.get(key);
    if (known) return known;
    const source = messages[key];
    let tree: readonly MessageNode[] | undefined;
    if (typeof source !== 'string' || source.trim() === '') options.onFallback?.(key, 'missing');
    else {
      try {
        tree = parseMessage(source);
      } catch {
        options.onFallback?.(key, 'syntax');
      }
    }
    tree ??= parseMessage(cliEn[key]);
    trees.set(key, tree);
    return tree;
  };
  const formatParts = (msg: Msg | CliMsg): readonly MsgPart[] =>
    isCliMsg(msg)
      ? deepFreeze(renderMessage(treeFor(msg.key), msg.values, tools))
      : words.formatParts(msg);
  return Object.freeze({
    ...words,
    format: (msg: Msg | CliMsg): string =>
      isCliMsg(msg)
        ? partsText(renderMessage(treeFor(msg.key), msg.values, tools))
        : words.format(msg),
    formatParts,
  });
}
