// @modelcontextprotocol/server-everything (SDK v1, 2025-11-25 only) driven from the built page:
// `auto` falls back to 2025-11-25, and its trigger-elicitation-request tool pushes a 13-field
// elicitation/create that the page answers on each path; its simulate-research-query runs as a
// 2025 task (the page opts in to tasks) that stops midway to ask. It allows any origin, so the page talks
// to it directly (cross-origin) with no proxy. A reconnect in the same tab skips the era probe it
// refused (the 400 a browser logs).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { startEverythingServer } from '../client/support/everythingServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { builtWebApp } from './support/builtWebApp.js';
import type { Action } from './support/demoPage.js';
import {
  answer,
  openDemo,
  question,
  resultText,
  rounds,
  startCall,
  waitForText,
} from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';
import type { ToolCallRecorder } from './support/recordToolCalls.js';
import { recordToolCalls } from './support/recordToolCalls.js';

const TOOL = 'trigger-elicitation-request';

let everything: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;
let wire: ToolCallRecorder;

beforeAll(async () => {
  const [root, server, chromium] = await Promise.all([
    builtWebApp(),
    startEverythingServer(),
    launchChromium(),
  ]);
  [everything, browser] = [server, chromium];
  web = await startWebServer({ root });
  page = await browser.context.newPage();
  wire = recordToolCalls(page);
  await openDemo(page, web.origin, everything.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

async function run(action: Action): Promise<string> {
  const legs = wire.mark();
  await startCall(page, TOOL);
  const shown = await question(page, 'Please provide inputs for the following fields');
  if (action === 'accept') {
    await shown
      .getByRole('textbox', { name: /^String\b/ })
      .first()
      .fill('Ada Lovelace');
    await shown.getByRole('textbox', { name: /email format/ }).fill('ada@example.com');
  }
  await answer(shown, action);
  const text = await resultText(page);
  // One tools/call; the question was a server-to-client request on it.
  expect(legs()).toHaveLength(1);
  return text;
}

describe('server-everything (2025-11-25) from the page', () => {
  it('auto negotiates down to 2025-11-25 and lists the elicitation tool', async () => {
    const status = page.getByTestId('connection-status');
    await waitForText(status, 'mcp-servers/everything');
    expect(await status.textContent()).toContain('2025-11-25');
    await page.getByRole('button', { name: TOOL, exact: true }).waitFor();
  });

  it('accept: the typed and default fields reach the server', async () => {
    const text = await run('accept');
    expect(text).toContain('User provided the requested information!');
    expect(text).toContain('- Name: Ada Lovelace');
    expect(text).toContain('- Email: ada@example.com');
    expect(text).toContain('- Favorite Integer: 42');
    const entry = rounds(page).first();
    expect(await entry.textContent()).toContain('pushed elicitation/create');
    expect(await entry.textContent()).toContain('name (text) *');
    expect(await page.getByTestId('era').textContent()).toContain('2025-11-25');
  });

  it('decline', async () => {
    expect(await run('decline')).toContain('User declined to provide the requested information.');
    expect(await rounds(page).first().getByTestId('answer').textContent()).toBe(
      '{"action":"decline"}',
    );
  });

  it('cancel', async () => {
    expect(await run('cancel')).toContain('User cancelled the elicitation dialog.');
  });

  it("its question's size: at most 1,660 px tall at 1280×900, the action row on one line at 375 px", async () => {
    const sizes: Record<string, number> = {};
    const before = page.viewportSize();
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width, height });
      await startCall(page, TOOL);
      const shown = await question(page, 'Please provide inputs for the following fields');
      sizes[width] = await shown.evaluate((e) => Math.round(e.getBoundingClientRect().height));
      const tops = await shown
        .locator('.ek-buttons > button')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops, `${width}px: the action row on one line`).toHaveLength(3);
      expect(new Set(tops).size, `${width}px: the action row on one line`).toBe(1);
      await answer(shown, 'cancel');
      await resultText(page);
    }
    if (before) await page.setViewportSize(before);
    expect(sizes[1280]).toBeLessThanOrEqual(1660);
  });

  it('simulate-research-query: the running task asks mid-way and the clarification is in the report', async () => {
    await startCall(page, 'simulate-research-query', { topic: 'python', ambiguous: true });
    const shown = await question(page, 'could have multiple interpretations');
    // The page says the question comes from a running task, and shows the task's status line.
    expect(await shown.textContent()).toMatch(/A running task \(id [^)]+\) is asking/);
    await shown.getByRole('radio', { name: 'Monty Python comedy group' }).check();
    await answer(shown, 'accept');
    const text = await resultText(page);
    expect(text).toContain('# Research Report: python (comedy)');
    expect(text).toContain('**Clarification**: comedy');
    await waitForText(page.getByTestId('task-status'), /^task \S+ · completed/);
  });

  it('a reconnect in the same tab skips the era probe the server refused (no 400 in the console)', async () => {
    // The first connect (beforeAll) probed with server/discover; this server answered 400.
    const probes: number[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.request().postData()?.includes('"server/discover"'))
        probes.push(response.status());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.reload();
    await waitForText(page.getByTestId('connection-status'), 'Connected to');
    expect(await page.getByTestId('connection-status').textContent()).toContain('2025-11-25');
    expect(probes).toEqual([]);
    expect(errors).toEqual([]);
  });
});
