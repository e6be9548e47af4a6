import { EN_CATALOGUE } from '../messages/createLocalizer.js';
import type { LocaleCatalogue } from '../messages/types.js';

/** English: `import en from '@elicitkit/core/locales/en'`. */
const catalogue: LocaleCatalogue = EN_CATALOGUE;
export default catalogue;
