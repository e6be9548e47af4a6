// Vitest browser mode on the system Chromium (Debian's /usr/bin/chromium, installed by apt in
// .ci/run), never a downloaded one: the `playwright` package has no install script, and the
// executable path is given explicitly. Both Storybook projects run on it.
import { playwright } from '@vitest/browser-playwright';
import type { BrowserConfigOptions } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from '../../test/support/chromium.js';

export function chromiumBrowser(): BrowserConfigOptions {
  return {
    enabled: true,
    headless: true,
    // Playwright starts each browser with a fresh temporary profile of its own.
    provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } }),
    instances: [{ browser: 'chromium' }],
    // A failure's message says what went wrong; no screenshots left behind in the tree.
    screenshotFailures: false,
  };
}
