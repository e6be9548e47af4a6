// The web demo and MCP Tasks, in Chromium against the reference server's task tools: the page
// opts in, shows the task's status and message in "Current call" and the rounds panel, shows a
// mid-task question in the same form saying a running task asks, and sends the answer in
// tasks/update; "Stop the call" cancels the task and the page reads it as stopped. A reload re-attaches to the task (asking only what the task was not yet sent)
// and shows the result; a reload pointing at another server does not follow the task there.
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
  waitUntil,
} from './support/demoPage.js';
import type { Chromium } from './support/launchChromium.js';
import { launchChromium } from './support/launchChromium.js';

const PENDING_KEY = 'elicitkit.web.pendingCall';

let server: ServerProcess;
let other: ServerProcess;
let web: RunningWebServer;
let browser: Chromium;
let page: Page;

/** Every MCP request the page sent, by method, with its params (what left the browser). */
interface Sent {
  method: string;
  params: Record<string, unknown>;
  mcpName?: string;
  /** Which server it went to. */
  origin: string;
}
let sent: Sent[];

beforeAll(async () => {
  // Slow sections keep the report running long enough for a reload to land mid-task.
  const env = { ELICITKIT_REPORT_SECTION_MS: '1500' };
  // One at a time: on a busy machine several cold starts at once outlast a start-up bound.
  const root = await builtWebApp();
  server = await startDemoServer({ env });
  other = await startDemoServer({ env });
  browser = await launchChromium();
  web = await startWebServer({ root });
}, 240_000);

afterEach(async () => {
  expect(await page?.getByText('Something failed in the background').count()).toBe(0);
  await page?.close();
});

afterAll(async () => {
  await browser?.close();
  await web?.close();
  await stopAll();
});

async function newPage(): Promise<void> {
  page = await browser.context.newPage();
  sent = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    try {
      const body = request.postDataJSON() as { method?: unknown; params?: unknown } | null;
      if (typeof body?.method !== 'string') return;
      const mcpName = request.headers()['mcp-name'];
      sent.push({
        origin: new URL(request.url()).origin,
        method: body.method,
        params: (body.params ?? {}) as Record<string, unknown>,
        ...(mcpName !== undefined && { mcpName }),
      });
    } catch {
      // Not JSON-RPC.
    }
  });
  await openDemo(page, web.origin, server.url);
}

const named = (method: string) => sent.filter((s) => s.method === method);

interface Pending {
  snapshot?: { task?: { taskId: string; answered: string[] }; server?: { trustedId: string } };
}

async function pendingCall(): Promise<Pending | null> {
  const text = await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY);
  return text === null ? null : (JSON.parse(text) as Pending);
}

/** The task id the page is following, once the call became a task. */
async function followedTask(): Promise<string> {
  const line = await waitForText(page.getByTestId('task-line'), /^task \S+ · /);
  return /^task (\S+) · /.exec(line)?.[1] ?? '';
}

async function chooseAudience(title: RegExp): Promise<void> {
  const shown = await question(page, 'Who is the report on solar for?');
  await shown.getByRole('radio', { name: title }).check();
  await answer(shown, 'accept');
}

describe('a task in the web demo', () => {
  it('publish_post: status and message shown, the question says a task asks, the answer goes in tasks/update', async () => {
    await newPage();
    await startCall(page, 'publish_post', { title: 'Hello tasks' });
    const shown = await question(page, 'Publish "Hello tasks" now?');
    const taskId = await followedTask();
    // The opt-in is declared, and the tool call became a task the page follows.
    const call = named('tools/call')[0];
    expect(call?.params['_meta']).toMatchObject({
      'io.modelcontextprotocol/clientCapabilities': {
        extensions: { 'io.modelcontextprotocol/tasks': {} },
      },
    });
    await waitForText(
      page.getByTestId('task-line'),
      `task ${taskId} · input required · Waiting for approval to publish "Hello tasks"`,
    );
    await waitForText(page.getByTestId('task-status'), `task ${taskId} · input required`);
    // The same form as any question, saying who asks.
    expect(await shown.textContent()).toContain(`A running task (id ${taskId}) is asking`);
    await shown.getByRole('radio', { name: 'Yes' }).check();
    await answer(shown, 'accept');

    expect((await resultText(page)).trim()).toBe('Published "Hello tasks" (simulated).');
    await waitForText(page.getByTestId('task-status'), `task ${taskId} · completed`);
    const updates = named('tasks/update');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.mcpName).toBe(taskId);
    expect(updates[0]?.params).toMatchObject({
      taskId,
      inputResponses: { publish_approval: { action: 'accept', content: { publish: true } } },
    });
    // The rounds panel: the task's question, and the answer exactly as it was sent.
    const entry = rounds(page).first();
    expect(await rounds(page).count()).toBe(1);
    expect(await entry.getAttribute('data-task')).toBe(taskId);
    expect(await entry.textContent()).toContain('asked by the running task');
    expect(JSON.parse((await entry.getByTestId('answer').textContent()) ?? 'null')).toEqual({
      action: 'accept',
      content: { publish: true },
    });
    expect(await pendingCall()).toBeNull();
  });

  it('generate_report: progress shows as it runs, and the audience reaches the report', async () => {
    await newPage();
    await startCall(page, 'generate_report', { topic: 'solar' });
    await followedTask();
    await chooseAudience(/Engineers/);
    await waitForText(page.getByTestId('task-line'), /· working · \d+%: (writing for|wrote)/);
    expect((await resultText(page)).trim()).toContain('Report: solar (for engineers)');
    await waitForText(page.getByTestId('task-status'), '· completed · 100%: done');
    expect(named('tools/call')).toHaveLength(1);
  });
});

describe('stopping a task', () => {
  it('"Stop the call" sends tasks/cancel for the task and forgets the saved call', async () => {
    await newPage();
    await startCall(page, 'publish_post', { title: 'Never' });
    await question(page, 'Publish "Never" now?');
    const taskId = await followedTask();
    await page.getByRole('button', { name: 'Stop the call', exact: true }).click();
    await waitForText(page.getByTestId('call-stopped'), 'You stopped the publish_post call');
    await waitUntil(
      async () => named('tasks/cancel'),
      (cancels) => cancels.length > 0,
      'a tasks/cancel request',
    );
    const [cancel] = named('tasks/cancel');
    expect(cancel?.params['taskId']).toBe(taskId);
    expect(cancel?.mcpName).toBe(taskId);
    expect(named('tasks/update')).toEqual([]);
    expect(await pendingCall()).toBeNull();
    // It reads as stopped, in the demo's words: no failure, no class name, nothing still waiting.
    await waitForText(page.getByTestId('call-status'), /^stopped$/);
    await waitForText(page.getByTestId('task-line'), /· cancelled/);
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/CallAbortedError|call-aborted|Failed:|input required|waiting…/);
    expect(await page.getByTestId('answer').innerText()).toBe('not answered');
  });
});

describe('a reload re-attaches to the task', () => {
  it('with its question open: the question is asked again, the same task finishes with the answer', async () => {
    await newPage();
    await startCall(page, 'generate_report', { topic: 'solar' });
    await question(page, 'Who is the report on solar for?');
    const taskId = await followedTask();
    expect((await pendingCall())?.snapshot?.task).toEqual({ taskId, answered: [] });
    await page.reload();
    // Same task, followed again; nothing was sent for the question before the reload.
    await chooseAudience(/General readers/);
    expect(await followedTask()).toBe(taskId);
    expect((await resultText(page)).trim()).toContain('Report: solar (for general readers)');
    expect(named('tools/call')).toHaveLength(1);
    expect(named('tasks/update')).toHaveLength(1);
    expect(named('tasks/cancel')).toHaveLength(0);
    await waitForText(page.getByTestId('resumed-on'), server.url);
    expect(await pendingCall()).toBeNull();
  });

  it('after the answer was sent: the question is never asked again and the result appears', async () => {
    await newPage();
    await startCall(page, 'generate_report', { topic: 'solar' });
    await chooseAudience(/Executives/);
    const taskId = await followedTask();
    // Reload once the saved snapshot records the key as sent to the task (the page's own state).
    await waitUntil(
      pendingCall,
      (p) => p?.snapshot?.task?.answered.includes('report_audience') === true,
      'the answered key in the saved snapshot',
    );
    await page.reload();
    expect((await resultText(page)).trim()).toContain('Report: solar (for executives)');
    expect(await followedTask()).toBe(taskId);
    // No form was shown after the reload, and the answer went out once.
    expect(await page.locator('.ek-host .ek-root').count()).toBe(0);
    expect(named('tasks/update')).toHaveLength(1);
    expect(named('tools/call')).toHaveLength(1);
    const entry = rounds(page).first();
    expect(await rounds(page).count()).toBe(1);
    expect(await entry.textContent()).toContain('before reload');
    expect(await entry.getByTestId('answer').textContent()).toContain('executives');
    expect(await pendingCall()).toBeNull();
  });

  it('pointing at another server: not followed there (resume-mismatch), kept, and followed again back home', async () => {
    await newPage();
    await startCall(page, 'publish_post', { title: 'Moving' });
    await question(page, 'Publish "Moving" now?');
    const taskId = await followedTask();
    await page.goto(demoUrl(web.origin, other.url));
    const error = page.getByTestId('resume-error');
    await waitForText(error, 'resume-mismatch');
    expect(await error.textContent()).toContain('is a task on another server');
    expect(await error.textContent()).toContain(`task ${taskId}`);
    // Nothing about the task went to the other server, and the task was not cancelled.
    const elsewhere = new URL(other.url).origin;
    expect(sent.filter((s) => s.origin === elsewhere && s.method.startsWith('tasks/'))).toEqual([]);
    expect(named('tasks/cancel')).toEqual([]);
    expect((await pendingCall())?.snapshot?.task?.taskId).toBe(taskId);

    await page.goto(demoUrl(web.origin, server.url));
    const shown = await question(page, 'Publish "Moving" now?');
    await shown.getByRole('radio', { name: 'No' }).check();
    await answer(shown, 'accept');
    expect((await resultText(page)).trim()).toBe('Not published: the answer was No.');
    expect(await followedTask()).toBe(taskId);
    expect(await pendingCall()).toBeNull();
  });
});
