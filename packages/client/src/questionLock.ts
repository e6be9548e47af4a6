import type { AbortLike, QuestionSignal } from './questionSignal.js';
import { realSignal } from './questionSignal.js';

/**
 * One question on screen at a time: a renderer (an Ink prompt, a dialog) shows one form, and two
 * questions at once would share one stdin or stack two dialogs. Pushes from parallel calls and the
 * parallel requests of a 2026 round under an SDK's auto driver wait here in arrival order; a
 * question whose signal aborts while it waits leaves the line without being shown.
 */
export interface QuestionLock {
  /** Resolves with `release` once it is this question's turn, or `undefined` if `signal` aborted first. */
  acquire(signal?: AbortSignal): Promise<(() => void) | undefined>;
  /** Questions shown or waiting right now. */
  readonly size: number;
}

// The handler's own questions wait with a QuestionSignal, which only this lock reads (a lock a
// host wrote gets a real AbortSignal).
interface OwnQuestionLock extends QuestionLock {
  acquire(signal?: AbortLike): Promise<(() => void) | undefined>;
}
const ownLocks = new WeakSet<QuestionLock>();

/** `lock.acquire` for a question of the handler's. */
export function acquireTurn(
  lock: QuestionLock,
  signal: AbortSignal | QuestionSignal,
): Promise<(() => void) | undefined> {
  return ownLocks.has(lock)
    ? (lock as OwnQuestionLock).acquire(signal)
    : lock.acquire(realSignal(signal));
}

export function createQuestionLock(): QuestionLock {
  let tail: Promise<void> = Promise.resolve();
  let size = 0;
  const lock: OwnQuestionLock = {
    get size() {
      return size;
    },
    async acquire(signal) {
      if (signal?.aborted) return undefined;
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      // Nobody shown or waiting: every earlier turn is released (a waiter that gave up left the
      // count too), so this one is ours now, without a turn through the line.
      const free = size === 0;
      const previous = tail;
      tail = free ? turn : previous.then(() => turn);
      size++;
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        size--;
        release();
      };
      if (free) return done;
      if (!signal) {
        await previous;
        return done;
      }
      let onAbort: (() => void) | undefined;
      const aborted = new Promise<'aborted'>((resolve) => {
        onAbort = () => resolve('aborted');
        signal.addEventListener('abort', onAbort, { once: true });
      });
      const won = await Promise.race([previous.then(() => 'turn' as const), aborted]);
      signal.removeEventListener('abort', onAbort as () => void);
      if (won === 'aborted') {
        // Our place in line passes to the next question as soon as the one before us ends.
        done();
        return undefined;
      }
      return done;
    },
  };
  ownLocks.add(lock);
  return lock;
}
