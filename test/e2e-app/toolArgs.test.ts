// The web demo's tool-arguments form is the kit's own: a schema within the elicitation subset is
// a form on core's model, so a bad value gets core's message and the call is not made until it is
// fixed; a schema outside it is edited as JSON, checked to be an object. Driven from the BUILT page
// in Chromium against a real server (test/e2e-app/servers/argsServer.mjs) that answers with the
// arguments it received; every claim about "not called" is checked on the wire.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startProcess, stopAll } from '../client/support/serverProcess.js';
import { builtWebApp } from './support/builtWebApp.js';
import { openDemo, resultText, waitForText } from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';
import type { ToolCallRecorder } from './support/recordToolCalls.js';
import { recordToolCalls } from './support/recordToolCalls.js';

const SCRIPT = fileURLToPath(new URL('./servers/argsServer.mjs', import.meta.url));

let server: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;
let wire: ToolCallRecorder;

beforeAll(async () => {
  const [root, args, chromium] = await Promise.all([
    builtWebApp(),
    startProcess({
      command: process.execPath,
      args: [SCRIPT, '--port', '0'],
      ready: /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
      url: (port) => `http://127.0.0.1:${port}/mcp`,
    }),
    launchChromium(),
  ]);
  [server, browser] = [args, chromium];
  web = await startWebServer({ root });
}, 120_000);

afterEach(async () => {
  // Nothing may fail unnoticed: the page shows uncaught errors as banners.
  expect(await page.getByText('Something failed in the background').count()).toBe(0);
  await page.close();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

async function openTool(name: string) {
  page = await browser.context.newPage();
  wire = recordToolCalls(page);
  await openDemo(page, web.origin, server.url);
  await page.getByRole('button', { name, exact: true }).click();
  return page.getByRole('form', { name: `Arguments for ${name}` });
}

describe('a flat schema: a form on the kit’s model and validator', () => {
  it('draws core’s widgets and marking: "(optional)" on optional ones, Yes/No with its default', async () => {
    const args = await openTool('scale_service');
    // design-language.md §2: optional arguments say so, required ones carry no mark.
    expect(await args.getByRole('textbox', { name: /^service$/ }).count()).toBe(1);
    expect(await args.getByRole('textbox', { name: /^replicas Replicas$/ }).count()).toBe(1);
    expect(await args.getByRole('textbox', { name: /^note \(optional\)$/ }).count()).toBe(1);
    // Three options: radio buttons (core's widgetFor), optional, nothing picked.
    const tier = args.getByRole('group', { name: /^tier \(optional\)$/ });
    expect(await tier.getByRole('radio').count()).toBe(3);
    expect(await tier.getByRole('radio', { checked: true }).count()).toBe(0);
    // design-language.md §1: a boolean is Yes/No; the schema's default is the one picked.
    const dryRun = args.getByRole('radiogroup', { name: /^dry_run Dry run$/ });
    expect(await dryRun.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    expect(await dryRun.getByRole('radio', { name: 'No' }).isChecked()).toBe(false);
    // The server's description and core's hint, before anything is wrong.
    expect(await args.textContent()).toContain('Service name, like api');
    expect(await args.textContent()).toContain('Enter a whole number from 1 to 10');
  });

  it('a number out of range: core’s message, the call is not made until it is fixed', async () => {
    const args = await openTool('scale_service');
    await args.getByRole('textbox', { name: /^service$/ }).fill('api');
    const replicas = args.getByRole('textbox', { name: /^replicas/ });
    await replicas.fill('42');
    // Never while typing the first time (design-language.md §4).
    expect(await replicas.getAttribute('aria-invalid')).toBeNull();
    await args.getByRole('button', { name: 'Call scale_service', exact: true }).click();

    await waitForText(page.getByTestId('args-blocked'), 'Not called');
    expect(await replicas.getAttribute('aria-invalid')).toBe('true');
    // The message is core's (fieldHint wording), shown once: the hint that says the same is hidden.
    const field = args.locator('[data-arg="replicas"]');
    expect(await field.getByText('Enter a whole number from 1 to 10').count()).toBe(1);
    expect(await field.locator('.field-error').textContent()).toBe(
      'Enter a whole number from 1 to 10',
    );
    // The accessible description says what is wrong, and focus is on the field to fix.
    expect(await replicas.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await replicas.getAttribute('aria-describedby')).toMatch(/-error\b/);
    expect(wire.legs).toHaveLength(0);
    expect(await page.getByTestId('tool-result').count()).toBe(0);

    // Text that is not a number at all: still core's message, still no call.
    await replicas.fill('three');
    await args.getByRole('button', { name: 'Call scale_service', exact: true }).click();
    expect(await field.locator('.field-error').textContent()).toBe(
      'Enter a whole number from 1 to 10',
    );
    expect(wire.legs).toHaveLength(0);

    // Fixed: the message goes as soon as the value is valid, and the call carries a number.
    await replicas.fill('3');
    expect(await field.locator('.field-error').count()).toBe(0);
    expect(await page.getByTestId('args-blocked').count()).toBe(0);
    await args.getByRole('button', { name: 'Call scale_service', exact: true }).click();
    expect(await resultText(page)).toContain(
      'scale_service got {"service":"api","replicas":3,"dry_run":true}',
    );
    expect(wire.legs.map((leg) => leg.params.arguments)).toEqual([
      { service: 'api', replicas: 3, dry_run: true },
    ]);
  });

  it('a missing required argument: shown on leaving it, and on Call; Yes/No and enums are sent as picked', async () => {
    const args = await openTool('scale_service');
    const service = args.getByRole('textbox', { name: /^service$/ });
    await service.fill('api');
    await service.fill('');
    await args.getByRole('textbox', { name: /^replicas/ }).focus();
    const field = args.locator('[data-arg="service"]');
    await waitForText(field.locator('.field-error'), 'Enter at least 1 character');
    await args.getByRole('textbox', { name: /^replicas/ }).fill('2');
    await args.getByRole('button', { name: 'Call scale_service', exact: true }).click();
    await waitForText(page.getByTestId('args-blocked'), 'Not called');
    expect(await service.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(wire.legs).toHaveLength(0);

    await service.fill('checkout');
    await args
      .getByRole('radiogroup', { name: /^dry_run/ })
      .getByRole('radio', { name: 'No' })
      .check();
    await args.getByRole('group', { name: /^tier/ }).getByRole('radio', { name: 'large' }).check();
    await args.getByRole('button', { name: 'Call scale_service', exact: true }).click();
    await resultText(page);
    expect(wire.legs.map((leg) => leg.params.arguments)).toEqual([
      { service: 'checkout', replicas: 2, dry_run: false, tier: 'large' },
    ]);
    // The form keeps what was sent, ready for the next call.
    expect(await service.inputValue()).toBe('checkout');
  });
});

describe('every argument optional: nothing marked, empty answers left out', () => {
  it('a multi-select emptied on purpose says so, a Yes/No can be cleared, a date is sent as picked', async () => {
    const args = await openTool('schedule_report');
    // design-language.md §2: when every argument is optional, none is marked.
    expect(await args.getByText('(optional)').count()).toBe(0);
    const regions = args.getByRole('group', { name: /^regions/ });
    await regions.getByRole('checkbox', { name: 'eu' }).check();
    await regions.getByRole('checkbox', { name: 'apac' }).check();
    await regions.getByRole('checkbox', { name: 'eu' }).uncheck();
    await regions.getByRole('checkbox', { name: 'apac' }).uncheck();
    // design-language.md §10: the emptied list is left out, visibly.
    expect(await regions.textContent()).toContain(
      'Nothing selected — this answer will be left out',
    );
    const emailMe = args.getByRole('radiogroup', { name: /^email_me/ });
    await emailMe.getByRole('radio', { name: 'No' }).check();
    await emailMe.getByRole('button', { name: /^Clear answer/ }).click();
    expect(await emailMe.getByRole('radio', { checked: true }).count()).toBe(0);
    // A native date control: the hint names no format of its own (design-language.md §9).
    expect(await args.textContent()).toContain('Choose a date');
    await args.getByLabel(/^day/).fill('2026-08-01');
    await args.getByRole('button', { name: 'Call schedule_report', exact: true }).click();
    await resultText(page);
    expect(wire.legs.map((leg) => leg.params.arguments)).toEqual([{ day: '2026-08-01' }]);
  });
});

describe('schemas outside the elicitation subset: the JSON editor', () => {
  it('nested objects and lists of objects: JSON only, a bad text is refused with a clear message', async () => {
    const args = await openTool('create_order');
    expect(await args.textContent()).toContain(
      'A form cannot express customer, items: edit the arguments as JSON.',
    );
    expect(await args.getByRole('button', { name: 'Form', exact: true }).isDisabled()).toBe(true);
    const editor = args.getByLabel('Arguments (JSON)');
    const call = args.getByRole('button', { name: 'Call create_order', exact: true });

    await editor.fill('{"customer": {"name": "Ada"');
    await call.click();
    await waitForText(args.getByRole('alert'), /^Not valid JSON: /);
    expect(await editor.getAttribute('aria-invalid')).toBe('true');
    await editor.fill('[{"name": "Ada"}]');
    await call.click();
    await waitForText(args.getByRole('alert'), 'The arguments must be a JSON object');
    expect(wire.legs).toHaveLength(0);

    const order = { customer: { name: 'Ada' }, items: [{ sku: 'A-1', quantity: 2 }] };
    await editor.fill(JSON.stringify(order));
    expect(await args.getByRole('alert').count()).toBe(0);
    await call.click();
    expect(await resultText(page)).toContain(`create_order got ${JSON.stringify(order)}`);
    expect(wire.legs.map((leg) => leg.params.arguments)).toEqual([order]);
  });

  it('a top-level $ref: JSON only, never "takes no arguments"', async () => {
    const args = await openTool('apply_template');
    expect(await args.textContent()).toContain('A form cannot express this schema');
    expect(await args.textContent()).toContain('"$ref"');
    expect(await args.getByText('This tool takes no arguments.').count()).toBe(0);
    await args.getByLabel('Arguments (JSON)').fill('{"template": "blue"}');
    await args.getByRole('button', { name: 'Call apply_template', exact: true }).click();
    expect(await resultText(page)).toContain('apply_template got {"template":"blue"}');
  });
});
