import type { en } from './en.js';
import type { cliEn } from './cliEn.js';

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
export interface MsgTagPart {
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
}

/** Every message id only the `elicitkit` command line shows (`cliEn.ts` is the source and type). */
export type CliMessageKey = keyof typeof cliEn;

/** A complete CLI catalogue: a locale missing a key does not compile. */
export type CliMessages = { readonly [K in CliMessageKey]: string };

/** A descriptor of one of the command line's own messages. */
export interface CliMsg {
  readonly key: CliMessageKey;
  readonly values?: MsgValues;
}

/** One locale's command-line words, the default export of `@elicitkit/core/locales/cli/<tag>`. */
export interface CliLocaleCatalogue {
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
  readonly messages: CliMessages;
}

/** The command line's Localizer: every message of the kit, and its own (help, reports). */
export interface CliLocalizer extends Localizer {
  format(msg: Msg | CliMsg): string;
  formatParts(msg: Msg | CliMsg): readonly MsgPart[];
}
