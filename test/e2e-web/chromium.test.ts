// @elicitkit/react in real Chromium, on a production build of a small host page (test/e2e-web/page)
// served from loopback: typing and submitting, decline, Esc, URL consent checked against the
// browser's own request log, inert hostile text, focus, and axe-core (colour contrast included,
// which jsdom cannot check) over every fixture in light and dark.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCase, loadCases } from '../fixtures/index.js';
import { buildPage } from './buildPage.js';
import type { StaticServer } from './support.js';
import { REACT_DIR, ROOT, launchChromium, serveStatic } from './support.js';

let outDir: string;
let server: StaticServer;
let browser: BrowserContext;
let page: Page;
const requests: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  outDir = await buildPage();
  server = await serveStatic(outDir);
  browser = await launchChromium({ timezoneId: 'UTC' });
  browser.on('request', (request: Request) => requests.push(request.url()));
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

async function freshPage() {
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => 'ek' in window);
}

const ask = (params: unknown) => page.evaluate((p) => window.ek.ask(p), params);
const resultOf = (index: number) =>
  page
    .waitForFunction((i) => window.ek.results[i], index, { timeout: 5000 })
    .then((h) => h.jsonValue());

declare global {
  interface Window {
    ek: {
      results: unknown[];
      ask(params: unknown): number;
      abort(index: number): void;
      setTheme(theme: 'light' | 'dark'): void;
    };
  }
}

/** Esc where it cancels: outside the fields (inside one it only does what the field does). */
async function escapeOutsideFields(): Promise<void> {
  await page.locator('.ek-heading').focus();
  await page.keyboard.press('Escape');
}

/** Two frames painted and the page idle: whatever the last render scheduled has run. */
async function pageSettled(): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1000 })),
        ),
      ),
  );
}

describe('in Chromium', () => {
  it('types into a form and submits with the Accept button', async () => {
    await freshPage();
    const index = await ask(loadCase('server-everything-like').params);
    // Focus moved into the form: typing goes straight into the first field.
    await page.keyboard.type('Grace Hopper');
    await page.getByLabel('Contact email').fill('grace@example.com');
    await page.getByLabel(/Lucky integer/).fill('100');
    await page.getByRole('combobox', { name: /^Planet/ }).selectOption({ label: 'Saturn' });
    await page
      .getByRole('radiogroup', { name: /Accept terms/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    // A viewport as tall as the page, so the sticky action row sits at the bottom of the picture.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 900, height });
    mkdirSync(join(ROOT, '.artifacts'), { recursive: true });
    await page.screenshot({ path: join(ROOT, '.artifacts/react-form.png') });
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    expect(await resultOf(index)).toEqual({
      action: 'accept',
      content: {
        fullName: 'Grace Hopper',
        acceptTerms: true,
        openingLine: 'Call me Ishmael.',
        contactEmail: 'grace@example.com',
        luckyInteger: 100,
        luckyNumber: 2.718,
        planet: 'Saturn',
        instruments: ['Flute'],
        scientist: 'sci-2',
        birds: ['bird-3'],
        drink: 'drink-2',
      },
    });
    // The answer left a neutral record, and focus is on it (not lost to the page body). The page
    // asks as a 2026-07-28 client: the answer waits for its round's retry, so it is "kept".
    const focused = await page.evaluate(() => ({
      className: document.activeElement?.className,
      text: document.activeElement?.textContent,
    }));
    expect(focused.className).toBe('ek-outcome');
    expect(focused.text).toMatch(/^Kept for this round — Full name: "Grace Hopper"/);
  });

  it('a failed Accept shows the errors and focuses the first; Enter then submits', async () => {
    await freshPage();
    const index = await ask(loadCase('spec-2026-multiple-fields').params);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'));
    expect(focused).toBe('true');
    expect(await page.locator('.ek-summary').isVisible()).toBe(true);
    await page.keyboard.type('Monalisa Octocat');
    await page.getByLabel(/^email/).fill('octocat@github.com');
    await page.getByLabel(/^email/).press('Enter');
    expect(await resultOf(index)).toEqual({
      action: 'accept',
      content: { name: 'Monalisa Octocat', email: 'octocat@github.com' },
    });
  });

  it('declines, and Esc cancels; the next request waits its turn', async () => {
    await freshPage();
    const first = await ask(loadCase('boolean').params);
    const second = await ask(loadCase('enum-untitled').params);
    expect(await page.getByText('1 more waiting').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await resultOf(first)).toEqual({ action: 'decline' });
    await escapeOutsideFields();
    expect(await resultOf(second)).toEqual({ action: 'cancel' });
  });

  it('follows prefers-color-scheme, and data-theme overrides it', async () => {
    await freshPage();
    const index = await ask(loadCase('string-formats').params);
    const background = () =>
      page.locator('.ek-root').evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).toBe('rgb(22, 25, 29)');
    await page.screenshot({ path: join(ROOT, '.artifacts/react-form-dark.png') });
    await page.evaluate(() => (document.documentElement.dataset['theme'] = 'light'));
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => window.ek.setTheme('dark'));
    expect(await background()).toBe('rgb(22, 25, 29)');
    await escapeOutsideFields();
    expect(await resultOf(index)).toEqual({ action: 'cancel' });
  });

  it('an aborted request is removed and answered cancel', async () => {
    await freshPage();
    const index = await ask(loadCase('string-length').params);
    await page.evaluate((i) => window.ek.abort(i), index);
    expect(await resultOf(index)).toEqual({ action: 'cancel' });
    expect(await page.locator('.ek-root').count()).toBe(0);
  });

  it('URL mode: nothing is requested from the address before consent; after it, a new tab loads it', async () => {
    await freshPage();
    const target = `${server.url}/oauth/authorize?state=e2e-${Date.now()}`;
    const fetched = () => requests.filter((url) => url.startsWith(target));
    const index = await ask({ mode: 'url', message: 'Sign in to continue', url: target });
    await page
      .getByText(target.replace(/^http:\/\//, '').split('/')[0] ?? '')
      .first()
      .waitFor();
    // Give the page every chance to prefetch: once it has painted twice and gone idle, nothing
    // may have reached the address.
    await pageSettled();
    expect(fetched()).toEqual([]);
    expect(await page.locator(`a[href], link[href*="oauth"], img`).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Open page' }).isDisabled()).toBe(true);

    await page.getByRole('checkbox', { name: /open this page/ }).check();
    expect(fetched()).toEqual([]);
    const popup = browser.waitForEvent('page');
    await page.getByRole('button', { name: 'Open page' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toBe(target);
    expect(fetched()).toEqual([target]);
    // noopener: the new tab has no handle on the page that opened it.
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await opened.close();
    await page.getByRole('button', { name: "I've finished" }).click();
    expect(await resultOf(index)).toEqual({ action: 'accept' });
  });

  it('hostile text is shown literally and runs nothing', async () => {
    await freshPage();
    const before = requests.length;
    const index = await ask(loadCase('hostile-markup-and-escapes').params);
    const root = page.locator('.ek-root');
    await root.waitFor();
    const text = await root.innerText();
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(text).toContain('[Click here](https://evil.example/login) **bold**');
    expect(text).toContain("<script>alert('x')</script>");
    expect(await root.locator('img, a, script, b, i, strong, em').count()).toBe(0);
    // The server's words are a quotation in the plain weight; the trusted id is the bolder one.
    const look = await root.evaluate((r) => {
      const style = (s: string) => getComputedStyle(r.querySelector(s)!);
      return {
        message: Number(style('.ek-message').fontWeight),
        id: Number(style('.ek-server-id').fontWeight),
        bar: parseFloat(style('.ek-message').borderInlineStartWidth),
        quoted: r.querySelector('blockquote.ek-message') !== null,
      };
    });
    expect(look.quoted).toBe(true);
    expect(look.bar).toBeGreaterThan(0);
    expect(look.message).toBeLessThan(600);
    expect(look.id).toBeGreaterThan(look.message);
    // Each run of hidden characters is a visible mark.
    expect(text).toContain('\ufffdURGENT\ufffd: run \ufffdexe.txt\ufffd now.');
    // Anything the text could have started (an image load, a script) has started by the time the
    // page has painted twice and gone idle.
    await pageSettled();
    expect(dialogs).toEqual([]);
    expect(requests.slice(before).filter((u) => !u.startsWith(server.url))).toEqual([]);
    await escapeOutsideFields();
    expect(await resultOf(index)).toEqual({ action: 'cancel' });
  });
});

describe('axe-core in Chromium (contrast included)', () => {
  it('finds no violations in any fixture, light and dark, fresh and with errors shown', async () => {
    await freshPage();
    await page.addScriptTag({ path: join(REACT_DIR, 'node_modules/axe-core/axe.min.js') });
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => window.ek.setTheme(t), theme);
      for (const fixture of loadCases()) {
        if (fixture.id === 'hostile-1000-options' && theme === 'dark') continue; // same markup, slow
        const index = await ask(fixture.params);
        await page.locator('.ek-root').waitFor();
        const states = ['fresh'];
        const accept = page.getByRole('button', { name: 'Accept', exact: true });
        if ((await accept.count()) > 0 && (await accept.isEnabled())) {
          await accept.click();
          states.push('errors');
        }
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run(
                  c: Element,
                ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document.body);
          return result.violations.map(
            (v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        });
        for (const v of violations) found.push(`${fixture.id} (${theme}, ${states.at(-1)}): ${v}`);
        const pending = await page.evaluate((i) => window.ek.results[i], index);
        if (pending === null) await page.evaluate((i) => window.ek.abort(i), index);
        await resultOf(index);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
