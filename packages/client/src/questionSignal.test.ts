import { describe, expect, it } from 'vitest';
import { QuestionSignal } from './questionSignal.js';

describe('QuestionSignal', () => {
  it('aborts with the reason of whichever source aborts first, read before or after', () => {
    const a = new AbortController();
    const b = new AbortController();
    const early = new QuestionSignal([a.signal, b.signal]);
    const late = new QuestionSignal([a.signal, b.signal]);
    const readEarly = early.signal;
    expect(readEarly.aborted).toBe(false);
    b.abort('withdrawn');
    a.abort('closed');
    for (const q of [early, late]) {
      expect(q.aborted).toBe(true);
      expect(q.signal.aborted).toBe(true);
      expect(q.signal.reason).toBe('withdrawn');
    }
    expect(early.signal).toBe(readEarly);
  });

  it('an already aborted source gives an aborted signal', () => {
    const a = new AbortController();
    a.abort('gone');
    const q = new QuestionSignal([new AbortController().signal, a.signal]);
    expect(q.aborted).toBe(true);
    expect(q.signal.reason).toBe('gone');
  });

  it('abort() aborts it (with AbortSignal’s own reason when none is given) and tells its listeners once', () => {
    const q = new QuestionSignal([]);
    const seen: string[] = [];
    const off = () => seen.push('removed');
    q.addEventListener('abort', () => seen.push('first'));
    q.addEventListener('abort', off);
    q.removeEventListener('abort', off);
    q.abort();
    q.abort('again');
    expect(seen).toEqual(['first']);
    expect(q.signal.aborted).toBe(true);
    expect((q.signal.reason as DOMException).name).toBe('AbortError');
  });

  it('after dispose() a source aborting no longer reaches it', () => {
    const a = new AbortController();
    const q = new QuestionSignal([a.signal]);
    const seen = q.signal;
    q.dispose();
    a.abort();
    expect(q.aborted).toBe(false);
    expect(seen.aborted).toBe(false);
  });
});
