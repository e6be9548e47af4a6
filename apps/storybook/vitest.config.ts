// The "storybook" Vitest project: every story in apps/storybook runs as a test in real Chromium.
// Storybook's Vitest addon turns each story export into a test case that renders the story and runs
// its play function; a failing `expect` in a play fails that test. The browser is the system
// Chromium (Debian's /usr/bin/chromium, installed by apt in .ci/run), never a downloaded one: the
// `playwright` package has no install script, and the executable path is given explicitly.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/support/chromium.js';

const here = dirname(fileURLToPath(import.meta.url));

export default defineProject({
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      // Playwright starts each browser with a fresh temporary profile of its own.
      provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
