import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import { CASES_ALIAS, CASES_DIR, fixtureIndexer, fixtureStoriesPlugin } from './fixtureStories.js';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../src/Fixtures.cases.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  experimental_indexers: async (existing) => [fixtureIndexer, ...(existing ?? [])],
  viteFinal: async (viteConfig) =>
    mergeConfig(viteConfig, {
      // Workspace packages resolve to their TypeScript sources, as in tests and the web app.
      resolve: {
        conditions: ['@elicitkit/source', ...defaultClientConditions],
        alias: { [CASES_ALIAS]: CASES_DIR },
      },
      plugins: [fixtureStoriesPlugin()],
    }),
};

export default config;
