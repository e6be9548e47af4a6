import { deepFreeze } from './deepFreeze.js';
import { intlLocaleFor } from './intlLocaleFor.js';
import { localeNumber } from './localeNumber.js';
import { once } from './once.js';
import { en } from './en.js';
import type { MessageNode } from './parseMessage.js';
import { parseMessage } from './parseMessage.js';
import { parseLocaleDate } from './parseLocaleDate.js';
import { parseLocaleNumber } from './parseLocaleNumber.js';
import type { RenderTools } from './renderMessage.js';
import { partsText, renderMessage } from './renderMessage.js';
import type { FallbackReason } from './translatedTree.js';
import { translatedTree } from './translatedTree.js';
import type { LocaleCatalogue, Localizer, MessageKey, Messages, Msg, MsgPart } from './types.js';

/** The English catalogue: the default, and the fallback for any message a catalogue gets wrong. */
export const EN_CATALOGUE: LocaleCatalogue = deepFreeze({ locale: 'en', dir: 'ltr', messages: en });

export interface LocalizerOptions {
  /**
   * Called once per key when a message is not used: missing, not in the ICU subset, or a safety
   * message whose translation drops an English argument or tag. English is shown instead.
   */
  onFallback?(key: string, reason: FallbackReason): void;
  /** Time zone for date-times (tests pin it; by default the runtime's own). */
  timeZone?: string;
}

const englishTrees = new Map<string, readonly MessageNode[]>();
function englishTree(key: MessageKey): readonly MessageNode[] {
  let tree = englishTrees.get(key);
  if (!tree) {
    tree = parseMessage(en[key] ?? `{${key}}`);
    englishTrees.set(key, tree);
  }
  return tree;
}

function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 date-time (the spec's `date-time` format): a zone is required.
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * A Localizer for a catalogue (English when none), with single keys overridden. Every message is
 * parsed at most once (by text) and checked once per key; the Intl formatters are made once.
 */
export function createLocalizer(
  catalogue: LocaleCatalogue = EN_CATALOGUE,
  overrides?: Partial<Record<MessageKey, string>>,
  options: LocalizerOptions = {},
): Localizer {
  const locale = supportedLocale(catalogue.locale);
  const intlLocale = intlLocaleFor(locale);
  const dir = catalogue.dir === 'rtl' ? 'rtl' : 'ltr';
  const messages: Readonly<Record<string, string | undefined>> = catalogue.messages;
  // Each Intl formatter is built on first use (see once.ts).
  const pluralRules = once(() => new Intl.PluralRules(intlLocale));
  const listFormat = once(
    () => new Intl.ListFormat(intlLocale, { type: 'conjunction', style: 'long' }),
  );
  const dateFormat = once(
    () => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  const dateTimeFormat = once(
    () =>
      new Intl.DateTimeFormat(intlLocale, {
        dateStyle: 'long',
        timeStyle: 'short',
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }),
  );
  const tools: RenderTools = {
    number: localeNumber(intlLocale),
    plural: (n) => pluralRules().select(n),
  };
  const trees = new Map<string, readonly MessageNode[]>();

  const treeFor = (key: MessageKey): readonly MessageNode[] => {
    const known = trees.get(key);
    if (known) return known;
    const { tree, reason } = translatedTree(
      key,
      englishTree(key),
      overrides?.[key] ?? messages[key],
    );
    if (reason) options.onFallback?.(key, reason);
    trees.set(key, tree);
    return tree;
  };

  const formatParts = (msg: Msg): readonly MsgPart[] =>
    deepFreeze(renderMessage(treeFor(msg.key), msg.values, tools));

  return Object.freeze({
    locale,
    dir,
    format: (msg: Msg): string => partsText(renderMessage(treeFor(msg.key), msg.values, tools)),
    formatParts,
    number: tools.number,
    date(iso: string, kind: 'date' | 'date-time'): string {
      const day = DATE_ONLY.exec(iso);
      if (kind === 'date' && day) {
        const at = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
        const back = new Date(at).toISOString().slice(0, 10);
        return back === iso ? dateFormat().format(at) : iso;
      }
      if (kind === 'date-time' && DATE_TIME.test(iso)) {
        const at = Date.parse(iso);
        return Number.isNaN(at) ? iso : dateTimeFormat().format(at);
      }
      return iso;
    },
    list: (items: readonly string[]): string => listFormat().format(items),
    parseNumber: (text: string) => parseLocaleNumber(text, intlLocale),
    parseDate: (text: string, kind: 'date' | 'date-time', now?: Date) =>
      parseLocaleDate(text, kind, intlLocale, now ?? new Date()),
  });
}

/** A catalogue with some keys replaced (frozen; keep it, do not rebuild it on every render). */
export function withMessages(
  catalogue: LocaleCatalogue,
  overrides: Partial<Record<MessageKey, string>>,
): LocaleCatalogue {
  const messages = { ...catalogue.messages } as Record<MessageKey, string>;
  for (const [key, text] of Object.entries(overrides) as [MessageKey, string | undefined][]) {
    if (typeof text === 'string' && Object.prototype.hasOwnProperty.call(en, key))
      messages[key] = text;
  }
  return deepFreeze({
    locale: catalogue.locale,
    dir: catalogue.dir,
    messages: messages as Messages,
  });
}
