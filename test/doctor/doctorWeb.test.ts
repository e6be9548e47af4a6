// The web demo earns the doctor's checks: a person in Chromium connects the demo to the doctor,
// calls each doctor_ tool and answers as it asks (URL questions open the doctor's page in a new
// tab, where Done is pressed); the doctor's --json card then shows nothing failed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startProcess, stopAll } from '../client/support/serverProcess.js';
import { ROOT, builtWebApp } from '../e2e-app/support/builtWebApp.js';
import {
  openDemo,
  question,
  resultText,
  startCall,
  waitUntil,
} from '../e2e-app/support/demoPage.js';
import type { Chromium } from '../e2e-app/support/launchChromium.js';
import { launchChromium } from '../e2e-app/support/launchChromium.js';

let web: RunningWebServer;
let browser: Chromium;
let dir = '';

beforeAll(async () => {
  const [root, chromium] = await Promise.all([builtWebApp(), launchChromium()]);
  browser = chromium;
  web = await startWebServer({ root });
  dir = mkdtempSync(join(tmpdir(), 'ek-doctor-web-'));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** The question once its buttons act (the first half second after it appears they wait). */
async function shown(page: Page, text: string | RegExp): Promise<Locator> {
  const q = await question(page, text);
  await waitUntil(
    () => q.locator('[data-ek-arming]').count(),
    (n) => n === 0,
    'the question’s buttons to act',
  );
  return q;
}

const click = (q: Locator, name: string) => q.getByRole('button', { name, exact: true }).click();

/** Opens the link page from the consent screen, presses Done there, then "I've finished". */
async function openAndFinish(page: Page, q: Locator): Promise<void> {
  await q.getByRole('checkbox', { name: /I want to open this page/ }).check();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), click(q, 'Open page')]);
  await tab.waitForLoadState();
  await tab.getByRole('button', { name: 'Done', exact: true }).click();
  await tab.getByRole('status').waitFor();
  await tab.close();
  await click(q, "I've finished");
}

// What a person does for each tool, as its description asks.
const PERSON: Record<string, (page: Page) => Promise<void>> = {
  async doctor_text(page) {
    const q = await shown(page, 'Text fields');
    await q.getByLabel('Email').fill('ada@example.com');
    await q.getByLabel('Website').fill('https://example.com/');
    await q.getByLabel('Birthday').fill('2026-07-28');
    await q.getByLabel('Next meeting').fill('2026-07-28T14:30');
    await click(q, 'Accept');
  },
  async doctor_numbers(page) {
    const q = await shown(page, 'Numbers');
    await q.getByLabel('Age').fill('36');
    await click(q, 'Accept');
  },
  async doctor_boolean(page) {
    const q = await shown(page, 'Yes/no fields');
    await q
      .getByRole('radiogroup', { name: /I agree/ })
      .getByLabel('Yes')
      .check();
    await click(q, 'Accept');
  },
  async doctor_choices(page) {
    const q = await shown(page, 'Choices');
    await q.getByLabel('Medium').check();
    await q.getByLabel('Operations').check();
    await click(q, 'Accept');
  },
  async doctor_multi(page) {
    const q = await shown(page, 'Multiple choice');
    await q.getByLabel('Editor').check();
    await click(q, 'Accept');
  },
  async doctor_too_long(page) {
    const q = await shown(page, 'five letters');
    await q.getByLabel('Code').fill('ABCDE');
    await click(q, 'Accept');
    await q
      .getByText(/at most 3/)
      .first()
      .waitFor();
    await q.getByLabel('Code').fill('ABC');
    await click(q, 'Accept');
  },
  async doctor_out_of_range(page) {
    const q = await shown(page, 'Type 500');
    await q.getByLabel('Count').fill('500');
    await click(q, 'Accept');
    await q
      .getByText(/from 0 to 100/)
      .first()
      .waitFor();
    await q.getByLabel('Count').fill('50');
    await click(q, 'Accept');
  },
  async doctor_required(page) {
    const q = await shown(page, 'Leave the name empty');
    await click(q, 'Accept');
    await q
      .getByText(/at least 1/)
      .first()
      .waitFor();
    await q.getByLabel('Name').fill('Ada');
    await click(q, 'Accept');
  },
  async doctor_decline(page) {
    await click(await shown(page, 'Decline this question'), 'Decline');
  },
  async doctor_cancel(page) {
    await click(await shown(page, 'Dismiss this question'), 'Cancel');
  },
  async doctor_url_decline(page) {
    await click(await shown(page, 'do not open it'), 'Decline');
  },
  async doctor_url_open(page) {
    await openAndFinish(page, await shown(page, 'Agree to open it'));
  },
  async doctor_url_required(page) {
    await openAndFinish(page, await shown(page, 'Open this page and press Done'));
  },
  async doctor_rounds(page) {
    for (const text of ['Round 1, question 1', 'Round 1, question 2', 'Round 2, question 1'])
      await click(await shown(page, text), 'Accept');
  },
  async doctor_nested(page) {
    // 2025's SDK refuses the push before it can be shown: then the call ends with nothing to do.
    const seen = await waitUntil(
      async () =>
        [
          ...(await page.getByTestId('call-line').allTextContents()),
          ...(await page.locator('.ek-host .ek-root').allTextContents()),
        ].join(' '),
      (text) => /doctor_nested complete|nested object/.test(text),
      'the nested question, or its call complete',
    );
    if (!seen.includes('doctor_nested complete'))
      await click(await shown(page, 'nested object'), 'Decline');
  },
  async doctor_words(page) {
    await click(await shown(page, 'Important'), 'Accept');
    const q = await shown(page, 'What did your client show');
    await q.getByLabel('Stars, brackets and marks, shown as plain text').check();
    await click(q, 'Accept');
  },
  async doctor_task(page) {
    await click(await shown(page, 'needs your go-ahead'), 'Accept');
  },
  async doctor_burst(page) {
    for (const n of [1, 2, 3]) await click(await shown(page, `Question ${n} of 3`), 'Accept');
    const q = await shown(page, 'How did your client show');
    await q.getByLabel('One at a time').check();
    await click(q, 'Accept');
  },
};

async function startDoctor(name: string): Promise<{ doctor: ServerProcess; json: string }> {
  const json = join(dir, `${name}.json`);
  const doctor = await startProcess({
    command: join(ROOT, 'node_modules/.bin/tsx'),
    args: [
      '--conditions',
      '@elicitkit/source',
      join(ROOT, 'apps/cli/src/main.ts'),
      'doctor',
      '--json',
      json,
    ],
    ready: /http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
  return { doctor, json };
}

interface Check {
  id: string;
  status: string;
  why: string;
}

describe('the web demo in Chromium, answering as each doctor tool asks', () => {
  it.each([
    ['2026-07-28', Object.keys(PERSON).filter((tool) => tool !== 'doctor_url_required')],
    ['2025-11-25', ['doctor_url_required', 'doctor_burst', 'doctor_nested']],
  ] as const)(
    'earns every check it is given in %s',
    async (era, tools) => {
      const { doctor, json } = await startDoctor(era);
      const page = await browser.context.newPage();
      await openDemo(page, web.origin, doctor.url, era);
      for (const tool of tools) {
        await startCall(page, tool);
        await PERSON[tool]?.(page);
        const result = await resultText(page);
        expect(result, tool).toContain('Recorded.');
        expect(result, tool).not.toMatch(/: failed\./);
      }
      await page.close();
      await doctor.stop();
      const checks = (
        JSON.parse(readFileSync(json, 'utf8')) as { areas: { checks: Check[] }[] }
      ).areas.flatMap((a) => a.checks);
      expect(checks.filter((c) => c.status === 'failed').map((c) => `${c.id}: ${c.why}`)).toEqual(
        [],
      );
      if (era === '2026-07-28')
        expect(checks.filter((c) => c.status === 'not-tried').map((c) => c.id)).toEqual([
          'url.required',
        ]);
      else expect(checks.find((c) => c.id === 'url.required')?.status).toBe('passed');
    },
    300_000,
  );
});
