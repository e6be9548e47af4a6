// The VS Code preset in real Chromium: with VS Code's variables on <html> and its theme class on
// <body> (our fixture of Dark Modern, Light Modern and High Contrast), every part takes the
// editor's colours — the identity line included, which must not stay a light box on a dark editor
// — and under forced colours the emphasised URL host keeps its emphasis.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VscodeKind } from '../fixtures/vscodeVariables.js';
import { VSCODE_VARIABLES } from '../fixtures/vscodeVariables.js';
import { launchChromium } from './support.js';

// The two files a webview links: @elicitkit/react/styles.css, then @elicitkit/react/vscode.css.
const ELICITKIT_CSS = readFileSync('packages/react/src/styles.css', 'utf8');
const ELICITKIT_VSCODE_CSS = readFileSync('packages/react/src/vscode.css', 'utf8');

let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = browser.pages()[0] ?? (await browser.newPage());
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

// The parts elicitkit draws, as static markup (the classes the components use).
const MARKUP = `<section class="ek-root"><h2 class="ek-heading">Input requested</h2>
<p class="ek-server">Asked by <span class="ek-server-id">github</span></p>
<p class="ek-danger-note">This tool can change or delete data</p>
<p class="ek-url">https://<span class="ek-url-host">pay.example.com</span>/x</p>
<input class="ek-input" aria-label="Name">
<button class="ek-button ek-button--primary">Accept</button></section>`;

async function show(kind: VscodeKind, preset = true): Promise<void> {
  const vars = Object.entries(VSCODE_VARIABLES[kind])
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
  await page.setContent(
    `<!doctype html><html style='${vars}'><head><style>${ELICITKIT_CSS}</style>` +
      `${preset ? `<style>${ELICITKIT_VSCODE_CSS}</style>` : ''}</head>` +
      `<body class="${kind}" data-vscode-theme-kind="${kind}">${MARKUP}</body></html>`,
  );
}

const styleOf = (selector: string, property: string) =>
  page.evaluate(
    ([s, p]) =>
      getComputedStyle(document.querySelector(s as string)!).getPropertyValue(p as string),
    [selector, property],
  );

describe('the VS Code webview preset', () => {
  it('dark: editor colours everywhere; the identity line is dark, not the light default', async () => {
    await show('vscode-dark', false);
    // Without the preset the identity line keeps elicitkit's own palette (light on a light OS).
    const without = await styleOf('.ek-server', 'background-color');
    await show('vscode-dark');
    expect(await styleOf('.ek-root', 'background-color')).toBe('rgb(31, 31, 31)');
    expect(await styleOf('.ek-root', 'color')).toBe('rgb(204, 204, 204)');
    expect(await styleOf('.ek-server', 'background-color')).toBe('rgb(43, 43, 43)');
    expect(without).not.toBe('rgb(43, 43, 43)');
    expect(await styleOf('.ek-input', 'background-color')).toBe('rgb(49, 49, 49)');
    expect(await styleOf('.ek-button--primary', 'background-color')).toBe('rgb(0, 120, 212)');
    expect(await styleOf('.ek-root', 'color-scheme')).toBe('dark');
    expect(await styleOf('.ek-root', 'font-size')).toBe('13px');
  });

  it('light', async () => {
    await show('vscode-light');
    expect(await styleOf('.ek-root', 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await styleOf('.ek-button--primary', 'background-color')).toBe('rgb(0, 95, 184)');
    expect(await styleOf('.ek-root', 'color-scheme')).toBe('light');
  });

  it('high contrast: borders in the contrast colour', async () => {
    await show('vscode-high-contrast');
    expect(await styleOf('.ek-input', 'border-top-color')).toBe('rgb(111, 195, 223)');
    expect(await styleOf('.ek-root', 'border-top-color')).toBe('rgb(111, 195, 223)');
    expect(await styleOf('.ek-root', 'background-color')).toBe('rgb(0, 0, 0)');
  });

  it('forced colours: the URL host keeps an emphasis of system colours, the trust chrome a frame', async () => {
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      await show('vscode-dark');
      expect(await styleOf('.ek-url-host', 'forced-color-adjust')).toBe('none');
      expect(await styleOf('.ek-server', 'border-top-style')).toBe('solid');
      expect(await styleOf('.ek-danger-note', 'border-top-style')).toBe('solid');
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
  });
});
