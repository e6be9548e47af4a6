import { pseudoLocale } from '@elicitkit/core';
import { cliEn } from '../messages/cliEn.js';
import type { CliLocaleCatalogue } from '../messages/CliLocalizer.js';

/** The command line's right-to-left pseudo-locale: English words in a right-to-left override. */
const catalogue: CliLocaleCatalogue = pseudoLocale(cliEn, 'ar-XB');
export default catalogue;
