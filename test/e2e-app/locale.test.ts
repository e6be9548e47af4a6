// The demo speaks the picked locale: ?lang= or the picker switch the demo's own words (an error
// described by describeError's codes) and the page's lang and dir.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import deDemo from '../../apps/web/src/locales/de.js';
import arDemo from '../../apps/web/src/locales/ar.js';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { builtWebApp } from './support/builtWebApp.js';
import { closedPort } from './support/closedPort.js';
import { demoUrl, waitForText } from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';

let web: RunningWebServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  const [root, chromium] = await Promise.all([builtWebApp(), launchChromium()]);
  browser = chromium;
  web = await startWebServer({ root });
}, 120_000);

afterEach(async () => {
  await page?.close();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
});

const html = (name: 'lang' | 'dir') =>
  page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

describe('the demo in the picked locale', () => {
  it('?lang=de: the connection error and its action in German, then Arabic right to left', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    page = await browser.context.newPage();
    await page.goto(`${demoUrl(web.origin, url)}&lang=de`);
    const error = page.getByTestId('connect-error');
    await waitForText(error, `Unter ${url} hat nichts geantwortet`);
    expect(await error.textContent()).toContain(deDemo.messages['error.down.port']);
    expect(await error.textContent()).not.toContain('Nothing answered');
    expect(
      await page.getByRole('button', { name: deDemo.messages['connect.tryAgain'] }).isVisible(),
    ).toBe(true);
    expect(await html('lang')).toBe('de');
    expect(await html('dir')).toBe('ltr');

    await page.getByTestId('locale-picker').selectOption('ar');
    await waitForText(error, arDemo.messages['error.down.port']);
    expect(await html('lang')).toBe('ar');
    expect(await html('dir')).toBe('rtl');
    expect(await error.textContent()).not.toContain('Unter ');
    // A reload keeps the choice (the picker writes ?lang=).
    expect(new URL(page.url()).searchParams.get('lang')).toBe('ar');
  });
});
