import { TERMINAL_EN_CATALOGUE } from '../../messages/createTerminalLocalizer.js';
import type { TerminalLocaleCatalogue } from '../../messages/types.js';

/** The terminal's English words: `import en from '@elicitkit/core/locales/terminal/en'`. */
const catalogue: TerminalLocaleCatalogue = TERMINAL_EN_CATALOGUE;
export default catalogue;
