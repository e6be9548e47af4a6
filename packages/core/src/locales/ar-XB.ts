import { en } from '../messages/en.js';
import { pseudoLocale } from '../messages/pseudoLocale.js';
import type { LocaleCatalogue } from '../messages/types.js';

/** Pseudo-locale: right to left (`dir: 'rtl'`), English words in a right-to-left override. */
const catalogue: LocaleCatalogue = pseudoLocale(en, 'ar-XB');
export default catalogue;
