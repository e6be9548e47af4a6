// Host CSS cannot restyle the form: in real Chromium, a hostile host stylesheet
// (element, attribute, id, universal and `!important` rules, rules naming our own classes, and a
// restyled body the form would inherit from) changes no computed style of any element or
// pseudo-element inside the form. The theming API, the `--ek-*` custom properties, still works.
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage } from './buildPage.js';
import type { StaticServer } from './support.js';
import { launchChromium, serveStatic } from './support.js';

/** What a careless or hostile host page might ship. */
const HOSTILE_CSS = `
* { letter-spacing: 3px !important; text-transform: uppercase; box-shadow: 0 0 0 4px magenta; }
*::before { content: "☠ "; }
*::after { content: " ☠" !important; }
body { font: italic 30px/3 serif !important; color: lime !important; word-spacing: 9px; }
#root section, #root div, #root p, #root span, #root label, #root legend, #root fieldset {
  background: yellow !important; padding: 17px !important; margin: 13px !important;
  border: 3px dashed red !important; color: red !important; display: inline !important;
}
input[type=text], input, select, textarea { border: 5px solid orange !important; height: 80px;
  font-size: 25px !important; background: black !important; color: white !important; }
button, button[type=submit] { background: hotpink !important; border-radius: 0 !important;
  font-size: 40px !important; visibility: hidden; }
.ek-input, .ek-button, .ek-button--primary, .ek-label, .ek-root .ek-hint { all: unset !important; }
li::marker { content: "X"; color: red; }
ul, ol { list-style: square inside !important; }
[class^="ek-"] { opacity: 0.3 !important; transform: rotate(3deg) !important; }
`;

// One field of each kind, with a description, so every element the kit draws is compared.
const PARAMS = {
  message: 'Deploy settings',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', description: 'Shown in the log', minLength: 2 },
      email: { type: 'string', format: 'email', title: 'Email' },
      count: { type: 'integer', title: 'Count', minimum: 1 },
      confirm: { type: 'boolean', title: 'Confirm' },
      region: { type: 'string', title: 'Region', enum: ['eu', 'us'] },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['a', 'b'] } },
    },
    required: ['name', 'confirm'],
  },
};

let outDir: string;
let server: StaticServer;
let browser: BrowserContext;
let page: Page;

beforeAll(async () => {
  outDir = await buildPage();
  server = await serveStatic(outDir);
  browser = await launchChromium({ timezoneId: 'UTC' });
  page = browser.pages()[0] ?? (await browser.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Every computed style of every element and pseudo-element inside the first form, in order. */
function formStyles(p: Page): Promise<Record<string, string>[]> {
  return p.evaluate(() => {
    const root = document.querySelector('.ek-host');
    if (!root) throw new Error('no form on the page');
    const out: Record<string, string>[] = [];
    const describe = (what: string, style: CSSStyleDeclaration) => {
      const entry: Record<string, string> = { what };
      for (const name of Array.from(style))
        if (!name.startsWith('--')) entry[name] = style.getPropertyValue(name);
      return entry;
    };
    for (const element of [root, ...root.querySelectorAll('*')]) {
      const tag = `${element.tagName}.${element.className}`;
      out.push(describe(tag, getComputedStyle(element)));
      for (const pseudo of ['::before', '::after', '::marker'])
        out.push(describe(`${tag}${pseudo}`, getComputedStyle(element, pseudo)));
    }
    return out;
  });
}

async function showForm(hostile: string | undefined) {
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => 'ek' in window);
  if (hostile) await page.addStyleTag({ content: hostile });
  await page.evaluate((p) => window.ek.ask(p), PARAMS);
  await page.getByRole('button', { name: 'Accept', exact: true }).waitFor();
  // An error and the summary on show too, so their elements are compared as well.
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.locator('.ek-summary').waitFor();
}

describe('a hostile host stylesheet', () => {
  it('changes no computed style inside the form', async () => {
    await showForm(undefined);
    const clean = await formStyles(page);
    await showForm(HOSTILE_CSS);
    const attacked = await formStyles(page);
    expect(attacked.length).toBe(clean.length);
    expect(clean.length).toBeGreaterThan(100);
    const differences = attacked.flatMap((entry, i) =>
      Object.keys(entry)
        .filter((name) => entry[name] !== clean[i]?.[name])
        .map((name) => `${entry['what']} ${name}: ${clean[i]?.[name]} → ${entry[name]}`),
    );
    expect(differences.slice(0, 20)).toEqual([]);
    // And it really did restyle the page around the form.
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 255, 0)');
  }, 180_000);

  it('still lets the host theme the form through the --ek-* custom properties', async () => {
    await showForm(`${HOSTILE_CSS}\n.ek-root { --ek-accent: rgb(1, 2, 3); }`);
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    expect(await accept.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(1, 2, 3)');
  }, 60_000);
});
