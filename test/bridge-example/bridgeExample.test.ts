// apps/bridge-example end to end with real processes: the demo server (2026-07-28), the example
// host holding the MCP client, and Chromium showing the form through useRemoteElicitationQueue.
import { createLocalizer } from '@elicitkit/core';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { stopAll } from '../client/support/serverProcess.js';
import { question, waitUntil } from '../e2e-app/support/demoPage.js';
import type { Chromium } from '../e2e-app/support/launchChromium.js';
import { launchChromium } from '../e2e-app/support/launchChromium.js';
import { answerAs, callAs, openExample, pendingIds, startExample } from './bridgeExample.js';

const CLOSE = /Close T-1 \("Cannot log in"\) and email the customer/;
const words = createLocalizer();
/**
 * The record core's catalogue words for a decline to the example's server ('demo'). The bridge's
 * client speaks 2026-07-28, where the answer travels with its round's retry: kept, not yet sent.
 */
const DECLINED = words.format({
  key: 'outcome.kept',
  values: { action: 'decline', who: 'demo', answers: words.format({ key: 'outcome.yes' }) },
});
const ELSEWHERE = words.format({
  key: 'outcome.closedElsewhere',
  values: { state: 'answered', who: 'demo' },
});

// Counts, in the page, the SSE messages its EventSource delivers.
const COUNT_SSE = `{
  window.__sseMessages = 0;
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', () => window.__sseMessages++);
    }
  };
}`;
// Drops, in the page, the SSE notices that a question closed (as if its stream was down when
// another tab answered): the page hears of it only when it answers itself.
const MISS_CLOSED = `{
  const Native = window.EventSource;
  window.EventSource = class extends Native {
    set onmessage(listener) {
      super.onmessage = (message) => {
        if (JSON.parse(message.data).type !== 'closed') listener(message);
      };
    }
  };
}`;
const NOT_DELIVERED = words.format({ key: 'outcome.notDelivered', values: { who: 'demo' } });

const sseMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sseMessages: number }).__sseMessages);

let demo: ServerProcess;
let example: ServerProcess;
let alice: Chromium;
let mallory: Chromium;

beforeAll(async () => {
  demo = await startDemoServer();
  [example, alice, mallory] = await Promise.all([
    startExample(demo.url),
    launchChromium(),
    launchChromium(),
  ]);
}, 120_000);

afterAll(async () => {
  await alice?.close();
  await mallory?.close();
  await stopAll();
});

async function confirmClose(shown: Locator): Promise<void> {
  await shown
    .getByRole('radiogroup', { name: 'Close the ticket' })
    .getByRole('radio', { name: 'Yes' })
    .check();
}

async function newPage(
  browser = alice,
  script?: string,
): Promise<{ page: Page; cookie: string; posts: string[] }> {
  const page = await browser.context.newPage();
  await page.addInitScript(COUNT_SSE);
  if (script) await page.addInitScript(script);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return { page, cookie: await openExample(page, example.url), posts };
}

describe('bridge example (server-side MCP client, form in the browser)', () => {
  it('answer: the validated answer reaches the server', async () => {
    const { page, cookie } = await newPage();
    const result = callAs(example.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
    const shown = await question(page, CLOSE);
    await confirmClose(shown);
    await shown.getByRole('radio', { name: 'Duplicate' }).check();
    await shown.getByRole('button', { name: 'Accept', exact: true }).click();
    expect(await result).toBe(
      'Closed T-1 ("Cannot log in") as duplicate and emailed the customer.',
    );
    expect(await pendingIds(example.url, cookie)).toEqual([]);
    await page.close();
  });

  it('decline reaches the server as decline', async () => {
    const { page, cookie } = await newPage();
    const result = callAs(example.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
    const shown = await question(page, CLOSE);
    await shown.getByRole('button', { name: 'Decline', exact: true }).click();
    expect(await result).toContain('the user said no');
    await page.close();
  });

  it('a reload mid-question shows the question again and answers nothing', async () => {
    const { page, cookie } = await newPage();
    let settled = false;
    const result = callAs(example.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
    void result.then(() => (settled = true));
    await question(page, CLOSE);
    const [id] = await pendingIds(example.url, cookie);
    await page.reload();
    const shown = await question(page, CLOSE);
    // Still the same open question on the server; the call still waits.
    expect(await pendingIds(example.url, cookie)).toEqual([id]);
    expect(settled).toBe(false);
    await confirmClose(shown);
    await shown.getByRole('button', { name: 'Accept', exact: true }).click();
    expect(await result).toMatch(/^Closed T-1/);
    await page.close();
  });

  it('one page, questions in a row: each costs exactly one SSE event and one POST', async () => {
    const { page, cookie, posts } = await newPage();
    const before = await sseMessages(page);
    for (let i = 0; i < 3; i++) {
      const result = callAs(example.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
      const shown = await question(page, CLOSE);
      await shown.getByRole('button', { name: 'Decline', exact: true }).click();
      expect(await result).toContain('the user said no');
      await waitUntil(
        () => page.locator('.ek-host .ek-root').count(),
        (count) => count === 0,
        'the answered question to leave the page',
      );
    }
    expect((await sseMessages(page)) - before).toBe(3);
    expect(posts).toEqual([
      expect.stringMatching(/^\/answer\//),
      expect.any(String),
      expect.any(String),
    ]);
    expect(posts.every((path) => path.startsWith('/answer/'))).toBe(true);
    await page.close();
  });

  it('two tabs of one owner: answered in one, the other records it was answered elsewhere', async () => {
    const one = await newPage();
    const two = await newPage();
    expect(two.cookie).toBe(one.cookie);
    const result = callAs(example.url, one.cookie, 'close_ticket', { ticket_id: 'T-1' });
    const first = await question(one.page, CLOSE);
    await question(two.page, CLOSE);
    const twoBefore = await sseMessages(two.page);
    await first.getByRole('button', { name: 'Decline', exact: true }).click();
    expect(await result).toContain('the user said no');
    await waitUntil(
      () => two.page.locator('.ek-host .ek-root').count(),
      (count) => count === 0,
      'the question to leave the second tab',
    );
    // The answering tab records what it sent, the other that it was answered elsewhere (it heard
    // of the close in one SSE event), both in the catalogue's words; neither claims a cancel.
    await expect.poll(() => one.page.locator('.ek-outcome').allTextContents()).toEqual([DECLINED]);
    expect((await sseMessages(two.page)) - twoBefore).toBe(1);
    expect(await two.page.locator('.ek-outcome').allTextContents()).toEqual([ELSEWHERE]);
    expect(two.posts).toEqual([]);
    await one.page.close();
    await two.page.close();
  });

  it('two tabs of one owner: a tab that missed the close and answers is refused, its form goes away saying so', async () => {
    const one = await newPage();
    const two = await newPage(alice, MISS_CLOSED);
    const result = callAs(example.url, one.cookie, 'close_ticket', { ticket_id: 'T-1' });
    const first = await question(one.page, CLOSE);
    const late = await question(two.page, CLOSE);
    await first.getByRole('button', { name: 'Decline', exact: true }).click();
    expect(await result).toContain('the user said no');
    // Tab two still shows the question (it never heard it closed); its answer is refused (409)
    // and the form goes away with the catalogue's record, instead of asking again.
    await late.getByRole('button', { name: 'Decline', exact: true }).click();
    await waitUntil(
      () => two.page.locator('.ek-host .ek-root').count(),
      (count) => count === 0,
      'the refused question to leave the second tab',
    );
    await expect.poll(() => two.page.locator('.ek-outcome').allTextContents()).toEqual([ELSEWHERE]);
    expect(two.posts).toEqual([expect.stringMatching(/^\/answer\//)]);
    await one.page.close();
    await two.page.close();
  });

  it('an answer that does not arrive keeps the question and what was chosen, and says so', async () => {
    const { page, cookie, posts } = await newPage();
    const result = callAs(example.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
    const shown = await question(page, CLOSE);
    await confirmClose(shown);
    await shown.getByRole('radio', { name: 'Duplicate' }).check();
    // The network fails for the answer's POST only.
    await page.route('**/answer/**', (route) => route.abort('internetdisconnected'));
    await shown.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect
      .poll(() => page.locator('.ek-undelivered').allTextContents())
      .toEqual([NOT_DELIVERED]);
    const again = await question(page, CLOSE);
    expect(await again.getByRole('radio', { name: 'Duplicate' }).isChecked()).toBe(true);
    expect(await page.locator('.ek-outcome').count()).toBe(0);
    await page.unroute('**/answer/**');
    await again.getByRole('button', { name: 'Accept', exact: true }).click();
    expect(await result).toBe(
      'Closed T-1 ("Cannot log in") as duplicate and emailed the customer.',
    );
    expect(posts.filter((path) => path.startsWith('/answer/'))).toHaveLength(2);
    await page.close();
  });

  it('another owner neither sees the question nor can answer it', async () => {
    const owner = await newPage();
    const other = await newPage(mallory);
    expect(other.cookie).not.toBe(owner.cookie);
    const result = callAs(example.url, owner.cookie, 'close_ticket', { ticket_id: 'T-1' });
    const shown = await question(owner.page, CLOSE);
    const [id] = await pendingIds(example.url, owner.cookie);
    expect(await pendingIds(example.url, other.cookie)).toEqual([]);
    const refused = await answerAs(example.url, other.cookie, id!, {
      action: 'accept',
      content: { confirm: true },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'foreign-owner' });
    expect(await other.page.locator('.ek-host .ek-root').count()).toBe(0);
    // Nothing changed: the owner still answers it.
    expect(await pendingIds(example.url, owner.cookie)).toEqual([id]);
    await shown.getByRole('button', { name: 'Decline', exact: true }).click();
    expect(await result).toContain('the user said no');
    await owner.page.close();
    await other.page.close();
  });

  it('an answer that does not fit the form is refused at the server, the question stays open', async () => {
    const { page, cookie } = await newPage();
    const result = callAs(example.url, cookie, 'close_ticket', { ticket_id: 'T-1' });
    const shown = await question(page, CLOSE);
    const [id] = await pendingIds(example.url, cookie);
    const refused = await answerAs(example.url, cookie, id!, {
      action: 'accept',
      content: { confirm: 'yes please' },
    });
    expect(refused.status).toBe(422);
    expect(await pendingIds(example.url, cookie)).toEqual([id]);
    await shown.getByRole('button', { name: 'Decline', exact: true }).click();
    expect(await result).toContain('the user said no');
    await page.close();
  });
});
