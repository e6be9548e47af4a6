// Bridge bench (scripts/BENCH-CONTRACT.md), real Chromium:
// - round trip: the loop hands a question to the bridge → SSE → <ElicitationHost> shows the form
//   → the page answers (Decline, clicked in the page as soon as the form is shown) → POST → the
//   renderer resolves on the server; against the same <ElicitationHost> over a same-process
//   queue, same run. Counts the SSE events and POSTs each question costs.
// - soak: 2,000 questions in a row through the bridge and <ElicitationHost>; heap growth after GC
//   (the host, in its own process, and the page), listener warnings, timers left.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RenderContext } from '@elicitkit/core';
import { normalizeRequest, PROTOCOL_2026 } from '@elicitkit/core';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { median, printBench } from '../../../test/support/benchStats.js';
import { launchChromium } from '../../../test/support/chromium.js';
import { startBridgeExample } from '../src/startBridgeExample.js';
import { BENCH_PARAMS } from './benchParams.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SOAK_HOST = fileURLToPath(new URL('./soakHost.ts', import.meta.url));

const SUITE = 'bridge';
const WARMUP = 30;
const SAMPLES = 300;
const SOAK = Number(process.env['ELICITKIT_BRIDGE_SOAK'] ?? 2000);
const PARAMS = BENCH_PARAMS;

// Clicks Decline the moment a form is shown, so both variants measure the same in-page work.
const AUTO_DECLINE = `new MutationObserver(() => {
  for (const button of document.querySelectorAll('.ek-host .ek-root button')) {
    if (button.textContent === 'Decline' && !button.dataset.benchClicked) {
      button.dataset.benchClicked = '1';
      button.click();
    }
  }
}).observe(document, { subtree: true, childList: true });`;

/** The same-process page: its script and the stylesheet it imports, as the bridged page has. */
async function localBundle(): Promise<{ script: string; styles: string }> {
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./localPage.tsx', import.meta.url))],
    bundle: true,
    write: false,
    outdir: 'page',
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    conditions: ['@elicitkit/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const text = (ending: string) => out.outputFiles.find((f) => f.path.endsWith(ending))?.text ?? '';
  return { script: text('.js'), styles: text('.css') };
}

async function pageHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

const example = await startBridgeExample({ mcpUrl: 'http://127.0.0.1:9/unused' });
const browser = await launchChromium({ extraArgs: ['--js-flags=--expose-gc'] });
try {
  const request = normalizeRequest(PARAMS);
  const remote = await browser.newPage();
  await remote.addInitScript(AUTO_DECLINE);
  await remote.goto(`${example.origin}/`);
  await remote.locator('body[data-connected="true"]').waitFor({ state: 'attached' });
  const cookie = (await browser.cookies(example.origin)).find((c) => c.name === 'ek_owner')?.value;
  const owner = cookie === undefined ? undefined : example.ownerOf(cookie);
  if (!owner) throw new Error('no session cookie');
  const ask = example.bridge.rendererFor(owner);
  const context = (): RenderContext => ({
    server: { trustedId: 'bench' },
    era: PROTOCOL_2026,
    signal: new AbortController().signal,
  });
  const roundTrip = async () => {
    const started = performance.now();
    const result = await ask(request, context());
    if (result.action !== 'decline') throw new Error(`unexpected ${result.action}`);
    return performance.now() - started;
  };

  const local = await browser.newPage();
  const { script, styles } = await localBundle();
  await local.route('http://bench.invalid/**', (route) => {
    const url = route.request().url();
    if (url.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: script });
    if (url.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: styles });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><link rel="stylesheet" href="/local.css" /><div id="root"></div><script type="module" src="/local.js"></script>',
    });
  });
  await local.addInitScript(AUTO_DECLINE);
  await local.goto('http://bench.invalid/');
  await local.waitForFunction(() => 'benchAsk' in window);
  const localTrip = () =>
    local.evaluate(
      (params) => (window as unknown as { benchAsk(p: unknown): Promise<number> }).benchAsk(params),
      PARAMS,
    );

  for (let i = 0; i < WARMUP; i++) {
    await roundTrip();
    await localTrip();
  }
  const before = { ...example.counts };
  const bridged: number[] = [];
  const same: number[] = [];
  // Alternating, so load drift hits both alike.
  for (let i = 0; i < SAMPLES; i++) {
    bridged.push(await roundTrip());
    same.push(await localTrip());
  }
  const sse = (example.counts.sseEvents - before.sseEvents) / SAMPLES;
  const posts = (example.counts.answerPosts - before.answerPosts) / SAMPLES;
  printBench(SUITE, {
    name: 'round trip: question → form shown in Chromium → answer at the server',
    value: median(bridged),
    unit: 'ms',
    baseline: { name: 'same-process queue, same <ElicitationHost>', value: median(same) },
    target: 'report the ratio',
  });
  printBench(SUITE, {
    name: 'SSE events per question (the answering page gets no closed notice)',
    value: sse,
    unit: 'events',
    target: '1',
  });
  printBench(SUITE, { name: 'POSTs per question', value: posts, unit: 'requests', target: '1' });

  // Soak: 2,000 questions in a row, asked by a host in its own process (so its heap is its own),
  // answered by a fresh page through <ElicitationHost>.
  const host = spawn(
    process.execPath,
    ['--expose-gc', '--conditions', '@elicitkit/source', '--import', 'tsx', SOAK_HOST],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  try {
    const lines = createInterface({ input: host.stdout })[Symbol.asyncIterator]();
    const next = async (prefix: string) => {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) throw new Error('the soak host exited');
        const line = String(value);
        if (line.startsWith(prefix)) return line.slice(prefix.length);
      }
    };
    const origin = await next('origin ');
    const soakPage = await browser.newPage();
    await soakPage.addInitScript(AUTO_DECLINE);
    await soakPage.goto(`${origin}/`);
    await soakPage.locator('body[data-connected="true"]').waitFor({ state: 'attached' });
    const soakOwner = (await browser.cookies(origin)).find((c) => c.name === 'ek_owner')?.value;
    host.stdin.write(`soak ${soakOwner} ${WARMUP}\n`);
    await next('soaked ');
    const pageBefore = await pageHeap(soakPage);
    host.stdin.write(`soak ${soakOwner} ${SOAK}\n`);
    const soaked = JSON.parse(await next('soaked ')) as {
      heapGrowth: number;
      timersLeft: number;
      warnings: number;
    };
    const pageGrowth = ((await pageHeap(soakPage)) - pageBefore) / 1024 / 1024;
    printBench(SUITE, {
      name: `soak: host heap growth after ${SOAK} bridged questions (after GC)`,
      value: soaked.heapGrowth / 1024 / 1024,
      unit: 'MB',
      target: '≤ 5 MB',
    });
    printBench(SUITE, {
      name: `soak: page heap growth after ${SOAK} questions through <ElicitationHost> (after GC)`,
      value: pageGrowth,
      unit: 'MB',
      target: '≤ 5 MB',
    });
    printBench(SUITE, {
      name: 'soak: timers left in the host after the soak',
      value: soaked.timersLeft,
      unit: 'timers',
      target: '0',
    });
    printBench(SUITE, {
      name: 'soak: host process warnings (listener leaks and others)',
      value: soaked.warnings,
      unit: 'warnings',
      target: '0',
    });
  } finally {
    host.stdin.end();
    if (host.exitCode === null) process.kill(host.pid as number, 'SIGTERM');
  }
} finally {
  await browser.close();
  await example.close();
}
