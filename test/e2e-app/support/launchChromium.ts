import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';

/** Debian's Chromium: these tests never download a browser. */
export const CHROMIUM = '/usr/bin/chromium';

export interface Chromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** A headless Chromium on a fresh profile, removed again on close. */
export async function launchChromium(): Promise<Chromium> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (see .ci/run).`);
  const profile = mkdtempSync(join(tmpdir(), 'elicitkit-e2e-app-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Fail a stuck step with its own message well before the test's timeout.
  context.setDefaultTimeout(20_000);
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
