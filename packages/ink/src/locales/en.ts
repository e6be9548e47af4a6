import { terminalEn } from '../messages/terminalEn.js';
import type { TerminalLocaleCatalogue } from '../messages/TerminalLocalizer.js';

/** The terminal's English words: `import en from '@elicitkit/ink/locales/en'`. */
const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'en',
  dir: 'ltr',
  messages: terminalEn,
});
export default catalogue;
