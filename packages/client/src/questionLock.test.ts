import { describe, expect, it } from 'vitest';
import { createQuestionLock } from './questionLock.js';

describe('createQuestionLock', () => {
  it('hands turns out in arrival order, one at a time', async () => {
    const lock = createQuestionLock();
    const order: string[] = [];
    const turn = async (name: string) => {
      const release = await lock.acquire();
      order.push(`${name} in`);
      await Promise.resolve();
      order.push(`${name} out`);
      release?.();
    };
    await Promise.all([turn('a'), turn('b'), turn('c')]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
    expect(lock.size).toBe(0);
  });

  it('an already aborted signal gets no turn; releasing twice frees one place', async () => {
    const lock = createQuestionLock();
    const abort = new AbortController();
    abort.abort();
    expect(await lock.acquire(abort.signal)).toBeUndefined();
    const release = await lock.acquire();
    release?.();
    release?.();
    expect(lock.size).toBe(0);
    expect(typeof (await lock.acquire())).toBe('function');
  });
});
