import type { ClosedState, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';

/** What the store relays between processes: a closed question carries its result to the process waiting for it. */
export type StoreEvent =
  | { type: 'asked'; envelope: ElicitationEnvelope }
  | { type: 'closed'; id: string; owner: string; state: ClosedState; result?: ElicitResult };

export type QuestionState = 'open' | ClosedState;

/** An open question, or what is remembered of a closed one (its owner and how it closed). */
export type StoredQuestion =
  | { state: 'open'; owner: string; envelope: ElicitationEnvelope }
  | { state: ClosedState; owner: string };

/**
 * Where pending questions live. In memory for one process (the default); a shared engine
 * (Redis) lets several host replicas see and answer each other's questions.
 */
export interface BridgeStore {
  add(envelope: ElicitationEnvelope): Promise<void>;
  get(id: string): Promise<StoredQuestion | undefined>;
  /** The owner's open questions, oldest first. */
  open(owner: string): Promise<ElicitationEnvelope[]>;
  /**
   * Closes an open question, atomically: false (and nothing changes) when it was not open, so
   * of two answers racing only one wins.
   */
  close(id: string, state: ClosedState, result?: ElicitResult): Promise<boolean>;
  /** Every add and close, from every process sharing the store. */
  watch(listener: (event: StoreEvent) => void): () => void;
}

export interface MemoryStoreOptions {
  /** How long a closed question is remembered, so a late answer hears why (default 10 min). */
  keepClosedMs?: number;
  now?: () => number;
}

/** One process's store. Closed questions are pruned lazily (no timers left behind). */
export function createMemoryBridgeStore(options: MemoryStoreOptions = {}): BridgeStore {
  const keepClosedMs = options.keepClosedMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  const questions = new Map<string, StoredQuestion & { closedAt?: number }>();
  const listeners = new Set<(event: StoreEvent) => void>();
  const emit = (event: StoreEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const prune = () => {
    const before = now() - keepClosedMs;
    for (const [id, question] of questions)
      if (question.closedAt !== undefined && question.closedAt <= before) questions.delete(id);
  };
  return {
    add(envelope) {
      prune();
      questions.set(envelope.id, { state: 'open', owner: envelope.owner, envelope });
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
    close(id, state, result) {
      const question = questions.get(id);
      if (!question || question.state !== 'open') return Promise.resolve(false);
      // Only a tombstone stays: the question and its answer are not kept once closed.
      const { owner } = question;
      questions.set(id, { state, owner, closedAt: now() });
      emit({ type: 'closed', id, owner, state, ...(result && { result }) });
      return Promise.resolve(true);
    },
    watch(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
