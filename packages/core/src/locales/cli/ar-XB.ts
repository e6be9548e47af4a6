import { cliEn } from '../../messages/cliEn.js';
import { deepFreeze } from '../../messages/deepFreeze.js';
import { pseudoBidi } from '../../messages/pseudoLocalize.js';
import type { CliLocaleCatalogue } from '../../messages/types.js';

/** The command line's right-to-left pseudo-locale: English words in a right-to-left override. */
const catalogue: CliLocaleCatalogue = deepFreeze({
  locale: 'ar-XB',
  dir: 'rtl',
  messages: pseudoBidi(cliEn),
});
export default catalogue;
