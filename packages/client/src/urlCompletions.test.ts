import { describe, expect, it } from 'vitest';
import { createUrlCompletions } from './urlCompletions.js';

describe('createUrlCompletions', () => {
  it('aborts the watching prompt for that id only', () => {
    const completions = createUrlCompletions();
    const a = completions.watch('a');
    const b = completions.watch('b');
    completions.complete('a');
    expect(a.signal.aborted).toBe(true);
    expect(b.signal.aborted).toBe(false);
  });

  it('ignores unknown and repeated ids without throwing', () => {
    const completions = createUrlCompletions();
    completions.complete('nobody');
    const watch = completions.watch('x');
    completions.complete('x');
    completions.complete('x');
    expect(watch.signal.aborted).toBe(true);
    // The repeat is not kept: the next prompt waits for its own completion.
    expect(completions.watch('x').signal.aborted).toBe(false);
  });

  it('a completion that arrives before its prompt is ignored: the prompt waits for a person', () => {
    const completions = createUrlCompletions();
    completions.complete('early');
    const watch = completions.watch('early');
    expect(watch.signal.aborted).toBe(false);
    // Only a completion while it is open closes it.
    completions.complete('early');
    expect(watch.signal.aborted).toBe(true);
  });

  it('a completion for a prompt already closed does not reach a later prompt with that id', () => {
    const completions = createUrlCompletions();
    const first = completions.watch('z');
    first.dispose();
    completions.complete('z');
    expect(first.signal.aborted).toBe(false);
    expect(completions.watch('z').signal.aborted).toBe(false);
  });
});
