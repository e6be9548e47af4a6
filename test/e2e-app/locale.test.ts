// The demo speaks the picked locale: ?lang=, the picker, or else the browser's own language switch
// the demo's own words (headings, the connect bar, the arguments form, error notices) and the
// kit's, and the page's lang and dir; a switch keeps what was typed; and under en-XA no English
// word of the demo's own is left (what the server sent stays the server's).
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import deDemo from '../../apps/web/src/locales/de.js';
import arDemo from '../../apps/web/src/locales/ar.js';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startProcess, stopAll } from '../client/support/serverProcess.js';
import { builtWebApp } from './support/builtWebApp.js';
import { closedPort } from './support/closedPort.js';
import {
  demoUrl,
  openDemo,
  question,
  resultText,
  startCall,
  waitForText,
} from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';

const ARGS_SERVER = fileURLToPath(new URL('./servers/argsServer.mjs', import.meta.url));

let web: RunningWebServer;
let browser: Chromium;
let german: Chromium | undefined;
let args: ServerProcess;
let demo: ServerProcess;
let page: Page;

beforeAll(async () => {
  const [root, chromium, argsServer, demoServer] = await Promise.all([
    builtWebApp(),
    launchChromium(),
    startProcess({
      command: process.execPath,
      args: [ARGS_SERVER, '--port', '0'],
      ready: /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
      url: (port) => `http://127.0.0.1:${port}/mcp`,
    }),
    startDemoServer(),
  ]);
  [browser, args, demo] = [chromium, argsServer, demoServer];
  web = await startWebServer({ root });
}, 120_000);

afterEach(async () => {
  await page?.close();
});

afterAll(async () => {
  await german?.close();
  await browser?.close();
  await web?.close();
  await stopAll();
});

const html = (name: 'lang' | 'dir') =>
  page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

const heading = (name: string) => page.getByRole('heading', { name, exact: true });

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

  it('?lang=de: the headings, the connect bar and the arguments form are German', async () => {
    page = await browser.context.newPage();
    await page.goto(`${demoUrl(web.origin, args.url)}&lang=de`);
    const status = page.getByTestId('connection-status');
    await waitForText(status, 'Verbunden mit args-server 0.0.1 unter');
    expect(await status.textContent()).toMatch(/ · 4 Werkzeuge$/);
    expect(await heading('elicitkit-Webdemo').isVisible()).toBe(true);
    expect(await page.title()).toBe('elicitkit-Webdemo');
    for (const name of ['Werkzeuge', 'Aktueller Aufruf', 'Runden'])
      expect(await heading(name).isVisible(), name).toBe(true);
    const bar = page.getByRole('form', { name: 'Server' });
    expect(await bar.getByRole('textbox', { name: 'URL des MCP-Servers' }).inputValue()).toBe(
      args.url,
    );
    expect(await bar.getByRole('combobox', { name: 'Protokoll' }).isVisible()).toBe(true);
    expect(await bar.getByRole('button', { name: 'Verbinden', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText('Noch kein Aufruf.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'scale_service', exact: true }).click();
    const form = page.getByRole('form', { name: 'Argumente für scale_service' });
    expect(await form.getByRole('button', { name: 'Formular', exact: true }).isVisible()).toBe(
      true,
    );
    // The kit's words in the kit's German: the hint and Yes/No.
    expect(await form.textContent()).toContain('Ganze Zahl von 1 bis 10 eingeben');
    expect(await form.textContent()).not.toContain('Enter a whole number');
    const dryRun = form.getByRole('radiogroup', { name: /^dry_run/ });
    expect(await dryRun.getByRole('radio', { name: 'Ja' }).isChecked()).toBe(true);
    await form.getByRole('textbox', { name: /^service/ }).fill('api');
    await form.getByRole('textbox', { name: /^replicas/ }).fill('3');
    await form.getByRole('button', { name: 'scale_service aufrufen', exact: true }).click();
    expect(await resultText(page)).toContain('scale_service got');
    expect(await heading('Endergebnis').isVisible()).toBe(true);
    await waitForText(page.getByTestId('call-line'), 'abgeschlossen');
  });

  it('?lang=de: the arguments form reads numbers as the kit does (any digits), and says what it sends', async () => {
    page = await browser.context.newPage();
    await page.goto(`${demoUrl(web.origin, args.url)}&lang=de`);
    await waitForText(page.getByTestId('connection-status'), 'Verbunden mit');
    await page.getByRole('button', { name: 'scale_service', exact: true }).click();
    const form = page.getByRole('form', { name: 'Argumente für scale_service' });
    await form.getByRole('textbox', { name: /^service/ }).fill('api');
    // Arabic-Indic and full-width digits are numbers; the plain reading alone refused them.
    await form.getByRole('textbox', { name: /^replicas/ }).fill('٣');
    const preview = form.locator('[data-arg="replicas"]').getByTestId('sent-preview');
    await waitForText(preview, '= 3');
    await form.getByRole('button', { name: 'scale_service aufrufen', exact: true }).click();
    expect(await resultText(page)).toContain('"replicas":3');
  });

  it('with no ?lang= the page follows the browser’s language', async () => {
    german = await launchChromium({ locale: 'de-DE' });
    page = await german.context.newPage();
    await page.goto(demoUrl(web.origin, args.url));
    await waitForText(page.getByTestId('connection-status'), 'Verbunden mit');
    expect(await html('lang')).toBe('de');
    expect(await heading('elicitkit-Webdemo').isVisible()).toBe(true);
    expect(await page.getByTestId('locale-picker').inputValue()).toBe('de');
    // Nothing was asked for, so nothing is written to the address.
    expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
  });
});

describe('a language switch keeps what was typed', () => {
  it('the arguments form: typed text, a picked option and the JSON editor survive', async () => {
    page = await browser.context.newPage();
    await openDemo(page, web.origin, args.url);
    await page.getByRole('button', { name: 'scale_service', exact: true }).click();
    let form = page.getByRole('form', { name: 'Arguments for scale_service' });
    await form.getByRole('textbox', { name: /^service/ }).fill('checkout');
    await form.getByRole('textbox', { name: /^replicas/ }).fill('7');
    await form.getByRole('group', { name: /^tier/ }).getByRole('radio', { name: 'large' }).check();

    await page.getByTestId('locale-picker').selectOption('fr');
    form = page.getByRole('form', { name: 'Arguments de scale_service' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: /^service/ }).inputValue()).toBe('checkout');
    expect(await form.getByRole('textbox', { name: /^replicas/ }).inputValue()).toBe('7');
    expect(
      await form
        .getByRole('group', { name: /^tier/ })
        .getByRole('radio', { name: 'large' })
        .isChecked(),
    ).toBe(true);

    await form.getByRole('button', { name: 'JSON', exact: true }).click();
    const editor = form.getByLabel('Arguments (JSON)');
    await editor.fill('{"service": "typed by hand"}');
    await page.getByTestId('locale-picker').selectOption('ja');
    form = page.getByRole('form', { name: 'scale_service の引数' });
    expect(await form.getByLabel('引数(JSON)').inputValue()).toBe('{"service": "typed by hand"}');
  });

  it('a question the server asks: the answer picked so far survives, in the new words', async () => {
    page = await browser.context.newPage();
    await openDemo(page, web.origin, demo.url);
    await startCall(page, 'deploy');
    const shown = await question(page, 'Where should api be deployed?');
    await shown.getByRole('radio', { name: 'US East (N. Virginia)' }).check();
    await page.getByTestId('locale-picker').selectOption('de');
    // The kit's buttons are German now; the server's words stay the server's.
    await shown.getByRole('button', { name: 'Abbrechen', exact: true }).waitFor();
    expect(await shown.textContent()).toContain('Where should api be deployed?');
    expect(await shown.getByRole('radio', { name: 'US East (N. Virginia)' }).isChecked()).toBe(
      true,
    );
  });
});

// Words a person types or reads the same in every language: key caps, acronyms, the program's name.
const ALLOWED = new Set(['elicitkit', 'MCP', 'JSON', 'http', 'https', 'Tab', 'Enter', 'Esc']);

describe('en-XA: no English word of the demo’s own is left', () => {
  it('the page connected, a tool picked and called: every word outside the server’s is accented', async () => {
    page = await browser.context.newPage();
    await page.goto(`${demoUrl(web.origin, args.url)}&lang=en-XA`);
    await waitForText(page.getByTestId('connection-status'), 'args-server');
    await page.getByRole('button', { name: 'scale_service', exact: true }).click();
    const form = page.locator('form.args');
    await form.locator('[data-arg="service"] input').fill('api');
    await form.locator('[data-arg="replicas"] input').fill('3');
    await form.locator('button[type="submit"]').click();
    await resultText(page);
    const leaks = await page.evaluate(() => {
      // What the server sent (tool names and descriptions, field names, titles and options, its
      // name, its result), addresses and code are not the demo's words; the picker names each
      // locale in its own language.
      const SERVER =
        'code, pre, .tool-about, .quote, [data-server-text], [data-testid="locale-picker"], .arg legend, .arg label[for], .arg-option, .arg .hint[id$="-description"]';
      const words: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(SERVER)) continue;
        words.push(node.textContent ?? '');
      }
      for (const element of document.querySelectorAll('[aria-label]'))
        words.push(element.getAttribute('aria-label') ?? '');
      return words.join(' ');
    });
    const plain = (
      leaks
        // The server's own names (its name, the tool's, its arguments', set into the demo's words
        // as values) and addresses are not words to translate.
        .replace(
          /args-server|scale_service|\b(service|replicas|dry_run|tier|note)\b|https?:\/\/\S+/g,
          ' ',
        )
        .match(/(?<![\p{L}\p{M}])[A-Za-z]{2,}(?![\p{L}\p{M}])/gu) ?? []
    ).filter((word) => !ALLOWED.has(word));
    expect(plain).toEqual([]);
    // It did draw the demo's words (the check is not vacuous).
    expect(leaks).toContain('Ţööĺš');
  });
});
