import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';

/** Debian's Chromium: nothing here ever downloads a browser. */
export const CHROMIUM = '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// closed network refuses; the rest keep a headless root run quiet and deterministic. Both
// Storybook Vitest projects launch with the same flags (apps/storybook/chromiumBrowser.ts).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ChromiumOptions {
  viewport?: { width: number; height: number };
  timezoneId?: string;
  /** The browser's language (navigator.languages, Accept-Language), e.g. 'de-DE'. */
  locale?: string;
  /** A touch screen: `(pointer: coarse)` matches, as on a phone. */
  hasTouch?: boolean;
  /** Extra command-line flags (e.g. `--js-flags=--expose-gc` for benches). */
  extraArgs?: string[];
}

/**
 * A headless Chromium on a fresh profile; closing the context also removes the profile.
 * Shared by the Chromium tests (e2e-web, e2e-app) and the React bench.
 */
export async function launchChromium(options: ChromiumOptions = {}): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (see .ci/run).`);
  const profile = mkdtempSync(join(tmpdir(), 'elicitkit-chromium-'));
  const { extraArgs = [], ...contextOptions } = options;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ...contextOptions,
  });
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await close(...args);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  return context;
}
