import { CLI_EN_CATALOGUE } from '../../messages/createCliLocalizer.js';
import type { CliLocaleCatalogue } from '../../messages/types.js';

/** The command line's English words: `import en from '@elicitkit/core/locales/cli/en'`. */
const catalogue: CliLocaleCatalogue = CLI_EN_CATALOGUE;
export default catalogue;
