// Every reference-server tool through the BUILT web demo in Chromium, on its accept, decline and
// cancel paths, over 2026-07-28 (and deploy once over the 2025-11-25 leg): what the page shows,
// and what actually went over the wire.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningWebServer } from '../../apps/web/startWebServer.js';
import { startWebServer } from '../../apps/web/startWebServer.js';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { builtWebApp, ROOT } from './support/builtWebApp.js';
import type { Action } from './support/demoPage.js';
import {
  answer,
  finishUrlElicitation,
  openDemo,
  question,
  resultText,
  rounds,
  startCall,
  waitForText,
} from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';
import type { ToolCallLeg, ToolCallRecorder } from './support/recordToolCalls.js';
import { recordToolCalls } from './support/recordToolCalls.js';

let server: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;
let wire: ToolCallRecorder;

beforeAll(async () => {
  const [root, demo, chromium] = await Promise.all([
    builtWebApp(),
    startDemoServer(),
    launchChromium(),
  ]);
  server = demo;
  browser = chromium;
  web = await startWebServer({ root });
  page = await browser.context.newPage();
  wire = recordToolCalls(page);
  await openDemo(page, web.origin, server.url);
}, 120_000);

// A test that failed mid-call must not leave the next one facing a busy page.
beforeEach(async () => {
  const cancel = page.getByRole('button', { name: 'Stop the call', exact: true });
  if (await cancel.isVisible()) await cancel.click();
});

// Nothing may fail unnoticed: the page shows uncaught errors as banners, and there must be none.
afterEach(async () => {
  expect(await page.getByText('Something failed in the background').count()).toBe(0);
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

interface ToolCase {
  tool: string;
  /** The inputRequests key of the first question. */
  key: string;
  /** Text in the first question. */
  asks: string;
  /** Answers every question on the accept path. */
  accept: (page: Page) => Promise<void>;
  accepted: string | RegExp;
  declined: string;
  cancelled: string;
}

const CASES: ToolCase[] = [
  {
    tool: 'close_ticket',
    key: 'confirm_close',
    asks: 'Close T-1',
    accept: async (page) => {
      const shown = await question(page, 'Close T-1');
      await shown
        .getByRole('radiogroup', { name: /Close the ticket/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await shown.getByRole('radio', { name: 'Duplicate' }).check();
      await answer(shown, 'accept');
    },
    accepted: 'Closed T-1 ("Cannot log in") as duplicate and emailed the customer.',
    declined: 'T-1 was not closed: the user said no. Leave it open.',
    cancelled: 'T-1 was not closed: the user dismissed the question without answering.',
  },
  {
    tool: 'assign_ticket',
    key: 'pick_agent',
    asks: 'Who should take T-2',
    accept: async (page) => {
      const shown = await question(page, 'Who should take T-2');
      await shown.getByRole('radio', { name: 'Sam (accounts)' }).check();
      await answer(shown, 'accept');
    },
    accepted: 'Assigned T-2 to Sam (accounts) (priority normal).',
    declined: 'T-2 was not assigned: the user did not pick an agent.',
    cancelled: 'T-2 was not assigned: the user did not pick an agent.',
  },
  {
    tool: 'apply_db_migration',
    key: 'risk_confirmation',
    asks: 'Confirm destructive migration',
    accept: async (page) => {
      const shown = await question(page, 'Confirm destructive migration');
      await shown
        .getByRole('radiogroup', { name: /I understand this drops data/ })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await shown.getByRole('radio', { name: 'production' }).check();
      await answer(shown, 'accept');
    },
    accepted:
      'Applied V004__drop_legacy_users.sql to prod-db-01 (production) (simulated). Approved by the user.',
    declined:
      'Migration V004__drop_legacy_users.sql was NOT applied to prod-db-01: the user chose decline.',
    cancelled:
      'Migration V004__drop_legacy_users.sql was NOT applied to prod-db-01: the user chose cancel.',
  },
  {
    tool: 'deploy',
    key: 'region',
    asks: 'Where should api be deployed?',
    accept: async (page) => {
      const region = await question(page, 'Where should api be deployed?');
      await region.getByRole('radio', { name: 'EU West (Ireland)' }).check();
      await answer(region, 'accept');
      const plan = await question(page, 'Which plan for api in EU West (Ireland)?');
      await plan.getByRole('radio', { name: /High memory/ }).check();
      await plan.getByRole('textbox', { name: /Replicas/ }).fill('3');
      await answer(plan, 'accept');
    },
    accepted:
      'Deployed api to eu-west-1 (EU West (Ireland)) on plan euw1-highmem (High memory: 2 vCPU, 16 GB) with 3 replica(s) (simulated).',
    declined: 'api was not deployed: the user chose decline at the region question.',
    cancelled: 'api was not deployed: the user chose cancel at the region question.',
  },
  {
    tool: 'link_account',
    key: 'sign_in',
    asks: 'Sign in to github',
    accept: async (page) => {
      const shown = await question(page, 'Sign in to github');
      const opened = await finishUrlElicitation(page, shown);
      expect(opened).toMatch(new RegExp(`^${new URL(server.url).origin}/link/`));
    },
    accepted: /^Linked github \(sign-in [0-9a-f]{8} finished\)\.$/,
    declined: 'github was not linked: the user chose decline.',
    cancelled: 'github was not linked: the user chose cancel.',
  },
  {
    tool: 'profile',
    key: 'profile',
    asks: 'Tell us about yourself',
    accept: async (page) => {
      const shown = await question(page, 'Tell us about yourself');
      await shown.getByRole('textbox', { name: /Email/ }).fill('ada@example.com');
      await answer(shown, 'accept');
    },
    accepted: /"name":"Ada Lovelace".*"email":"ada@example.com"/,
    declined: 'No profile saved: the user chose decline.',
    cancelled: 'No profile saved: the user chose cancel.',
  },
];

/**
 * The wire contract of one 2026 call: every leg after the first echoes the previous leg's
 * requestState byte for byte and answers only what that leg asked; the last leg is complete.
 */
function expectEchoedLegs(legs: ToolCallLeg[], tool: string): void {
  expect(legs.length).toBeGreaterThanOrEqual(2);
  for (const leg of legs) expect(leg.params.name).toBe(tool);
  expect(legs[0]?.params.requestState).toBeUndefined();
  for (let i = 1; i < legs.length; i++) {
    const asked = legs[i - 1]?.result;
    const sent = legs[i]?.params;
    expect(asked?.resultType).toBe('input_required');
    expect(sent?.requestState).toBe(asked?.requestState);
    expect(Object.keys(sent?.inputResponses ?? {})).toEqual(
      Object.keys(asked?.inputRequests ?? {}),
    );
  }
  expect(legs.at(-1)?.result?.resultType ?? 'complete').toBe('complete');
}

async function runCase(
  c: ToolCase,
  action: Action,
): Promise<{ text: string; legs: ToolCallLeg[] }> {
  const legs = wire.mark();
  await startCall(page, c.tool);
  if (action === 'accept') await c.accept(page);
  else await answer(await question(page, c.asks), action);
  const text = (await resultText(page)).trim();
  // The result on the page is the one the server sent on the last leg.
  await expect.poll(() => legs().at(-1)?.result?.content?.[0]?.text).toBe(text);
  return { text, legs: legs() };
}

describe('the demo page itself', () => {
  it('has no serious axe violations, full tool descriptions, no overflowing card, one era in the status', async () => {
    await openDemo(page, web.origin, server.url);
    await page.addScriptTag({
      path: join(ROOT, 'packages/react/node_modules/axe-core/axe.min.js'),
    });
    const serious = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(c: Element): Promise<{ violations: { id: string; impact: string }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document.body);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(serious).toEqual([]);
    const layout = await page.evaluate(() => ({
      clipped: [...document.querySelectorAll('.tool-description')]
        .filter((d) => d.scrollHeight > d.clientHeight + 1)
        .map((d) => d.textContent),
      overflowing: [...document.querySelectorAll('.tool-card')]
        .filter((c) => c.scrollWidth > c.clientWidth + 1)
        .map((c) => c.textContent),
      cards: document.querySelectorAll('.tool-card').length,
    }));
    expect(layout.cards).toBeGreaterThan(3);
    expect(layout.clipped).toEqual([]);
    expect(layout.overflowing).toEqual([]);
    const status = await page.getByTestId('connection-status').innerText();
    expect(status).toMatch(/· 2026-07-28 ·/);
    expect(status).not.toMatch(/(\d{4}-\d\d-\d\d) \(\1\)/);
  });

  it('"Stop the call" ends the call as a neutral record, not a red failure', async () => {
    await startCall(page, 'close_ticket');
    await question(page, 'Close T-1');
    await page.getByRole('button', { name: 'Stop the call', exact: true }).click();
    await waitForText(page.getByTestId('call-stopped'), /You stopped the close_ticket call/);
    expect(await page.getByTestId('call-error').count()).toBe(0);
    expect(await page.getByTestId('call-line').innerText()).toMatch(/close_ticket stopped/);
  });
});

describe('the web demo against the reference server (2026-07-28)', () => {
  it('lists the server, its era and its tools, with the arguments as the kit marks them', async () => {
    await waitForText(page.getByTestId('connection-status'), 'elicitkit-demo-server 0.1.0');
    await waitForText(page.getByTestId('connection-status'), '2026-07-28');
    for (const c of CASES) await page.getByRole('button', { name: c.tool, exact: true }).waitFor();
    await page.getByRole('button', { name: 'apply_db_migration', exact: true }).click();
    const args = page.getByRole('form', { name: 'Arguments for apply_db_migration' });
    await expect
      .poll(() => args.getByRole('textbox', { name: /cluster_id/ }).inputValue())
      .toBe('prod-db-01');
    expect(await args.getByRole('textbox', { name: /script_name/ }).getAttribute('required')).toBe(
      '',
    );
    // design-language.md §2: both arguments are required, so neither carries a mark (only optional ones would
    // say "(optional)").
    expect(await args.getByText(/\(optional\)|\(required\)/).count()).toBe(0);
  });

  for (const c of CASES) {
    for (const action of ['accept', 'decline', 'cancel'] as const) {
      it(`${c.tool}: ${action}`, async () => {
        const { text, legs } = await runCase(c, action);
        const expected = c[`${action}ed` as 'accepted' | 'declined' | 'cancelled'];
        if (typeof expected === 'string') expect(text).toBe(expected);
        else expect(text).toMatch(expected);
        expectEchoedLegs(legs, c.tool);
        // The first answer carried the person's action, exactly.
        expect(legs[1]?.params.inputResponses?.[c.key]?.action).toBe(action);
        // The side panel: one entry per question, each echo confirmed, the same answer as sent.
        const entries = rounds(page);
        expect(await entries.count()).toBe(legs.length - 1);
        for (let i = 0; i < legs.length - 1; i++) {
          const entry = entries.nth(i);
          expect(await entry.textContent()).toContain('echoed byte-exact');
          expect(await entry.textContent()).toContain(`Round ${i + 1}`);
          const shownAnswer = JSON.parse(
            (await entry.getByTestId('answer').textContent()) ?? 'null',
          ) as unknown;
          expect(Object.values(legs[i + 1]?.params.inputResponses ?? {})).toContainEqual(
            shownAnswer,
          );
        }
        expect(await page.getByTestId('call-status').textContent()).toBe('complete');
        if (c.tool === 'deploy' && action === 'accept') {
          // The two rounds, side by side: the README's screenshot.
          mkdirSync(join(ROOT, '.artifacts'), { recursive: true });
          await page.screenshot({ path: join(ROOT, '.artifacts', 'web-demo.png'), fullPage: true });
        }
      });
    }
  }

  it('deploy: the second question depends on the first answer, each round its own state', async () => {
    const { legs } = await runCase(CASES[3] as ToolCase, 'accept');
    expect(legs).toHaveLength(3);
    expect(legs[1]?.params.inputResponses).toEqual({
      region: { action: 'accept', content: { region: 'eu-west-1' } },
    });
    expect(legs[2]?.params.inputResponses).toEqual({
      plan: { action: 'accept', content: { plan: 'euw1-highmem', replicas: 3 } },
    });
    expect(legs[2]?.params.requestState).not.toBe(legs[1]?.params.requestState);
    const plan = rounds(page).nth(1);
    expect(await plan.textContent()).toContain('plan (one choice) *, replicas (whole number)');
  });

  it('arguments typed in the form and in the JSON editor are what the server receives', async () => {
    await page.getByRole('button', { name: 'close_ticket', exact: true }).click();
    await page.getByRole('textbox', { name: /ticket_id/ }).fill('T-3');
    await page.getByRole('button', { name: 'Call close_ticket', exact: true }).click();
    await answer(await question(page, 'Close T-3 ("Login link expired")'), 'decline');
    expect((await resultText(page)).trim()).toBe(
      'T-3 was not closed: the user said no. Leave it open.',
    );

    const legs = wire.mark();
    await startCall(page, 'deploy', { service: 'checkout' });
    await answer(await question(page, 'Where should checkout be deployed?'), 'cancel');
    expect((await resultText(page)).trim()).toBe(
      'checkout was not deployed: the user chose cancel at the region question.',
    );
    expect(legs()[0]?.params.arguments).toEqual({ service: 'checkout' });
  });
});

describe('the web demo against the reference server (2025-11-25 leg)', () => {
  it('deploy: both questions arrive as pushes on one call and are answered in the page', async () => {
    const legacy = await browser.context.newPage();
    const legacyWire = recordToolCalls(legacy);
    try {
      await openDemo(legacy, web.origin, server.url, '2025-11-25');
      await waitForText(legacy.getByTestId('connection-status'), '2025-11-25');
      await startCall(legacy, 'deploy');
      const region = await question(legacy, 'Where should api be deployed?');
      await region.getByRole('radio', { name: 'Asia Pacific (Sydney)' }).check();
      await answer(region, 'accept');
      const plan = await question(legacy, 'Which plan for api in Asia Pacific (Sydney)?');
      await plan.getByRole('radio', { name: /Standard/ }).check();
      await answer(plan, 'accept');
      expect((await resultText(legacy)).trim()).toBe(
        'Deployed api to ap-southeast-2 (Asia Pacific (Sydney)) on plan apse2-standard (Standard: 2 vCPU, 4 GB) with 2 replica(s) (simulated).',
      );
      // One tools/call; the questions came to the page as server requests, never input_required.
      expect(legacyWire.legs).toHaveLength(1);
      expect(legacyWire.legs[0]?.params.requestState).toBeUndefined();
      const entries = rounds(legacy);
      expect(await entries.count()).toBe(2);
      expect(await entries.nth(0).textContent()).toContain('pushed elicitation/create');
      expect(await entries.nth(0).textContent()).toContain('keeps the call');
      expect(await legacy.getByTestId('era').textContent()).toContain('2025-11-25');
    } finally {
      await legacy.close();
    }
  });
});
