// The soak's host process (started by bench/index.ts with --expose-gc): the example server, and
// on a `soak <session cookie> <n>` line on stdin, n questions in a row through the bridge to that owner's
// page. Its own heap is measured here, apart from the bench's Playwright client.
import { createInterface } from 'node:readline';
import type { RenderContext } from '@elicitkit/core';
import { normalizeRequest, PROTOCOL_2026 } from '@elicitkit/core';
import { startBridgeExample } from '../src/startBridgeExample.js';
import { soakProbe } from '../../../test/support/soakProbe.js';
import { BENCH_PARAMS } from './benchParams.js';

const probe = soakProbe('soakHost');
const heap = probe.heap;
const timers = probe.timers;

const example = await startBridgeExample({ mcpUrl: 'http://127.0.0.1:9/unused' });
const request = normalizeRequest(BENCH_PARAMS);
process.stdout.write(`origin ${example.origin}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  const [command, cookie = '', count = '0'] = line.split(' ');
  // The page's session cookie, as the page was given it: the owner it names is this host's.
  const owner = example.ownerOf(cookie) ?? '';
  if (command !== 'soak') break;
  const ask = example.bridge.rendererFor(owner);
  const context = (): RenderContext => ({
    server: { trustedId: 'bench' },
    era: PROTOCOL_2026,
    signal: new AbortController().signal,
  });
  const before = { heap: heap(), timers: timers() };
  for (let i = 0; i < Number(count); i++) {
    const result = await ask(request, context());
    if (result.action !== 'decline') throw new Error(`unexpected ${result.action}`);
  }
  const report = {
    heapGrowth: heap() - before.heap,
    timersLeft: timers() - before.timers,
    warnings: probe.warnings(),
  };
  process.stdout.write(`soaked ${JSON.stringify(report)}\n`);
}
await example.close();
