// Many questions in a row through inkRenderer (each its own Ink session on one terminal) leave
// nothing behind: no listeners on the terminal's streams or the process, no timers, no warnings,
// and none of React's development-build performance measures (releaseReactMeasures.ts).
// The 2,000-question soak with heap figures on a real pty is `bench/soak.ts`.
import type { RenderContext } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from '../testing/fakeTerminal.js';
import { inkRenderer } from './inkRenderer.js';
import { isReactMeasure } from './releaseReactMeasures.js';

vi.hoisted(() => {
  process.env['CI'] = 'false';
  // Vitest's console lacks Node's console.timeStamp, without which React's development build
  // records no measures at all; a real Node process has it.
  console.timeStamp ??= () => {};
});

const QUESTIONS = 60;
const request = normalizeRequest({
  message: 'Anything to add?',
  requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
});

type Emitter = { eventNames(): (string | symbol)[]; listenerCount(name: string | symbol): number };
function listeners(...emitters: Emitter[]): number[] {
  return emitters.map((emitter) =>
    emitter.eventNames().reduce((sum, name) => sum + emitter.listenerCount(name), 0),
  );
}
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
const reactMeasures = () => performance.getEntriesByType('measure').filter(isReactMeasure).length;

describe('inkRenderer: questions in a row', () => {
  it(`${QUESTIONS} answered questions leave no listeners, timers, warnings or React measures`, async () => {
    const t = fakeTerminal();
    const ask = inkRenderer(t.streams);
    const context = (): RenderContext => ({
      server: { trustedId: 'crm' },
      era: '2025-11-25',
      signal: new AbortController().signal,
    });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    const answerOne = async (i: number) => {
      const answer = ask(request, context());
      const mark = t.stdout.output.length;
      for (let n = 0; n < 300 && !t.stdout.output.slice(mark).includes('Anything to add?'); n++)
        await tick();
      t.stdin.write(`${i}`);
      await tick();
      t.stdin.write('\r');
      expect(await answer).toEqual({ action: 'accept', content: { note: `${i}` } });
    };
    // The host's own measures are not React's to clear, nor ours.
    performance.measure('host: startup', { start: 0, duration: 1, detail: { host: true } });
    try {
      expect(performance.getEntriesByType('measure').length).toBeGreaterThan(0);
      await answerOne(0);
      await tick();
      const before = {
        listeners: listeners(t.stdin, t.stdout, process),
        timers: timers(),
      };
      for (let i = 1; i <= QUESTIONS; i++) await answerOne(i);
      // The last answer's own timers (Ink's render throttle) end on their own: wait for them,
      // bounded, so only a timer that stays counts.
      for (let n = 0; n < 100 && timers() > before.timers; n++)
        await new Promise((resolve) => setImmediate(resolve)).then(tick);
      expect(listeners(t.stdin, t.stdout, process)).toEqual(before.listeners);
      expect(timers()).toBeLessThanOrEqual(before.timers);
      expect(t.stdin.isRaw).toBe(false);
      expect(warnings).toEqual([]);
      // React's development build records dozens of measures a question; fewer than one a question stay.
      expect(reactMeasures()).toBeLessThan(QUESTIONS);
      expect(performance.getEntriesByName('host: startup', 'measure')).toHaveLength(1);
    } finally {
      performance.clearMeasures('host: startup');
      process.off('warning', onWarning);
    }
  });
});
