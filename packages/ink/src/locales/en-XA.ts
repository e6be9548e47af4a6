import { pseudoLocale } from '@elicitkit/core';
import { terminalEn } from '../messages/terminalEn.js';
import type { TerminalLocaleCatalogue } from '../messages/TerminalLocalizer.js';

/** The terminal's pseudo-locale: accented, ~40 % longer, bracketed, generated from English. */
const catalogue: TerminalLocaleCatalogue = pseudoLocale(terminalEn, 'en-XA');
export default catalogue;
