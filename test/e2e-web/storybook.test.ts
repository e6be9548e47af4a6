// `storybook build` of apps/storybook succeeds, its index lists a story for every fixture case and
// every state story, and a built fixture story really renders its form (and runs its play) in
// Chromium, in the locale a `globals=locale:…` URL (the toolbar's global) names.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import de from '@elicitkit/core/locales/de';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES_DIR } from '../fixtures/index.js';
import type { StaticServer } from './support.js';
import { ROOT, launchChromium, serveStatic } from './support.js';

const STORYBOOK_DIR = join(ROOT, 'apps/storybook');
const STATE_STORIES = [
  'states--errors-shown',
  'states--url-consent',
  'states--url-warning-not-https',
  'states--url-warning-ip-address',
  'states--url-warning-userinfo',
  'states--url-warning-punycode',
  'states--url-warning-mixed-scripts',
  'states--url-warning-localhost',
  'states--url-blocked-scheme',
  'states--secret-warning',
  'states--long-message',
  'states--enum-500-options',
  'states--queue-of-three',
  'states--dark-theme',
  'states--yes-no',
  'states--outcome-accepted',
  'states--outcome-declined',
  'states--outcome-cancelled',
  'states--destructive',
  'states--hostile-host-stylesheet',
];

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

let outDir: string;
let build: { stdout: string; stderr: string };
let server: StaticServer | undefined;
let browser: BrowserContext | undefined;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'ek-storybook-'));
  build = await promisify(execFile)(
    join(STORYBOOK_DIR, 'node_modules/.bin/storybook'),
    ['build', '--output-dir', outDir, '--quiet', '--disable-telemetry'],
    { cwd: STORYBOOK_DIR, timeout: 170_000, maxBuffer: 64 * 1024 * 1024 },
  );
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('storybook build', () => {
  it('succeeds and writes the static site', () => {
    expect(`${build.stdout}\n${build.stderr}`).toMatch(/Storybook build completed successfully/);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(existsSync(join(outDir, 'iframe.html'))).toBe(true);
  });

  it('lists a story for every fixture case and every state story', () => {
    const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    const stories = Object.values(index.entries).filter((e) => e.type === 'story');
    const fixtureNames = stories.filter((e) => e.title === 'Fixtures').map((e) => e.name);
    const caseIds = readdirSync(CASES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(fixtureNames.sort()).toEqual(caseIds);
    expect(stories.map((e) => e.id)).toEqual(expect.arrayContaining(STATE_STORIES));
  });

  it('renders a fixture story and a state story in Chromium', async () => {
    server = await serveStatic(outDir);
    browser = await launchChromium();
    const page = browser.pages()[0] ?? (await browser.newPage());
    // Storybook runs each story's play function when the story opens, so what shows is the state
    // after the play: the fixture story's play cancels, the queue story's declines the first ask.
    await page.goto(`${server.url}/iframe.html?id=fixtures--case-boolean&viewMode=story`);
    await page.getByRole('radiogroup', { name: /I agree to the terms/ }).waitFor();
    await page.getByTestId('result').waitFor();
    expect(await page.getByTestId('result').innerText()).toContain('"action": "cancel"');

    await page.goto(`${server.url}/iframe.html?id=states--queue-of-three&viewMode=story`);
    await page.getByText('1 more waiting').waitFor();
    await page.getByText('What should the release be called?').waitFor();
  }, 60_000);

  it('draws a built story in the locale the toolbar global names', async () => {
    const page = browser?.pages()[0];
    if (!server || !page) throw new Error('the previous test starts the server and browser');
    // The fixture play presses the catalogue's Cancel, so under de it finds the German word.
    await page.goto(
      `${server.url}/iframe.html?id=fixtures--case-boolean&viewMode=story&globals=locale:de`,
    );
    await page.locator('.ek-root').waitFor();
    expect(await page.locator('.ek-root').getAttribute('lang')).toBe('de');
    await page.getByRole('button', { name: de.messages['actions.accept'] }).waitFor();
    await page.getByTestId('result').waitFor();
    expect(await page.getByTestId('result').innerText()).toContain('"action": "cancel"');

    await page.goto(
      `${server.url}/iframe.html?id=fixtures--case-boolean&viewMode=story&globals=locale:ar`,
    );
    await page.locator('.ek-root').waitFor();
    expect(await page.locator('.ek-root').getAttribute('lang')).toBe('ar');
    expect(await page.locator('.ek-root').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('result').waitFor();
  }, 60_000);
});
