import { en } from '../messages/en.js';
import { pseudoLocale } from '../messages/pseudoLocale.js';
import type { LocaleCatalogue } from '../messages/types.js';

/** Pseudo-locale: accented, ~40 % longer, bracketed English, generated from `en`. */
const catalogue: LocaleCatalogue = pseudoLocale(en, 'en-XA');
export default catalogue;
