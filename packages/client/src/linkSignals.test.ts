import { describe, expect, it } from 'vitest';
import { linkSignals } from './linkSignals.js';

describe('linkSignals', () => {
  it('aborts with the reason of whichever source aborts first', () => {
    const a = new AbortController();
    const b = new AbortController();
    const linked = linkSignals([a.signal, b.signal]);
    expect(linked.signal.aborted).toBe(false);
    b.abort('withdrawn');
    a.abort('closed');
    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe('withdrawn');
  });

  it('an already aborted source gives an aborted signal', () => {
    const a = new AbortController();
    a.abort('gone');
    const linked = linkSignals([new AbortController().signal, a.signal]);
    expect(linked.signal.aborted).toBe(true);
    expect(linked.signal.reason).toBe('gone');
  });

  it('after dispose() a source aborting no longer reaches the linked signal', () => {
    const a = new AbortController();
    const linked = linkSignals([a.signal]);
    linked.dispose();
    a.abort();
    expect(linked.signal.aborted).toBe(false);
  });
});
