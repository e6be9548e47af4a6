import type { Locator, Page } from 'playwright-core';

/** How long the page may take to show something the server has to answer first. */
const UI_TIMEOUT_MS = 20_000;

export type Action = 'accept' | 'decline' | 'cancel';

/** The demo's address for one MCP server (and optionally a pinned protocol). */
export function demoUrl(webOrigin: string, serverUrl: string, protocol?: string): string {
  const url = new URL(`${webOrigin}/`);
  url.searchParams.set('server', serverUrl);
  if (protocol) url.searchParams.set('protocol', protocol);
  return url.href;
}

/**
 * Polls until `read` gives a value `ok` accepts (also usable in hooks, unlike expect.poll); the
 * deadline only bounds a hang, it asserts nothing about speed.
 */
export async function waitUntil<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + UI_TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Gave up waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until a locator's text contains `text` (or matches it); returns that text. */
export function waitForText(locator: Locator, text: string | RegExp): Promise<string> {
  return waitUntil(
    async () => (await locator.textContent({ timeout: 1_000 }).catch(() => '')) ?? '',
    (seen) => (typeof text === 'string' ? seen.includes(text) : text.test(seen)),
    `text ${String(text)} in ${String(locator)}`,
  );
}

/** Opens the demo on a server and waits until its tools are listed. */
export async function openDemo(
  page: Page,
  webOrigin: string,
  serverUrl: string,
  protocol?: string,
): Promise<void> {
  await page.goto(demoUrl(webOrigin, serverUrl, protocol));
  await waitForText(page.getByTestId('connection-status'), 'Connected to');
}

/** Picks a tool, optionally replaces its arguments through the JSON editor, and calls it. */
export async function startCall(
  page: Page,
  tool: string,
  args?: Record<string, unknown>,
): Promise<void> {
  await page.getByRole('button', { name: tool, exact: true }).click();
  if (args) {
    await page.getByRole('button', { name: 'JSON', exact: true }).click();
    await page.getByLabel('Arguments (JSON)').fill(JSON.stringify(args));
  }
  await page.getByRole('button', { name: `Call ${tool}`, exact: true }).click();
}

/** The question being shown (form or URL), once it contains `text`. */
export async function question(page: Page, text: string | RegExp): Promise<Locator> {
  const shown = page.locator('.ek-host .ek-root');
  await waitForText(shown, text);
  return shown;
}

/** Answers the shown question with a plain Accept, Decline or Cancel. */
export async function answer(shown: Locator, action: Action): Promise<void> {
  const name = { accept: 'Accept', decline: 'Decline', cancel: 'Cancel' }[action];
  await shown.getByRole('button', { name, exact: true }).click();
  // A cancel that would throw answers away asks once first (drawn in the same click).
  const discard = shown.getByRole('button', { name: 'Discard answers', exact: true });
  if (action === 'cancel' && (await discard.count()) > 0) await discard.click();
}

/** The final tool result's text, once the call is complete. */
export async function resultText(page: Page): Promise<string> {
  const result = page.getByTestId('tool-result');
  await result.waitFor({ timeout: UI_TIMEOUT_MS });
  return (await result.textContent()) ?? '';
}

export function rounds(page: Page): Locator {
  return page.getByTestId('round');
}

/**
 * URL mode end to end: consent, "Open page" opens the sign-in page in a new tab, Finish there,
 * then "I've finished" back in the demo.
 */
export async function finishUrlElicitation(page: Page, shown: Locator): Promise<string> {
  await shown.getByRole('checkbox', { name: /I want to open this page/ }).check();
  const [tab] = await Promise.all([
    page.context().waitForEvent('page', { timeout: UI_TIMEOUT_MS }),
    shown.getByRole('button', { name: 'Open page', exact: true }).click(),
  ]);
  await tab.waitForLoadState();
  const opened = tab.url();
  await tab.getByRole('button', { name: 'Finish', exact: true }).click();
  await waitForText(tab.locator('body'), 'is linked');
  await tab.close();
  await shown.getByRole('button', { name: "I've finished", exact: true }).click();
  return opened;
}
