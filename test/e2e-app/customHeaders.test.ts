// Tools whose parameters carry `x-mcp-header` (SEP-2243), called from the BUILT web demo in
// Chromium against the reference server, which rejects a 2026-07-28 tools/call whose Mcp-Param-*
// header is missing or disagrees with the body. The SDK sends no such headers in browsers, so the
// page mirrors them itself and the server's preflight allows them; every leg is checked as the
// browser sent it.
import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { builtWebApp } from './support/builtWebApp.js';
import { answer, demoUrl, openDemo, question, resultText, startCall } from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';

const TOOL = 'test_custom_header_region';

let server: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  const [root, demo, chromium] = await Promise.all([
    builtWebApp(),
    // The x-mcp-header tool is one of the conformance fixtures.
    startDemoServer({ conformanceFixtures: true }),
    launchChromium(),
  ]);
  [server, browser] = [demo, chromium];
  web = await startWebServer({ root });
}, 120_000);

afterEach(async () => {
  await page?.close();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

/** Every tools/call POST the page makes: its Mcp-Param-Region header and its arguments. */
function recordLegs(target: Page): { header: string | undefined; region: unknown }[] {
  const legs: { header: string | undefined; region: unknown }[] = [];
  target.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const body = request.postDataJSON() as
      { method?: string; params?: { arguments?: { region?: unknown } } } | undefined;
    if (body?.method !== 'tools/call') return;
    legs.push({
      header: request.headers()['mcp-param-region'],
      region: body.params?.arguments?.region,
    });
  });
  return legs;
}

const base64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

describe('x-mcp-header tools from the web demo (2026-07-28)', () => {
  it.each([
    ['plain ASCII, sent as is', 'eu-west-1', 'eu-west-1'],
    ['non-ASCII with a trailing space, sent as Base64', 'Zürich Nord ', base64('Zürich Nord ')],
  ])(
    '%s: every leg carries Mcp-Param-Region and the call completes',
    async (_, region, header) => {
      page = await browser.context.newPage();
      const legs = recordLegs(page);
      await openDemo(page, web.origin, server.url, '2026-07-28');
      await startCall(page, TOOL, { region });
      const shown = await question(page, `Use the region "${region}"?`);
      await shown
        .getByRole('radiogroup', { name: /^ok/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await answer(shown, 'accept');
      expect(await resultText(page)).toContain(`Region "${region}": {"ok":true}`);
      // The question round and the answered retry: both legs, each with the header.
      expect(legs).toEqual([
        { header, region },
        { header, region },
      ]);
      expect(await page.getByText('Something failed in the background').count()).toBe(0);
    },
    90_000,
  );

  it('without the header the server refuses the same call from this page (400, -32020)', async () => {
    // The control: what the page's calls would meet if nothing mirrored the parameter.
    page = await browser.context.newPage();
    await page.goto(demoUrl(web.origin, server.url));
    const refused = await page.evaluate(
      async ([url, tool]) => {
        const response = await fetch(url as string, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': '2026-07-28',
            'mcp-method': 'tools/call',
            'mcp-name': tool as string,
          },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: {
              name: tool,
              arguments: { region: 'eu-west-1' },
              _meta: {
                'io.modelcontextprotocol/protocolVersion': '2026-07-28',
                'io.modelcontextprotocol/clientInfo': { name: 'control', version: '1' },
                'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
              },
            },
          }),
        });
        const body = (await response.json()) as { error?: { code?: number } };
        return { status: response.status, code: body.error?.code };
      },
      [server.url, TOOL],
    );
    expect(refused).toEqual({ status: 400, code: -32020 });
  });
});
