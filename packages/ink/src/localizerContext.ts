import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { createContext } from 'react';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';

/** The prompt's words: the host's catalogue (`messages`) and the terminal's, English when none. */
export const LocalizerContext = createContext<TerminalLocalizer>(resolveTerminalLocalizer());
