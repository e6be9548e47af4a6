import { deepFreeze } from '../../messages/deepFreeze.js';
import { pseudoAccented } from '../../messages/pseudoLocalize.js';
import { terminalEn } from '../../messages/terminalEn.js';
import type { TerminalLocaleCatalogue } from '../../messages/types.js';

/** The terminal's pseudo-locale: accented, ~40 % longer, bracketed, generated from English. */
const catalogue: TerminalLocaleCatalogue = deepFreeze({
  locale: 'en-XA',
  dir: 'ltr',
  messages: pseudoAccented(terminalEn),
});
export default catalogue;
