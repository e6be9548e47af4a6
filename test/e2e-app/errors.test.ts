// Failures are explained on the page, never a blank screen: nothing listening, a server that
// refuses the page's origin (CORS), and a server lost mid-call (typed error, then Retry). Also
// that the reference server's CORS preflights pass in Chromium for every header MCP sends.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import {
  DEMO_MAIN,
  ROOT,
  SECRET,
  startDemoServer,
  TSX_NODE_ARGS,
} from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startProcess, stopAll } from '../client/support/serverProcess.js';
import { builtWebApp } from './support/builtWebApp.js';
import { closedPort } from './support/closedPort.js';
import { answer, demoUrl, openDemo, question, startCall, waitForText } from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';

let server: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;

beforeAll(async () => {
  const [root, demo, chromium] = await Promise.all([
    builtWebApp(),
    startDemoServer(),
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

async function open(url: string): Promise<Page> {
  page = await browser.context.newPage();
  await page.goto(url);
  return page;
}

describe('connection failures', () => {
  it('nothing listening: says so, and how to start a server', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/mcp`;
    await open(demoUrl(web.origin, url));
    const error = page.getByTestId('connect-error');
    await waitForText(error, `Nothing answered at ${url}`);
    expect(await error.textContent()).toContain('npm start');
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
  });

  it('a server that does not allow the page origin: names CORS and what the server must allow', async () => {
    const strict = await startProcess({
      command: process.execPath,
      args: [
        ...TSX_NODE_ARGS,
        DEMO_MAIN,
        '--port',
        '0',
        '--secret',
        SECRET,
        '--allow-origin',
        'http://example.com',
      ],
      cwd: ROOT,
      ready: /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
      url: (port) => `http://127.0.0.1:${port}/mcp`,
    });
    try {
      await open(demoUrl(web.origin, strict.url));
      const error = page.getByTestId('connect-error');
      await waitForText(error, 'blocked the response (CORS)');
      const text = (await error.textContent()) ?? '';
      expect(text).toContain(web.origin);
      for (const header of ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id'])
        expect(text).toContain(header);
    } finally {
      await strict.stop();
    }
  });
});

describe('CORS against the reference server, from the page origin', () => {
  it('is cross-origin, and preflights with the MCP headers pass; mcp-session-id is readable', async () => {
    await open(demoUrl(web.origin, server.url));
    expect(new URL(server.url).origin).not.toBe(web.origin);
    const seen = await page.evaluate(async (url) => {
      const post = async (headers: Record<string, string>, body: object) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            ...headers,
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, session: response.headers.get('mcp-session-id') };
      };
      // A 2026 request: custom headers, so Chromium must preflight it.
      const modern = await post(
        { 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'deploy' },
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'deploy', arguments: { service: 'cors' } },
        },
      );
      // A 2025 initialize: the session id header must be exposed to the page.
      const legacy = await post(
        { 'mcp-protocol-version': '2025-11-25' },
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: {
            protocolVersion: '2025-11-25',
            capabilities: {},
            clientInfo: { name: 'cors-check', version: '1' },
          },
        },
      );
      return { modern, legacy };
    }, server.url);
    // Any status at all means the browser let the page read the response.
    expect(seen.modern.status).toBeGreaterThanOrEqual(200);
    expect(seen.legacy.status).toBe(200);
    expect(seen.legacy.session).toMatch(/\S+/);
  });
});

describe('a server lost mid-call', () => {
  it('shows leg-failed without Retry: a browser cannot tell whether the lost leg ran the tool', async () => {
    const own = await startDemoServer();
    await open(demoUrl(web.origin, own.url));
    await waitForText(page.getByTestId('connection-status'), 'Connected to');
    await startCall(page, 'deploy');
    const region = await question(page, 'Where should api be deployed?');
    await region.getByRole('radio', { name: 'US East (N. Virginia)' }).check();
    await answer(region, 'accept');
    const plan = await question(page, 'Which plan for api in US East');
    await own.kill();
    await plan.getByRole('radio', { name: /Standard/ }).check();
    await answer(plan, 'accept');
    const error = page.getByTestId('call-error');
    await waitForText(error, 'leg-failed');
    // fetch in a page reports a refused and a lost connection alike ("Failed to fetch"), so the
    // leg is not provably unsent: re-sending it could run the tool a second time.
    expect(await error.getByRole('button', { name: 'Retry', exact: true }).count()).toBe(0);
  });
});

describe('the page itself', () => {
  it('an unknown path still serves the app, and a bad server address is an error, not a blank', async () => {
    await open(`${web.origin}/no/such/route?server=not-a-url`);
    const error = page.getByTestId('connect-error');
    await waitForText(error, 'Could not connect to not-a-url');
    expect(await page.getByRole('heading', { name: 'elicitkit web demo' }).isVisible()).toBe(true);
  });

  it('opens on a server given in the address bar, and the reload keeps it', async () => {
    await open(demoUrl(web.origin, server.url));
    await openDemo(page, web.origin, server.url);
    await page.reload();
    await waitForText(page.getByTestId('connection-status'), `at ${server.url} ·`);
  });
});
