import type { Localizer } from '@elicitkit/core';
import { resolveLocalizer } from '@elicitkit/core';
import { createContext, useContext } from 'react';

/** The view's words: the host's catalogue (`messages`), English when it gives none. */
export const LocalizerContext = createContext<Localizer>(resolveLocalizer());

/** The localizer of the nearest elicitkit view. */
export function useLocalizer(): Localizer {
  return useContext(LocalizerContext);
}
