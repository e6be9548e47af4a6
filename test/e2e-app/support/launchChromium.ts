import type { BrowserContext } from 'playwright-core';
import { launchChromium as launchShared } from '../../support/chromium.js';

export interface Chromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A headless Chromium on a fresh profile (removed on close), sized for the demo page; `locale`
 * sets the browser's language (navigator.languages, Accept-Language).
 */
export async function launchChromium(options: { locale?: string } = {}): Promise<Chromium> {
  const context = await launchShared({ viewport: { width: 1280, height: 900 }, ...options });
  // Fail a stuck step with its own message well before the test's timeout.
  context.setDefaultTimeout(20_000);
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
    },
  };
}
