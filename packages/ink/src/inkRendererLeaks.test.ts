// Many questions in a row through inkRenderer (each its own Ink session on one terminal) leave
// nothing behind: no listeners on the terminal's streams or the process, no timers, no warnings,
// and none of React's development-build performance measures (releaseReactMeasures.ts).
// The 2,000-question soak with heap figures on a real pty is `bench/soak.ts`.
import type { RenderContext } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { createHook } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { tick } from '../testing/driveInk.js';
import { fakeTerminal } from './testing/fakeTerminal.js';
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
      const before = {
        listeners: listeners(t.stdin, t.stdout, process),
        timers: timers(),
      };
      for (let i = 1; i <= QUESTIONS; i++) await answerOne(i);
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

  it('when the last of several questions is answered, no timer it started is still running', async () => {
    // A host with nothing left to do after the last answer exits then and there: no timer of the
    // terminal session (frame pacing, Ink's output throttle) may hold the event loop open.
    const t = fakeTerminal();
    const ask = inkRenderer(t.streams);
    const context: RenderContext = {
      server: { trustedId: 'crm' },
      era: '2025-11-25',
      signal: new AbortController().signal,
    };
    const running = timersStartedFromNow();
    try {
      // Three at once: one on screen, two waiting; each answered once it is the one drawn.
      const questions = [0, 1, 2].map((i) =>
        normalizeRequest({
          message: `Question ${i}: anything to add?`,
          requestedSchema: {
            type: 'object',
            properties: { note: { type: 'string', title: 'Note' } },
          },
        }),
      );
      const answers = questions.map((question) => ask(question, context));
      for (const [i, answer] of answers.entries()) {
        for (let n = 0; n < 300 && !t.stdout.text().includes(`Question ${i}:`); n++) await tick();
        t.stdin.write(`${i}`);
        await tick();
        t.stdin.write('\r');
        expect(await answer).toEqual({ action: 'accept', content: { note: `${i}` } });
      }
      // The moment the last answer is heard, without waiting for anything to wind down.
      expect(running()).toEqual([]);
    } finally {
      running.stop();
    }
  });
});

/**
 * Tracks the timers set from now on; the returned function lists those still pending and holding
 * the process open (ref'd), each by the code that set it. Pending is read off the Timeout itself
 * (Node marks it destroyed once it has run or been cleared): async_hooks reports destroy later.
 */
function timersStartedFromNow() {
  const set: { timer: NodeJS.Timeout & { _destroyed?: boolean }; setBy: string }[] = [];
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type !== 'Timeout') return;
      const frames = (new Error().stack ?? '').split('\n').slice(1);
      const setBy = frames.find((f) => !/\(node:|AsyncHook\.init/.test(f))?.trim() ?? 'unknown';
      set.push({ timer: resource as NodeJS.Timeout, setBy });
    },
  }).enable();
  return Object.assign(
    () =>
      set.filter(({ timer }) => timer._destroyed !== true && timer.hasRef()).map((t) => t.setBy),
    { stop: () => hook.disable() },
  );
}
