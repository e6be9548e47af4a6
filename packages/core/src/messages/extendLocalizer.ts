import { deepFreeze } from './deepFreeze.js';
import { intlLocaleFor } from './intlLocaleFor.js';
import { isCriticalKey } from './isCriticalKey.js';
import { once } from './once.js';
import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';
import type { RenderTools } from './renderMessage.js';
import { partsText, renderMessage } from './renderMessage.js';
import type { FallbackReason } from './translatedTree.js';
import { translatedTree } from './translatedTree.js';
import type { Localizer, LocalizerWith, Msg, MsgOf, MsgPart } from './types.js';

export interface ExtendLocalizerOptions<K extends string> {
  /** Called once per key whose translation is not used; English is shown instead. */
  onFallback?(key: K, reason: FallbackReason): void;
  /**
   * This catalogue's own safety words, beside the kit's (`identity.`, `url.consent.`, `outcome.`
   * … by prefix): a translation that drops one of their English arguments or tags is not used.
   */
  isCritical?(key: K): boolean;
}

/**
 * `words` (the kit's Localizer) that also speaks a package's own catalogue — the terminal's, the
 * command line's, an app's chrome — kept apart from the kit's so a web app's locale never
 * carries them. Each of those messages follows the kit's rule: English (`english`) when the
 * translation is missing, unreadable, or a safety message that drops an argument or tag. Numbers and plurals follow `words`; every other message goes to
 * `words`. Each message is parsed once.
 */
export function extendLocalizer<K extends string>(
  words: Localizer,
  english: Readonly<Record<K, string>>,
  translated: Readonly<Record<K, string>> = english,
  options: ExtendLocalizerOptions<K> = {},
): LocalizerWith<K> {
  const pluralRules = once(() => new Intl.PluralRules(intlLocaleFor(words.locale)));
  const tools: RenderTools = { number: words.number, plural: (n) => pluralRules().select(n) };
  const messages: Readonly<Record<string, string | undefined>> = translated;
  const owns = (msg: Msg | MsgOf<K>): msg is MsgOf<K> =>
    Object.prototype.hasOwnProperty.call(english, msg.key);
  const trees = new Map<K, readonly MessageNode[]>();
  const treeFor = (key: K): readonly MessageNode[] => {
    const known = trees.get(key);
    if (known) return known;
    const critical = isCriticalKey(key) || (options.isCritical?.(key) ?? false);
    const { tree, reason } = translatedTree(
      key,
      parseMessage(english[key]),
      messages[key],
      critical,
    );
    if (reason) options.onFallback?.(key, reason);
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
