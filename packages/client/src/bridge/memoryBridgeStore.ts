import type { ClosedState, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';
import type { ToolCallSnapshot } from '../snapshot.js';

/**
 * What the store relays. `asked` and `closed` go to every process sharing the store (their
 * pages show and drop questions); `delivered` carries an answer to the one process holding the
 * question's loop, and to nobody else.
 */
export type StoreEvent =
  | { type: 'asked'; envelope: ElicitationEnvelope }
  | { type: 'closed'; id: string; owner: string; state: ClosedState }
  | { type: 'delivered'; id: string; result: ElicitResult };

export type QuestionState = 'open' | ClosedState;

/** A question as asked: the envelope pages see, and what only the store keeps. */
export interface ParkedQuestion {
  envelope: ElicitationEnvelope;
  /** The process (bridge) whose loop waits for the answer. */
  holder: string;
  /**
   * 2026-07-28 only: the call's snapshot as the question was asked (requestState and earlier
   * answers). With it, another process can send the answer if the holder is gone; a 2025-11-25
   * push has none (its request lives on the holder's stream). Never sent to pages.
   */
  resume?: ToolCallSnapshot;
}

/** An open question, or what is remembered of a closed one (its owner and how it closed). */
export type StoredQuestion =
  ({ state: 'open'; owner: string } & ParkedQuestion) | { state: ClosedState; owner: string };

/**
 * How a close went. `answered` reaches the holder when it is there (`delivered`); when it is not,
 * a question with a snapshot stays answered and the snapshot comes back for the caller to
 * resume (`resume`), and one without is withdrawn (`holder-gone`): its answer cannot reach the
 * server. Expiry and withdrawal are the holder's own, so they are always `closed`.
 */
export type CloseOutcome =
  | { outcome: 'not-open' }
  | { outcome: 'closed' }
  | { outcome: 'delivered' }
  | { outcome: 'resume'; snapshot: ToolCallSnapshot }
  | { outcome: 'holder-gone' };

export interface CloseRequest {
  id: string;
  state: ClosedState;
  /** With `answered`: the validated result, for the holder. */
  result?: ElicitResult;
  /** With `answered`: the caller can resume the call if the holder is gone. */
  canResume?: boolean;
}

/**
 * Where pending questions live. In memory for one process (the default); a shared engine
 * (Redis) lets several host replicas see and answer each other's questions.
 */
export interface BridgeStore {
  add(question: ParkedQuestion): Promise<void>;
  get(id: string): Promise<StoredQuestion | undefined>;
  /** The owner's open questions, oldest first. */
  open(owner: string): Promise<ElicitationEnvelope[]>;
  /**
   * Closes an open question, atomically: `not-open` (and nothing changes) when it was not open,
   * so of two answers racing only one wins. See CloseOutcome for where an answer goes.
   */
  close(request: CloseRequest): Promise<CloseOutcome>;
  /**
   * Every `asked` and `closed`, from every process sharing the store, and the answers
   * `delivered` to `holder`. While no listener watches for a holder, it counts as gone.
   */
  watch(holder: string, listener: (event: StoreEvent) => void): () => void;
}

export interface MemoryStoreOptions {
  /** How long a closed question is remembered, so a late answer hears why (default 10 min). */
  keepClosedMs?: number;
  now?: () => number;
}

type Remembered = StoredQuestion & { closedAt?: number };

/** One process's store. Closed questions are pruned lazily (no timers left behind). */
export function createMemoryBridgeStore(options: MemoryStoreOptions = {}): BridgeStore {
  const keepClosedMs = options.keepClosedMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const questions = new Map<string, Remembered>();
  const watchers = new Set<{ holder: string; listener: (event: StoreEvent) => void }>();
  const emit = (event: StoreEvent, holder?: string) => {
    let reached = 0;
    for (const watcher of [...watchers]) {
      if (holder !== undefined && watcher.holder !== holder) continue;
      reached++;
      watcher.listener(event);
    }
    return reached;
  };
  const prune = () => {
    const before = now() - keepClosedMs;
    for (const [id, question] of questions)
      if (question.closedAt !== undefined && question.closedAt <= before) questions.delete(id);
  };
  return {
    add(question) {
      prune();
      const { envelope } = question;
      questions.set(envelope.id, { state: 'open', owner: envelope.owner, ...question });
      emit({ type: 'asked', envelope });
      return Promise.resolve();
    },
    get(id) {
      prune();
      const question = questions.get(id);
      if (!question) return Promise.resolve(undefined);
      const { closedAt: _closedAt, ...stored } = question;
      return Promise.resolve(stored);
    },
    open(owner) {
      prune();
      return Promise.resolve(
        [...questions.values()].flatMap((q) =>
          q.state === 'open' && q.owner === owner ? [q.envelope] : [],
        ),
      );
    },
    close({ id, state, result, canResume }) {
      const question = questions.get(id);
      if (!question || question.state !== 'open') return Promise.resolve({ outcome: 'not-open' });
      const { owner, holder, resume } = question;
      let outcome: CloseOutcome = { outcome: 'closed' };
      let final = state;
      if (state === 'answered' && result) {
        if (emit({ type: 'delivered', id, result }, holder) > 0) outcome = { outcome: 'delivered' };
        else if (resume && canResume) outcome = { outcome: 'resume', snapshot: resume };
        else {
          outcome = { outcome: 'holder-gone' };
          final = 'withdrawn';
        }
      }
      // Only a tombstone stays: the question and its answer are not kept once closed.
      questions.set(id, { state: final, owner, closedAt: now() });
      emit({ type: 'closed', id, owner, state: final });
      return Promise.resolve(outcome);
    },
    watch(holder, listener) {
      const watcher = { holder, listener };
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  };
}
