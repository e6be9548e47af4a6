import { deepFreeze } from '../messages/deepFreeze.js';
import { en } from '../messages/en.js';
import { pseudoBidi } from '../messages/pseudoLocalize.js';
import type { LocaleCatalogue } from '../messages/types.js';

/** Pseudo-locale: right to left (`dir: 'rtl'`), English words in a right-to-left override. */
const catalogue: LocaleCatalogue = deepFreeze({
  locale: 'ar-XB',
  dir: 'rtl',
  messages: pseudoBidi(en),
});
export default catalogue;
