import { deepFreeze } from '../messages/deepFreeze.js';
import { en } from '../messages/en.js';
import { pseudoAccented } from '../messages/pseudoLocalize.js';
import type { LocaleCatalogue } from '../messages/types.js';

/** Pseudo-locale: accented, ~40 % longer, bracketed English, generated from `en`. */
const catalogue: LocaleCatalogue = deepFreeze({
  locale: 'en-XA',
  dir: 'ltr',
  messages: pseudoAccented(en),
});
export default catalogue;
