import { describe, expect, it } from 'vitest';
import { createUrlCompletions } from './urlCompletions.js';

describe('createUrlCompletions', () => {
  it('aborts the watching prompt for that id only', () => {
    const completions = createUrlCompletions();
    const a = completions.watch('a');
    const b = completions.watch('b');
    completions.complete('a');
    expect(a.completed()).toBe(true);
    expect(a.signal.aborted).toBe(true);
    expect(b.completed()).toBe(false);
  });

  it('ignores unknown and repeated ids without throwing', () => {
    const completions = createUrlCompletions();
    completions.complete('nobody');
    const watch = completions.watch('x');
    completions.complete('x');
    completions.complete('x');
    expect(watch.completed()).toBe(true);
    // The repeat is not kept as an early completion: the next prompt waits for its own.
    expect(completions.watch('x').completed()).toBe(false);
  });

  it('a repeat of a completion already used by an early prompt is ignored too', () => {
    const completions = createUrlCompletions();
    completions.complete('z');
    expect(completions.watch('z').completed()).toBe(true);
    completions.complete('z');
    expect(completions.watch('z').completed()).toBe(false);
  });

  it('a completion that arrives before its prompt marks the prompt done at once', () => {
    const completions = createUrlCompletions();
    completions.complete('early');
    expect(completions.watch('early').completed()).toBe(true);
    // It is used up: a later prompt with the same id waits for its own completion.
    expect(completions.watch('early').completed()).toBe(false);
  });

  it('a disposed watch is not aborted later', () => {
    const completions = createUrlCompletions();
    const watch = completions.watch('y');
    watch.dispose();
    completions.complete('y');
    expect(watch.completed()).toBe(false);
  });
});
