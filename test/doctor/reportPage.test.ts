// The doctor's report card in Chromium: served under a CSP that allows only its own files, it
// updates by itself as a client goes through the tools, reads right to left in Arabic, and axe
// finds nothing (contrast included).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startProcess, stopAll } from '../client/support/serverProcess.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const AXE = readFileSync(join(root, 'packages/react/node_modules/axe-core/axe.min.js'), 'utf8');

let doctor: ServerProcess;
let browser: BrowserContext;
let page: Page;
const cspErrors: string[] = [];

beforeAll(async () => {
  doctor = await startProcess({
    command: tsx,
    args: [
      '--conditions',
      '@elicitkit/source',
      join(root, 'apps/cli/src/main.ts'),
      'doctor',
      '--auto',
      '--locale',
      'ar',
    ],
    ready: /http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
  browser = await launchChromium({ viewport: { width: 1280, height: 900 } });
  page = await browser.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto(new URL('/', doctor.url).href);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stopAll();
});

/** Runs the kit's scripted client against the doctor until it exits. */
function runClient(era: string): Promise<number | null> {
  const child = spawn(
    tsx,
    [
      '--conditions',
      '@elicitkit/source',
      join(root, 'test/doctor/elicitkitPerson.mjs'),
      doctor.url,
      era,
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
  return new Promise((resolve) => child.on('exit', resolve));
}

describe("the doctor's report card", () => {
  it('reads right to left in Arabic, in the catalogue’s words', async () => {
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(
      await page
        .locator('table')
        .first()
        .evaluate((t) => getComputedStyle(t).direction),
    ).toBe('rtl');
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('elicitkit doctor: بطاقة التقييم');
    expect(await page.locator('tr[data-check="caps.form"] .status').textContent()).toBe('لم يُجرَّب');
  });

  it('updates by itself as a client goes through the tools', async () => {
    const exited = runClient('2026-07-28');
    // No reload: the page's own script follows /events.
    await expect
      .poll(() => page.locator('tr[data-check="rounds.state"]').getAttribute('data-status'), {
        timeout: 60_000,
      })
      .toBe('passed');
    expect(await exited).toBe(0);
    await expect
      .poll(() => page.locator('tr[data-check="safety.burst"]').getAttribute('data-status'))
      .toBe('passed');
    expect(await page.locator('tr[data-check="rounds.state"] .status').textContent()).toBe('نجح');
    // What the client sent is quoted on the card.
    expect(await page.locator('tr[data-check="schema.text"] code').first().textContent()).toContain(
      '"action":"accept"',
    );
    expect(await page.locator('#status').textContent()).toMatch(/^نجح \d+/);
  }, 90_000);

  it('passes axe (contrast included) and loads under its CSP without a violation', async () => {
    // Evaluated through the debugger protocol, which the page's CSP does not govern.
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(c: Element): Promise<{ violations: { id: string }[] }> } }
      ).axe;
      return (await axe.run(document.body)).violations.map((v) => v.id);
    });
    expect(violations).toEqual([]);
    expect(cspErrors).toEqual([]);
  });
});
