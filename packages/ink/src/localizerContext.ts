import type { Localizer } from '@elicitkit/core';
import { resolveLocalizer } from '@elicitkit/core';
import { createContext } from 'react';

/** The prompt's words: the host's catalogue (`messages`), English when it gives none. */
export const LocalizerContext = createContext<Localizer>(resolveLocalizer());
