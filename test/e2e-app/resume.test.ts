// A pending call survives the page: its snapshot lives in sessionStorage, a reload resumes it
// without asking answered questions again, and a reload pointing at another replica (same
// --secret) finishes it there. A replica with another secret refuses the state, in words.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { builtWebApp } from './support/builtWebApp.js';
import {
  answer,
  demoUrl,
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

const PENDING_KEY = 'elicitkit.web.pendingCall';
const OTHER_SECRET = 'b0b0'.repeat(16);

let replicaA: ServerProcess;
let replicaB: ServerProcess;
let stranger: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;
let wire: ToolCallRecorder;

beforeAll(async () => {
  const [root, a, b, c, chromium] = await Promise.all([
    builtWebApp(),
    startDemoServer(),
    startDemoServer(),
    startDemoServer({ secret: OTHER_SECRET }),
    launchChromium(),
  ]);
  [replicaA, replicaB, stranger, browser] = [a, b, c, chromium];
  web = await startWebServer({ root });
}, 120_000);

afterEach(async () => {
  // Moving calls between servers closes connections mid-flight: nothing may fail unnoticed.
  expect(await page?.getByText('Something failed in the background').count()).toBe(0);
  await page?.close();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

function pendingCall(): Promise<string | null> {
  return page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY);
}

/** Starts deploy on replica A and answers the region: round 2 (the plan) is then open. */
async function deployUpToThePlan(): Promise<string> {
  page = await browser.context.newPage();
  wire = recordToolCalls(page);
  await openDemo(page, web.origin, replicaA.url);
  await startCall(page, 'deploy');
  const region = await question(page, 'Where should api be deployed?');
  await region.getByRole('radio', { name: 'EU West (Ireland)' }).check();
  await answer(region, 'accept');
  await question(page, 'Which plan for api in EU West (Ireland)?');
  await expect.poll(() => wire.legs[1]?.result?.requestState).toBeTypeOf('string');
  const saved = JSON.parse((await pendingCall()) ?? '{}') as {
    snapshot?: { round?: number; requestState?: string; answers?: object };
  };
  // The snapshot holds round 2 exactly as the server sent it, with nothing answered yet.
  expect(saved.snapshot?.round).toBe(2);
  expect(saved.snapshot?.requestState).toBe(wire.legs[1]?.result?.requestState);
  expect(saved.snapshot?.answers).toEqual({});
  return saved.snapshot?.requestState as string;
}

async function answerThePlan(): Promise<void> {
  const plan = await question(page, 'Which plan for api in EU West (Ireland)?');
  await plan.getByRole('radio', { name: /Basic/ }).check();
  await answer(plan, 'accept');
}

describe('resuming a pending call', () => {
  it('a reload mid-flow asks only the open question, then finishes and forgets the call', async () => {
    const roundTwoState = await deployUpToThePlan();
    await page.reload();
    // After the reload the open round is asked again; the region is never shown again.
    await answerThePlan();
    expect((await resultText(page)).trim()).toBe(
      'Deployed api to eu-west-1 (EU West (Ireland)) on plan euw1-basic (Basic: 1 vCPU, 1 GB) with 2 replica(s) (simulated).',
    );
    const legs = wire.legs;
    expect(legs).toHaveLength(3);
    expect(legs[2]?.params.requestState).toBe(roundTwoState);
    expect(legs[2]?.params.inputResponses).toEqual({
      plan: { action: 'accept', content: { plan: 'euw1-basic', replicas: 2 } },
    });
    const entries = rounds(page);
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('before reload');
    expect(await entries.nth(1).textContent()).toContain('echoed byte-exact');
    expect(await page.getByTestId('resumed-on').textContent()).toContain(replicaA.url);
    expect(await pendingCall()).toBeNull();
  });

  it('a reload pointing at another replica with the same secret finishes the call there', async () => {
    const roundTwoState = await deployUpToThePlan();
    await page.goto(demoUrl(web.origin, replicaB.url));
    await answerThePlan();
    expect((await resultText(page)).trim()).toContain('Deployed api to eu-west-1');
    const legs = wire.legs;
    expect(legs.map((leg) => leg.origin)).toEqual([
      new URL(replicaA.url).origin,
      new URL(replicaA.url).origin,
      new URL(replicaB.url).origin,
    ]);
    // B accepted the state A minted, echoed unchanged.
    expect(legs[2]?.params.requestState).toBe(roundTwoState);
    await waitForText(page.getByTestId('resumed-on'), replicaB.url);
    expect(await pendingCall()).toBeNull();
  });

  it('switching servers in the page moves the waiting call along', async () => {
    await deployUpToThePlan();
    await page.getByLabel('MCP server URL').fill(replicaB.url);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await waitForText(page.getByTestId('connection-status'), `at ${replicaB.url} ·`);
    await answerThePlan();
    expect((await resultText(page)).trim()).toContain('Deployed api to eu-west-1');
    expect(wire.legs.at(-1)?.origin).toBe(new URL(replicaB.url).origin);
  });

  it('a 2025-11-25 call has nothing to resume: after a reload it starts over, and says so', async () => {
    page = await browser.context.newPage();
    wire = recordToolCalls(page);
    await openDemo(page, web.origin, replicaA.url, '2025-11-25');
    await startCall(page, 'deploy');
    const region = await question(page, 'Where should api be deployed?');
    await region.getByRole('radio', { name: 'EU West (Ireland)' }).check();
    await answer(region, 'accept');
    await question(page, 'Which plan for api in EU West (Ireland)?');
    await page.reload();
    // The server's session (where the first answer lived) ended with the page: asked again.
    const again = await question(page, 'Where should api be deployed?');
    await waitForText(page.getByTestId('restarted'), 'started over');
    await again.getByRole('radio', { name: 'US East (N. Virginia)' }).check();
    await answer(again, 'accept');
    const plan = await question(page, 'Which plan for api in US East (N. Virginia)?');
    await plan.getByRole('radio', { name: /Basic/ }).check();
    await answer(plan, 'accept');
    expect((await resultText(page)).trim()).toContain('Deployed api to us-east-1');
    expect(wire.legs).toHaveLength(2);
    // The answer from before the reload stays in the panel as history, the restart's two follow.
    const entries = rounds(page);
    expect(await entries.count()).toBe(3);
    expect(await entries.nth(0).textContent()).toContain('before reload');
    expect(await pendingCall()).toBeNull();
  });

  it('a replica with another secret refuses the state: a typed error on the page, not a blank', async () => {
    await deployUpToThePlan();
    await page.goto(demoUrl(web.origin, stranger.url));
    await answerThePlan();
    const error = page.getByTestId('call-error');
    await waitForText(error, 'request-state-rejected');
    expect(await error.textContent()).toContain('The server refused the saved call state');
    // The recorder reads the response body after the page has it: wait for it to be read.
    await expect.poll(() => wire.legs.at(-1)?.error?.code).toBe(-32602);
    expect(await pendingCall()).toBeNull();
  });
});
