import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { fixtureIndexer } from './fixtureStories.js';
import { storiesViteConfig } from './storiesViteConfig.js';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../src/Fixtures.cases.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  experimental_indexers: async (existing) => [fixtureIndexer, ...(existing ?? [])],
  viteFinal: async (viteConfig) => mergeConfig(viteConfig, storiesViteConfig()),
};

export default config;
