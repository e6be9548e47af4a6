import { pseudoLocale } from '@elicitkit/core';
import { cliEn } from '../messages/cliEn.js';
import type { CliLocaleCatalogue } from '../messages/CliLocalizer.js';

/** The command line's pseudo-locale: accented, ~40 % longer, bracketed, generated from English. */
const catalogue: CliLocaleCatalogue = pseudoLocale(cliEn, 'en-XA');
export default catalogue;
