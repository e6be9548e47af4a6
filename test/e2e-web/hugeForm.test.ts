// A 20,000-field form in real Chromium: drawn windowed (only the fields on and near the screen are
// in the page), yet Tab and Shift-Tab reach every field in order, the error summary brings a field
// far down into view and focuses it, what was typed is what Accept sends, and axe finds nothing.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildPage } from './buildPage.js';
import type { StaticServer } from './support.js';
import { REACT_DIR, launchChromium, serveStatic } from './support.js';

const FIELDS = 20_000;
const FAR = 15_000;

let outDir: string;
let server: StaticServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  outDir = await buildPage();
  server = await serveStatic(outDir);
  browser = await launchChromium({ timezoneId: 'UTC' });
  page = browser.pages()[0] ?? (await browser.newPage());
  await page.setViewportSize({ width: 1000, height: 800 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

// window.ek is the page's (declared in chromium.test.ts): results and ask are what this file uses.
function hugeForm() {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < FIELDS; i++)
    properties[`field${i}`] = { type: 'string', title: `Field ${i}` };
  return {
    message: 'A very long form',
    requestedSchema: { type: 'object', properties, required: [`field${FAR}`] },
  };
}

/** The label of the field holding focus. */
const focusedLabel = () =>
  page.evaluate(() => {
    const field = document.activeElement?.closest('[data-ek-field]');
    return field?.querySelector('.ek-label')?.firstChild?.textContent ?? null;
  });

it('draws a slice of the fields, and Tab and Shift-Tab walk every one in order', async () => {
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => 'ek' in window);
  await page.evaluate((p) => window.ek.ask(p), hugeForm());
  await page.getByLabel('Field 0', { exact: true }).waitFor();
  const drawn = await page.locator('[data-ek-field]').count();
  expect(drawn).toBeGreaterThan(5);
  expect(drawn).toBeLessThan(200);

  await page.getByLabel('Field 0', { exact: true }).focus();
  for (let i = 1; i <= 60; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe(`Field ${i}`);
  }
  for (let i = 59; i >= 40; i--) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel()).toBe(`Field ${i}`);
  }
  // Still a slice, wherever the person is.
  expect(await page.locator('[data-ek-field]').count()).toBeLessThan(200);

  // Shift-Tab back from the action row lands on the last field.
  await page.getByRole('button', { name: 'Accept', exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedLabel()).toBe(`Field ${FIELDS - 1}`);
}, 120_000);

it('the error summary brings a field far down into view and focuses it; Accept sends what was typed', async () => {
  // The person scrolls back to the top: the fields there are drawn again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Field 3', { exact: true }).fill('three');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  // A failed Accept focuses the first field with an error, far down as it is.
  await expect.poll(focusedLabel).toBe(`Field ${FAR}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByLabel('Field 3', { exact: true }).focus();
  expect(await focusedLabel()).toBe('Field 3');
  const link = page
    .locator('.ek-summary')
    .getByRole('button', { name: new RegExp(`Field ${FAR}`) });
  await link.click();
  await expect.poll(focusedLabel).toBe(`Field ${FAR}`);
  const inView = await page.evaluate(() => {
    const box = document.activeElement!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(inView).toBe(true);

  await page.keyboard.type('far');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  const result = await page
    .waitForFunction(() => window.ek.results[0], null, { timeout: 10_000 })
    .then((h) => h.jsonValue());
  expect(result).toEqual({
    action: 'accept',
    content: { field3: 'three', [`field${FAR}`]: 'far' },
  });
}, 120_000);

it('axe finds no violation in the windowed form', async () => {
  await page.evaluate((p) => window.ek.ask(p), hugeForm());
  await page.getByLabel('Field 0', { exact: true }).waitFor();
  await page.addScriptTag({ path: join(REACT_DIR, 'node_modules/axe-core/axe.min.js') });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(c: Element): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document.querySelector('.ek-root')!);
    return result.violations.map(
      (v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
  expect(violations).toEqual([]);
}, 120_000);
