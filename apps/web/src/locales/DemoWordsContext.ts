import { createContext, useContext } from 'react';
import type { DemoWords } from './createDemoWords.js';
import { createDemoWords } from './createDemoWords.js';
import en from './en.js';

/** The words of the locale the page's picker chose; App provides it. */
export const DemoWordsContext = createContext<DemoWords>(createDemoWords(en));

export function useDemoWords(): DemoWords {
  return useContext(DemoWordsContext);
}
