import type { LocaleCatalogueOf, LocalizerWith, MessagesOf, MsgOf } from '@elicitkit/core';
import type { cliEn } from './cliEn.js';

/** Every message id only the `elicitkit` command line shows (`cliEn.ts` is the source and type). */
export type CliMessageKey = keyof typeof cliEn;
/** A complete CLI catalogue: a locale missing a key does not compile. */
export type CliMessages = MessagesOf<CliMessageKey>;
/** A descriptor of one of the command line's own messages. */
export type CliMsg = MsgOf<CliMessageKey>;
/** One locale's command-line words (`locales/<tag>.ts`). */
export type CliLocaleCatalogue = LocaleCatalogueOf<CliMessageKey>;
/** The command line's Localizer: every message of the kit, and its own (help, reports). */
export type CliLocalizer = LocalizerWith<CliMessageKey>;
