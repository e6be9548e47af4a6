// The stylesheet mirrors under right-to-left, in real Chromium: a notice list's bullet room and the
// error summary's indent sit on the inline-start side — the left under dir="ltr", the right under
// dir="rtl" (messages = ar) — so bullets never sit on the border. Measured geometry, not CSS text.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCase } from '../fixtures/index.js';
import type { BuiltPage } from './openBuiltPage.js';
import { openBuiltPage } from './openBuiltPage.js';

let built: BuiltPage | undefined;
let page: Page;

beforeAll(async () => {
  built = await openBuiltPage('i18n-page', "'ek' in window");
  page = built.page;
}, 120_000);

afterAll(() => built?.close());

interface Sides {
  dir: string;
  /** Room between the list's left edge and its items' (px), and the same on the right. */
  left: number;
  right: number;
}

/** The room on each side of a list's first item, and the form's direction. */
function sidesOf(selector: string): Promise<Sides> {
  return page.evaluate((sel) => {
    const list = document.querySelector(sel)!;
    const item = list.querySelector('li')!;
    const outer = list.getBoundingClientRect();
    const inner = item.getBoundingClientRect();
    return {
      dir: getComputedStyle(list).direction,
      left: inner.left - outer.left,
      right: outer.right - inner.right,
    };
  }, selector);
}

async function show(locale: string): Promise<void> {
  await page.evaluate(
    ([params, l]) =>
      (window as unknown as { ek: { show(s: object): Promise<void> } }).ek.show({
        params,
        locale: l,
        context: { server: { trustedId: 'github' } },
      }),
    [loadCase('secret-fields').params, locale] as const,
  );
}

describe('logical sides in Chromium', () => {
  for (const locale of ['en', 'ar']) {
    it(`puts the notice bullets and the summary indent on the inline-start side (${locale})`, async () => {
      await show(locale);
      const notices = await sidesOf('.ek-notices');
      const rtl = locale === 'ar';
      expect(notices.dir).toBe(rtl ? 'rtl' : 'ltr');
      // Bullet room is twice the end padding: the side with more room is where the bullets are.
      const [start, end] = rtl ? [notices.right, notices.left] : [notices.left, notices.right];
      expect(start).toBeGreaterThan(end * 1.5);
      // The bullet itself sits in that room: the item's marker is drawn outside its box.
      expect(
        await page.evaluate(
          () => getComputedStyle(document.querySelector('.ek-notices li')!).listStylePosition,
        ),
      ).toBe('outside');

      // A failed Accept (the required user name is empty) draws the summary list, indented at the start.
      await page.locator('.ek-button--primary').click();
      await page.locator('.ek-summary-list li').first().waitFor();
      const summary = await sidesOf('.ek-summary-list');
      const [sStart, sEnd] = rtl ? [summary.right, summary.left] : [summary.left, summary.right];
      expect(sStart).toBeGreaterThan(sEnd);
    });
  }
});
