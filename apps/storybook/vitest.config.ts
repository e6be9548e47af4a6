// The "storybook" Vitest project: every story in apps/storybook runs as a test in real Chromium.
// Storybook's Vitest addon turns each story export into a test case that renders the story and runs
// its play function; a failing `expect` in a play fails that test. (vitest.locales.config.ts runs
// every story again under de and ar.)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineProject } from 'vitest/config';
import { chromiumBrowser } from './chromiumBrowser.js';

const here = dirname(fileURLToPath(import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: chromiumBrowser(),
  },
});
