import { cliEn } from '../messages/cliEn.js';
import type { CliLocaleCatalogue } from '../messages/CliLocalizer.js';

/** The command line's English words: the default, and the fallback for any it gets wrong. */
const catalogue: CliLocaleCatalogue = Object.freeze({ locale: 'en', dir: 'ltr', messages: cliEn });
export default catalogue;
