import { deepFreeze } from './deepFreeze.js';
import { intlLocaleFor } from './intlLocaleFor.js';
import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';
import type { RenderTools } from './renderMessage.js';
import { partsText, renderMessage } from './renderMessage.js';
import type { FallbackReason } from './translatedTree.js';
import { translatedTree } from './translatedTree.js';
import type { Localizer, LocalizerWith, Msg, MsgOf, MsgPart } from './types.js';

/**
 * `words` with the messages of a catalogue kept apart from the kit's (the terminal's, the command
 * line's) so that a web app's locale does not carry them. Each of those messages follows the
 * kit's rule (`translatedTree`): English when the translation is missing, unreadable, or a safety
 * message that drops an argument or tag. Every other message goes to `words`.
 */
export function extendLocalizer<K extends string>(
  words: Localizer,
  english: Readonly<Record<K, string>>,
  translated: Readonly<Record<K, string>>,
  onFallback?: (key: K, reason: FallbackReason) => void,
): LocalizerWith<K> {
  const pluralRules = new Intl.PluralRules(intlLocaleFor(words.locale));
  const tools: RenderTools = { number: words.number, plural: (n) => pluralRules.select(n) };
  const messages: Readonly<Record<string, string | undefined>> = translated;
  const owns = (msg: Msg | MsgOf<K>): msg is MsgOf<K> =>
    Object.prototype.hasOwnProperty.call(english, msg.key);
  const trees = new Map<K, readonly MessageNode[]>();
  const treeFor = (key: K): readonly MessageNode[] => {
    const known = trees.get(key);
    if (known) return known;
    const { tree, reason } = translatedTree(key, parseMessage(english[key]), messages[key]);
    if (reason) onFallback?.(key, reason);
    trees.set(key, tree);
    return tree;
  };
  return Object.freeze({
    ...words,
    format: (msg: Msg | MsgOf<K>): string =>
      owns(msg) ? partsText(renderMessage(treeFor(msg.key), msg.values, tools)) : words.format(msg),
    formatParts: (msg: Msg | MsgOf<K>): readonly MsgPart[] =>
      owns(msg)
        ? deepFreeze(renderMessage(treeFor(msg.key), msg.values, tools))
        : words.formatParts(msg),
  });
}
