// What wins in each styles mode, in real Chromium (README "Styles modes"): a host page's class
// rule, a Tailwind-style `@layer utilities` class, and normal and `!important` inline styles on
// the host's control; an unlayered host rule aimed at the identity line, the emphasised URL host
// and the danger marker.
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage } from './buildPage.js';
import type { StaticServer } from './support.js';
import { launchChromium, serveStatic } from './support.js';

let outDir: string;
let server: StaticServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  outDir = await buildPage('styles-page');
  server = await serveStatic(outDir);
  browser = await launchChromium();
  page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${server.url}/index.html`);
  await page.locator('#none .ek-url').waitFor();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

interface Seen {
  inputPadding: string;
  inputBorder: string;
  inputRadius: string;
  inputColor: string;
  inputImportantInline: string;
  trusted: string[];
  chrome: string[];
}

/** Computed styles in one mode's column. */
function seen(mode: string): Promise<Seen> {
  return page.evaluate((m) => {
    const col = document.getElementById(m)!;
    const input = col.querySelector('.host-input')!;
    const s = getComputedStyle(input);
    const bg = (sel: string) =>
      [...col.querySelectorAll(sel)].map((e) => getComputedStyle(e).backgroundColor);
    return {
      inputPadding: s.paddingTop,
      inputBorder: s.borderTopColor,
      inputRadius: s.borderTopLeftRadius,
      inputColor: s.color,
      inputImportantInline: s.textDecorationColor,
      trusted: bg('.ek-server, .ek-url-host, .ek-danger-note'),
      chrome: [...col.querySelectorAll('.ek-server, .ek-url-host, .ek-danger-note, .ek-round')].map(
        (e) => e.textContent ?? '',
      ),
    };
  }, mode);
}

const RED = 'rgb(255, 0, 0)';

describe('styles modes', () => {
  it('sealed: nothing of the host reaches in but an !important inline style', async () => {
    const s = await seen('sealed');
    expect(s.inputPadding).not.toBe('11px');
    expect(s.inputBorder).not.toBe('rgb(0, 0, 255)');
    expect(s.inputRadius).not.toBe('13px');
    expect(s.inputColor).not.toBe('rgb(0, 128, 0)');
    expect(s.inputImportantInline).toBe('rgb(4, 5, 6)');
    expect(s.trusted).not.toContain(RED);
  });

  it('scoped: the host control takes host CSS, utilities and inline styles; trust chrome stays sealed', async () => {
    const s = await seen('scoped');
    expect(s.inputPadding).toBe('11px');
    expect(s.inputBorder).toBe('rgb(0, 0, 255)');
    expect(s.inputRadius).toBe('13px');
    expect(s.inputColor).toBe('rgb(0, 128, 0)');
    // Every piece of trust chrome on the page: the identity line, each emphasised host (a host
    // inside a sentence is its own .ek-url-host since hosts are isolated in <bdi>), the danger marker.
    expect(s.trusted.length).toBe(7);
    expect(s.trusted).not.toContain(RED);
  });

  it('none: the host styles everything, and the trust chrome is still there in words', async () => {
    const s = await seen('none');
    expect(s.inputPadding).toBe('11px');
    expect(s.trusted).toEqual(Array(7).fill(RED));
    expect(s.chrome.join(' | ')).toMatch(/github/);
    expect(s.chrome).toContain('This tool can change or delete data');
    expect(s.chrome).toContain('Question 2 of 3');
    expect(s.chrome).toContain('pay.example.com');
    // Screen-reader-only text stays hidden even with no elicitkit look.
    const hidden = await page.evaluate(() => {
      const e = document.querySelector('#none .ek-visually-hidden');
      return e ? getComputedStyle(e).position : 'none found';
    });
    expect(['absolute', 'none found']).toContain(hidden);
  });
});
