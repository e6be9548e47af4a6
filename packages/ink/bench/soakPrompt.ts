// The Ink soak's prompt process (run on a pty by bench/soak.ts, with --expose-gc): `count`
// questions in a row through inkRenderer on the real terminal, answered by keys the bench types.
// Heap after GC, timers and listeners are taken after a warm-up and at the end, and written as
// JSON to `report` (stdout is the terminal being drawn on).
import { writeFileSync } from 'node:fs';
import type { RenderContext } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { soakProbe } from '../../../test/support/soakProbe.js';
import { inkRenderer } from '../src/inkRenderer.js';

const [report = '', warmup = '50', count = '2000'] = process.argv.slice(2);
if (!report) throw new Error('usage: node --expose-gc soakPrompt.ts <report> [warmup] [count]');
const probe = soakProbe('soakPrompt');
const heap = probe.heap;
const timers = probe.timers;
const listeners = () =>
  [process.stdin, process.stdout, process].reduce(
    (sum, emitter) =>
      sum + emitter.eventNames().reduce((n, name) => n + emitter.listenerCount(name), 0),
    0,
  );

// The soak answers each question the moment it is drawn: a script, not a person.
const ask = inkRenderer({ armDelayMs: 0 });
const context = (): RenderContext => ({
  server: { trustedId: 'soak' },
  era: '2025-11-25',
  signal: new AbortController().signal,
});
const run = async (from: number, to: number) => {
  for (let i = from; i < to; i++) {
    const request = normalizeRequest({
      message: `Soak question ${i}?`,
      requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
    });
    const result = await ask(request, context());
    if (result.action !== 'accept') throw new Error(`question ${i}: ${result.action}`);
  }
};

const total = Number(warmup) + Number(count);
await run(0, Number(warmup));
const before = { heap: heap(), timers: timers(), listeners: listeners() };
await run(Number(warmup), total);
writeFileSync(
  report,
  JSON.stringify({
    questions: Number(count),
    heapGrowth: heap() - before.heap,
    timersLeft: timers() - before.timers,
    listenersLeft: listeners() - before.listeners,
    warnings: probe.warnings(),
  }),
);
process.stdout.write('SOAK DONE\n');
