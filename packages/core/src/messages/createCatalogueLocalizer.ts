import { deepFreeze } from './deepFreeze.js';
import { intlLocaleFor } from './intlLocaleFor.js';
import { localeNumber } from './localeNumber.js';
import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';
import type { RenderTools } from './renderMessage.js';
import { partsText, renderMessage } from './renderMessage.js';
import type { MsgPart, MsgValues } from './types.js';

/** A descriptor of one message of a catalogue of an app's own (its English names the keys). */
export interface CatalogueMsg<K extends string = string> {
  readonly key: K;
  readonly values?: MsgValues;
}

/** One locale of such a catalogue: a translation of every key of English `M` (one missing does not compile). */
export interface CatalogueOf<M> {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: { readonly [K in keyof M]: string };
}

/** The words of one such catalogue, formatted with core's ICU subset. */
export interface CatalogueLocalizer<K extends string = string> {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  format(msg: CatalogueMsg<K>): string;
  formatParts(msg: CatalogueMsg<K>): readonly MsgPart[];
}

export interface CatalogueLocalizerOptions {
  /** Called once per key whose translation is not used (missing, or outside the ICU subset). */
  onFallback?(key: string, reason: 'missing' | 'syntax'): void;
  /** How numbers are shown; by default the catalogue locale's way, as core's Localizer shows them. */
  number?(n: number): string;
}

function canonical(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * A localizer for a catalogue that is not core's: an app's own words (a web page's chrome, the
 * command line's help) in the same ICU subset, plurals and numbers, kept apart from the kit's so
 * a host importing a kit locale never carries them. A message that is missing or does not parse
 * is shown in `english`; a key `english` lacks shows as itself. Each message is parsed once.
 */
export function createCatalogueLocalizer<M extends Readonly<Record<string, string>>>(
  catalogue: CatalogueOf<M>,
  english: M,
  options: CatalogueLocalizerOptions = {},
): CatalogueLocalizer<keyof M & string> {
  const locale = canonical(catalogue.locale);
  const intlLocale = intlLocaleFor(locale);
  const pluralRules = new Intl.PluralRules(intlLocale);
  const tools: RenderTools = {
    number: options.number ?? localeNumber(intlLocale),
    plural: (n) => pluralRules.select(n),
  };
  const messages: Readonly<Record<string, string | undefined>> = catalogue.messages;
  const source: Readonly<Record<string, string | undefined>> = english;
  const trees = new Map<string, readonly MessageNode[]>();
  const treeFor = (key: string): readonly MessageNode[] => {
    const known = trees.get(key);
    if (known) return known;
    const text = Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    let tree: readonly MessageNode[] | undefined;
    if (typeof text !== 'string' || text.trim() === '') options.onFallback?.(key, 'missing');
    else {
      try {
        tree = parseMessage(text);
      } catch {
        options.onFallback?.(key, 'syntax');
      }
    }
    const fallback = Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
    tree ??= typeof fallback === 'string' ? parseMessage(fallback) : [key];
    trees.set(key, tree);
    return tree;
  };
  return Object.freeze({
    locale,
    dir: catalogue.dir === 'rtl' ? 'rtl' : 'ltr',
    format: (msg: CatalogueMsg<keyof M & string>): string =>
      partsText(renderMessage(treeFor(msg.key), msg.values, tools)),
    formatParts: (msg: CatalogueMsg<keyof M & string>): readonly MsgPart[] =>
      deepFreeze(renderMessage(treeFor(msg.key), msg.values, tools)),
  });
}
