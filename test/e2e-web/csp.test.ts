// @elicitkit/react on a page served with a strict Content-Security-Policy (`script-src 'self'`, no
// 'unsafe-eval'; `style-src 'self'`, no inline styles: as in VS Code webviews): the form is fully
// styled from its stylesheet file with no violation, validates, and Accept delivers the ElicitResult,
// through core's code-generation-free validator, picked automatically. The same page with Ajv
// forced shows why that matters: Ajv cannot compile there, and the person gets a clear message
// (never a thrown error and a silent nothing).
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage } from './buildPage.js';
import type { StaticServer } from './support.js';
import { launchChromium, serveStatic } from './support.js';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

let outDir: string;
let server: StaticServer;
let browser: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  outDir = await buildPage();
  server = await serveStatic(outDir, { 'content-security-policy': CSP });
  browser = await launchChromium({ timezoneId: 'UTC' });
  page = browser.pages()[0] ?? (await browser.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // What the policy refused, as the page saw it (an init script runs as DevTools, outside it).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
});

const styleViolations = () =>
  page.evaluate(() =>
    (window as unknown as { violations: string[] }).violations.filter((v) =>
      v.startsWith('style-src'),
    ),
  );

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const PARAMS = {
  mode: 'form',
  message: 'Where should we send the report?',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Your name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      copies: { type: 'integer', title: 'Copies', minimum: 1, maximum: 5 },
      format: {
        type: 'string',
        title: 'Format',
        oneOf: [
          { const: 'pdf', title: 'PDF' },
          { const: 'html', title: 'Web page' },
        ],
      },
    },
    required: ['name', 'email', 'copies'],
  },
};

async function open(query: string) {
  consoleErrors.length = 0;
  pageErrors.length = 0;
  await page.goto(`${server.url}/${query}`);
  await page.waitForFunction(() => 'ek' in window);
}

const ask = (params: unknown) => page.evaluate((p) => window.ek.ask(p), params);
const resultOf = (index: number) =>
  page
    .waitForFunction((i) => window.ek.results[i], index, { timeout: 5000 })
    .then((h) => h.jsonValue());

// page.evaluate runs as DevTools, which the policy does not bind; the page reports what its own
// scripts found instead.
const engine = () =>
  page.evaluate(() => (window.ek as typeof window.ek & { engine: string }).engine);

describe('under style-src without unsafe-inline', () => {
  it('draws the form fully styled from the stylesheet file, with no violation', async () => {
    await open('');
    await ask(PARAMS);
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await accept.waitFor();
    const look = await page.evaluate(() => {
      const root = document.querySelector('.ek-root')!;
      const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Accept')!;
      return {
        marker: getComputedStyle(root).getPropertyValue('--ek-stylesheet').trim(),
        rootFont: getComputedStyle(root).fontFamily,
        accent: getComputedStyle(root).getPropertyValue('--ek-accent').trim(),
        buttonBackground: getComputedStyle(button).backgroundColor,
        inlineStyles: document.querySelectorAll('style').length,
      };
    });
    expect(look.marker).toBe('loaded');
    expect(look.rootFont).toMatch(/system-ui/);
    // The primary button wears the accent colour (#0b5cad by default), not the browser's grey.
    expect(look.accent).toBe('#0b5cad');
    expect(look.buttonBackground).toBe('rgb(11, 92, 173)');
    expect(look.inlineStyles).toBe(0);
    expect(await styleViolations()).toEqual([]);
  });
});

describe('under script-src without unsafe-eval', () => {
  it('validates and accepts with the automatically chosen code-generation-free validator', async () => {
    await open('');
    expect(await engine()).toBe('interpreted');
    const index = await ask(PARAMS);
    await page.getByLabel(/Your name/).fill('A');
    await page.getByLabel(/Email/).fill('ada at example');
    await page.getByLabel(/Copies/).fill('9');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    // Core's messages, from the one validation path.
    const form = page.locator('.ek-root');
    await expect.poll(() => form.innerText()).toContain('Enter at least 2 characters');
    expect(await page.evaluate(() => window.ek.results[0])).toBeNull();

    await page.getByLabel(/Your name/).fill('Ada');
    await page.getByLabel(/Email/).fill('ada@example.com');
    await page.getByLabel(/Copies/).fill('3');
    await page.getByRole('radio', { name: 'Web page' }).check();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    expect(await resultOf(index)).toEqual({
      action: 'accept',
      content: { name: 'Ada', email: 'ada@example.com', copies: 3, format: 'html' },
    });
    expect(pageErrors).toEqual([]);
    // Nothing but the one engine probe ran into the policy.
    expect(
      consoleErrors.filter((t) => /compiling schema|unsafe-eval/i.test(t)).length,
    ).toBeLessThanOrEqual(1);
    expect(consoleErrors.join('\n')).not.toMatch(/compiling schema/i);
  });

  it('with Ajv forced, Accept is refused with a clear message instead of throwing', async () => {
    await open('?validator=ajv');
    expect(await engine()).toBe('ajv');
    const index = await ask(PARAMS);
    await page.getByLabel(/Your name/).fill('Ada');
    await page.getByLabel(/Email/).fill('ada@example.com');
    await page.getByLabel(/Copies/).fill('3');
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect
      .poll(() => page.locator('.ek-root').innerText())
      .toContain('This answer cannot be checked here');
    // Refused by the policy, not for want of Ajv: the page loaded it (enableAjv).
    expect(await page.locator('.ek-root').innerText()).not.toContain('enableAjv');
    expect(await page.evaluate((i) => window.ek.results[i], index)).toBeNull();
    expect(pageErrors).toEqual([]);
  });
});
