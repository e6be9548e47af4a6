import type { en } from './en.js';

/** Every message id elicitkit shows a person; English (`en.ts`) is the source and the type. */
export type MessageKey = keyof typeof en;

/** A complete catalogue: a locale missing a key does not compile. */
export type Messages = { readonly [K in MessageKey]: string };

/** The values a message interpolates: text stays text (never markup), numbers are formatted. */
export type MsgValues = Readonly<Record<string, string | number>>;

/**
 * A message descriptor: what core hands a renderer instead of a sentence, so the words come from
 * the host's catalogue and no decision ever compares English text.
 */
export interface Msg {
  readonly key: MessageKey;
  readonly values?: MsgValues;
}

/** A formatted message as text runs and styled spans (`<host>…</host>`, `<id>…</id>`, …). */
export type MsgPart = string | MsgTagPart;
interface MsgTagPart {
  readonly tag: string;
  readonly parts: readonly MsgPart[];
}

/** One locale's words, the default export of `@elicitkit/core/locales/<tag>`. */
export interface LocaleCatalogue {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: Messages;
}

/** A typed number, read the way the locale writes it. */
export type ParsedNumber =
  { readonly ok: true; readonly value: number } | { readonly ok: false; readonly msg: Msg };

/** A date typed the locale's way, as the ISO 8601 / RFC 3339 text the wire carries. */
export type ParsedDate = { readonly ok: true; readonly value: string } | { readonly ok: false };

/** The one object both renderers read their words, numbers and dates from. */
export interface Localizer {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  /** Plain text: the terminal, aria-labels, live regions. */
  format(msg: Msg): string;
  /** Text runs and tag spans, for surfaces that style the emphasised parts. */
  formatParts(msg: Msg): readonly MsgPart[];
  /** Every digit shown, grouped the locale's way (display only: the wire keeps the number). */
  number(n: number): string;
  /** An RFC 3339 date or date-time shown the locale's way; text that is not one comes back as is. */
  date(iso: string, kind: 'date' | 'date-time'): string;
  /** "a, b and c" in the locale's words. */
  list(items: readonly string[]): string;
  /** A number typed the locale's way (its separators, any Unicode decimal digits). */
  parseNumber(text: string): ParsedNumber;
  /**
   * A date (`date`) or date and time (`date-time`) typed the locale's way (24.12.2026 in German,
   * "tomorrow", a weekday), read on the device from `now` (the clock when absent).
   */
  parseDate(text: string, kind: 'date' | 'date-time', now?: Date): ParsedDate;
}

// A package's own words (the terminal's, the command line's, an app's chrome) are catalogues of
// their own, so a web app's locale does not carry them; each is typed from its English source
// with these and spoken through `extendLocalizer`.

/** A complete catalogue of the message ids K: a locale missing one does not compile. */
export type MessagesOf<K extends string> = { readonly [P in K]: string };

/** A descriptor of a message whose id is one of K. */
export interface MsgOf<K extends string> {
  readonly key: K;
  readonly values?: MsgValues;
}

/** One locale's words for the message ids K. */
export interface LocaleCatalogueOf<K extends string> {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: MessagesOf<K>;
}

/** The kit's Localizer that also speaks a separate catalogue's messages (ids K). */
export interface LocalizerWith<K extends string> extends Localizer {
  format(msg: Msg | MsgOf<K>): string;
  formatParts(msg: Msg | MsgOf<K>): readonly MsgPart[];
}
