import type { LocaleCatalogueOf, LocalizerWith, MessagesOf, MsgOf } from '@elicitkit/core';
import type { terminalEn } from './terminalEn.js';

/** Every message id only the terminal renderer shows (`terminalEn.ts` is the source and type). */
export type TerminalMessageKey = keyof typeof terminalEn;
/** A complete terminal catalogue: a locale missing a key does not compile. */
export type TerminalMessages = MessagesOf<TerminalMessageKey>;
/** A descriptor of one of the terminal's own messages. */
export type TerminalMsg = MsgOf<TerminalMessageKey>;
/** One locale's terminal words, the default export of `@elicitkit/ink/locales/<tag>`. */
export type TerminalLocaleCatalogue = LocaleCatalogueOf<TerminalMessageKey>;
/** The terminal's Localizer: every message of the kit, and its own (key hints, notices). */
export type TerminalLocalizer = LocalizerWith<TerminalMessageKey>;
