import { deepFreeze } from '../../messages/deepFreeze.js';
import { pseudoBidi } from '../../messages/pseudoLocalize.js';
import { terminalEn } from '../../messages/terminalEn.js';
import type { TerminalLocaleCatalogue } from '../../messages/types.js';

/** The terminal's right-to-left pseudo-locale: English words in a right-to-left override. */
const catalogue: TerminalLocaleCatalogue = deepFreeze({
  locale: 'ar-XB',
  dir: 'rtl',
  messages: pseudoBidi(terminalEn),
});
export default catalogue;
