// The catalogue the story's `locale` global chose, for every elicitkit component a story draws.
// The global decorator in .storybook/preview.tsx provides it; without one, stories are English.
import type { LocaleCatalogue } from '@elicitkit/core';
import en from '@elicitkit/core/locales/en';
import { createContext, useContext } from 'react';

export const StoryMessages = createContext<LocaleCatalogue>(en);

export function useStoryMessages(): LocaleCatalogue {
  return useContext(StoryMessages);
}
