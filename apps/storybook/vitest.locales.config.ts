// The "storybook-locales" Vitest project: every story rendered again under de and ar, in the same
// Chromium as the "storybook" project, by src/storiesInGerman.test.tsx and src/storiesInArabic.test.tsx. It composes the stories
// with .storybook/preview.tsx itself (portable stories), so it needs Storybook's Vite setup for
// stories (the fixture stories' transform, the source condition) but not the addon, whose plugin
// would turn every imported story file into English play tests.
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';
import { defineProject } from 'vitest/config';
import { storiesViteConfig } from './.storybook/storiesViteConfig.js';
import { chromiumBrowser } from './chromiumBrowser.js';

export default mergeConfig(
  storiesViteConfig(),
  defineProject({
    plugins: [react()],
    test: {
      name: 'storybook-locales',
      include: ['src/storiesIn*.test.tsx'],
      testTimeout: 30_000,
      browser: chromiumBrowser(),
    },
  }),
);
