// Drives apps/bridge-example as a real process: the host's MCP client on the server, the form in
// Chromium. The test plays the host's chat backend through POST /call with the owner's cookie.
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT, TSX_NODE_ARGS } from '../client/support/demoServer.js';
import type { ServerProcess } from '../client/support/serverProcess.js';
import { startProcess } from '../client/support/serverProcess.js';

export function startExample(
  mcpUrl: string,
  extra: string[] = [],
  env?: Record<string, string>,
): Promise<ServerProcess> {
  return startProcess({
    command: process.execPath,
    args: [...TSX_NODE_ARGS, 'apps/bridge-example/src/main.ts', '--mcp', mcpUrl, ...extra],
    cwd: ROOT,
    ...(env && { env }),
    ready: /bridge example on http:\/\/127\.0\.0\.1:(\d+)\//,
    url: (port) => `http://127.0.0.1:${port}`,
  });
}

/** Opens the example and returns the session cookie header it was given. */
export async function openExample(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/`);
  await page.locator('body[data-connected="true"]').waitFor({ state: 'attached' });
  return cookieOf(page.context(), origin);
}

async function cookieOf(context: BrowserContext, origin: string): Promise<string> {
  const cookie = (await context.cookies(origin)).find((c) => c.name === 'ek_owner');
  if (!cookie) throw new Error('the example set no session cookie');
  return `ek_owner=${cookie.value}`;
}

interface CallResult {
  content?: { type: string; text?: string }[];
}

/** Runs a tool for the owner; resolves with the tool's text once the person answered. */
export async function callAs(
  origin: string,
  cookie: string,
  tool: string,
  args: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${origin}/call`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ tool, arguments: args }),
  });
  const body = (await response.json()) as { result?: CallResult };
  return (body.result?.content ?? []).map((part) => part.text ?? '').join('\n');
}

export async function pendingIds(origin: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${origin}/pending`, { headers: { cookie } });
  const body = (await response.json()) as { pending: { id: string }[] };
  return body.pending.map((envelope) => envelope.id);
}

export function answerAs(origin: string, cookie: string, id: string, result: unknown) {
  return fetch(`${origin}/answer/${id}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(result),
  });
}

/** A session on the example without a browser: the cookie its page would be given. */
export async function sessionOf(origin: string): Promise<string> {
  const response = await fetch(`${origin}/`);
  await response.text();
  const cookie = /ek_owner=[^;]+/.exec(response.headers.get('set-cookie') ?? '');
  if (!cookie) throw new Error('the example set no session cookie');
  return cookie[0];
}

/** The tool results the replica at `origin` finished for the owner, as text. */
export async function resultsOf(
  origin: string,
  cookie: string,
): Promise<{ tool: string; text: string }[]> {
  const response = await fetch(`${origin}/results`, { headers: { cookie } });
  const body = (await response.json()) as { results: { tool: string; result: CallResult }[] };
  return body.results.map(({ tool, result }) => ({
    tool,
    text: (result.content ?? []).map((part) => part.text ?? '').join('\n'),
  }));
}
