// Where the demo page shows things, in Chromium at a desktop (1280×900) and a phone (375 px)
// width, in English and Arabic: the page never scrolls sideways; the argument form opens in the
// card of the tool clicked; a question comes into view with its heading and "Asked by" line
// without the person scrolling; and each call starts with a clean "Current call", earlier calls
// folded into a closed history. Screenshots of each case go to .artifacts/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import arDemo from '../../apps/web/src/locales/ar.js';
import enDemo from '../../apps/web/src/locales/en.js';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { builtWebApp, ROOT } from './support/builtWebApp.js';
import { demoUrl, waitUntil } from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';

let server: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  const root = await builtWebApp();
  server = await startDemoServer();
  browser = await launchChromium();
  web = await startWebServer({ root });
}, 240_000);

afterEach(async () => {
  await page?.close();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;
const LOCALES = { en: enDemo, ar: arDemo } as const;

/** Whether the element's box lies wholly inside the viewport as it is now (nothing scrolled). */
async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.height > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth
    );
  });
}

function sideways(): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

for (const size of SIZES) {
  for (const [lang, catalogue] of Object.entries(LOCALES)) {
    const demo = (key: keyof typeof catalogue.messages, tool: string) =>
      catalogue.messages[key].replace('{tool}', tool).replace(/<\/?code>/g, '');
    const kit = catalogue.kit.messages;

    describe(`${size.name} (${size.width}px), ${lang}`, () => {
      it('no sideways scroll; the form opens by its tool; each question shows who asks, in view; each call starts clean', async () => {
        page = await browser.context.newPage();
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${demoUrl(web.origin, server.url)}&lang=${lang}`);
        const deploy = page.getByRole('button', { name: 'deploy', exact: true });
        await deploy.waitFor();
        const wide = await sideways();
        expect(wide.scrollWidth).toBeLessThanOrEqual(wide.clientWidth);

        // The argument form opens in the clicked tool's card, in view with its Call button.
        await deploy.click();
        const card = page.locator('.tool-card', { has: deploy });
        const callDeploy = card.getByRole('button', { name: demo('args.call', 'deploy') });
        await callDeploy.waitFor();
        expect(await inViewport(card.getByRole('heading', { name: /deploy/ }))).toBe(true);

        // First call: its question comes into view from the top, then it is declined.
        await callDeploy.click();
        const slot = page.locator('.question-slot');
        const heading = slot.locator('.ek-root .ek-heading');
        const askedBy = slot.locator('.ek-root .ek-server');
        await heading.waitFor();
        expect(await askedBy.innerText()).toContain('elicitkit-demo-server');
        await waitUntil(
          async () => [await inViewport(heading), await inViewport(askedBy)],
          (seen) => seen.every(Boolean),
          'the first question’s heading and "Asked by" line in view',
        );
        mkdirSync(join(ROOT, '.artifacts'), { recursive: true });
        await page.screenshot({
          path: join(ROOT, '.artifacts', `web-demo-question-${size.name}-${lang}.png`),
        });
        await slot.getByRole('button', { name: kit['actions.decline'], exact: true }).click();
        // The call is over once "Stop the call" (shown only while it runs) is gone.
        await page
          .getByRole('button', { name: catalogue.messages['call.stop'], exact: true })
          .waitFor({ state: 'detached' });

        // Second call (close_ticket): the first call's answer is only in the closed history.
        await page.getByRole('button', { name: 'close_ticket', exact: true }).click();
        await page
          .locator('.tool-card', { has: page.getByRole('button', { name: 'close_ticket' }) })
          .getByRole('button', { name: demo('args.call', 'close_ticket') })
          .click();
        await waitUntil(
          async () => [await inViewport(heading), await inViewport(askedBy)],
          (seen) => seen.every(Boolean),
          'the second question’s heading and "Asked by" line in view',
        );
        expect(await heading.count()).toBe(1);
        const current = page.locator('section[aria-labelledby="call-heading"]');
        expect(await current.getByTestId('call-line').innerText()).toContain('close_ticket');
        // Nothing of the first call (its outcome record "Declined…") is left in "Current call".
        expect(await current.locator('.ek-outcome').count()).toBe(0);
        expect(await current.innerText()).not.toContain('deploy');
        const keys = await page
          .getByTestId('round')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-key')));
        expect(keys).toEqual(['confirm_close']);
        const history = page.getByTestId('call-history');
        expect(await history.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(
          false,
        );
        const earlier = history.getByTestId('earlier-call');
        expect(await earlier.count()).toBe(1);
        expect(await earlier.textContent()).toContain('deploy');
        expect(await earlier.textContent()).toContain('"action":"decline"');

        const after = await sideways();
        expect(after.scrollWidth).toBeLessThanOrEqual(after.clientWidth);
        await page.screenshot({
          path: join(ROOT, '.artifacts', `web-demo-second-call-${size.name}-${lang}.png`),
          fullPage: true,
        });
      });
    });
  }
}
