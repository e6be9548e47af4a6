import { pseudoLocale } from '@elicitkit/core';
import { terminalEn } from '../messages/terminalEn.js';
import type { TerminalLocaleCatalogue } from '../messages/TerminalLocalizer.js';

/** The terminal's right-to-left pseudo-locale: English words in a right-to-left override. */
const catalogue: TerminalLocaleCatalogue = pseudoLocale(terminalEn, 'ar-XB');
export default catalogue;
