// A page under test/e2e-web built with Vite, served on 127.0.0.1 and open in Debian's Chromium:
// one call for a test file's beforeAll, one close() for its afterAll (browser, server, build).
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { buildPage } from './buildPage.js';
import { launchChromium, serveStatic } from './support.js';

export interface BuiltPage {
  page: Page;
  close(): Promise<void>;
}

/**
 * Builds `name`, serves it and opens its index.html; resolves once `ready` holds on the page.
 * `hasTouch` makes the browser a touch screen (`pointer: coarse`).
 */
export async function openBuiltPage(
  name: string,
  ready: string,
  options: { hasTouch?: boolean } = {},
): Promise<BuiltPage> {
  const outDir = await buildPage(name);
  const server = await serveStatic(outDir);
  const browser = await launchChromium(options);
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(ready);
  return {
    page,
    async close() {
      await browser.close();
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
