import type { UserConfig } from 'vite';
import { defaultClientConditions } from 'vite';
import { CASES_ALIAS, CASES_DIR, fixtureStoriesPlugin } from './fixtureStories.js';

/**
 * What stories need from Vite, wherever they are loaded: Storybook (main.ts) and the locale runs
 * (vitest.locales.config.ts) alike.
 */
export function storiesViteConfig(): UserConfig {
  return {
    // Workspace packages resolve to their TypeScript sources, as in tests and the web app.
    resolve: {
      conditions: ['@elicitkit/source', ...defaultClientConditions],
      alias: { [CASES_ALIAS]: CASES_DIR },
    },
    plugins: [fixtureStoriesPlugin()],
  };
}
