import { createStore } from '@elicitkit/core';
import type { ReadableStore } from '@elicitkit/core';
import type { CheckId, DoctorEra } from './doctorChecks.js';
import type { Verdict } from './probe.js';

export interface RecordedCheck extends Verdict {
  readonly era: DoctorEra;
  /** ISO time the verdict was reached. */
  readonly at: string;
}

export interface DoctorClient {
  readonly name: string;
  readonly era: DoctorEra;
  /** The elicitation capability as declared (the last request's, under 2026-07-28). */
  readonly elicitation: unknown;
}

export interface DoctorState {
  readonly client: DoctorClient | undefined;
  readonly checks: Readonly<Partial<Record<CheckId, RecordedCheck>>>;
}

// Checks several tools feed: once one of them fails, the check stays failed (a later pass does
// not undo a byte changed in an earlier requestState).
const STICKY: ReadonlySet<CheckId> = new Set<CheckId>([
  'caps.perRequest',
  'rounds.state',
  'rounds.newId',
  'rounds.keys',
  'schema.defaults',
]);

/** Everything the doctor has learned about the client: one store the page and --json follow. */
export class DoctorRecord {
  private readonly store = createStore<DoctorState>({ client: undefined, checks: {} });

  get state(): ReadableStore<DoctorState> {
    return this.store;
  }

  seeClient(client: DoctorClient): void {
    const known = this.store.getState().client;
    if (known && JSON.stringify(known) === JSON.stringify(client)) return;
    this.store.set({ ...this.store.getState(), client });
  }

  record(verdicts: readonly Verdict[], era: DoctorEra): void {
    if (verdicts.length === 0) return;
    const checks = { ...this.store.getState().checks };
    const at = new Date().toISOString();
    for (const verdict of verdicts) {
      const known = checks[verdict.check];
      if (known?.status === 'failed' && STICKY.has(verdict.check) && verdict.status !== 'failed')
        continue;
      // A check that was reached is not un-reached by a later visit that could not judge it.
      if (known && known.status !== 'not-tried' && verdict.status === 'not-tried') continue;
      checks[verdict.check] = { ...verdict, era, at };
    }
    this.store.set({ ...this.store.getState(), checks });
  }
}
