import { cliEn } from '../../messages/cliEn.js';
import { deepFreeze } from '../../messages/deepFreeze.js';
import { pseudoAccented } from '../../messages/pseudoLocalize.js';
import type { CliLocaleCatalogue } from '../../messages/types.js';

/** The command line's pseudo-locale: accented, ~40 % longer, bracketed, generated from English. */
const catalogue: CliLocaleCatalogue = deepFreeze({
  locale: 'en-XA',
  dir: 'ltr',
  messages: pseudoAccented(cliEn),
});
export default catalogue;
