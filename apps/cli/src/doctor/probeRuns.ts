import { randomBytes } from 'node:crypto';
import type { Asked, Probe, ProbeRound } from './probe.js';

/** A 2026-07-28 call between rounds: what was asked, what came back, what to expect echoed. */
export interface ProbeRun {
  readonly probe: Probe;
  readonly done: ProbeRound[];
  asked: readonly Asked[];
  /** The exact requestState sent with the open round. */
  state: string;
  /** The JSON-RPC id of the request that received it. */
  lastId: string | number;
}

const NONCE = /[0-9a-f]{24}/;
const MAX_RUNS = 200;

/**
 * Calls in flight under 2026-07-28, by the nonce inside their requestState. The state itself is
 * written to be easy to damage (quotes, a backslash, letters beyond ASCII, a trailing space), so a
 * client that parses, trims or re-encodes it is caught; the nonce is still found to go on.
 */
export class ProbeRuns {
  private readonly runs = new Map<string, ProbeRun>();

  start(probe: Probe, asked: readonly Asked[], id: string | number): ProbeRun {
    if (this.runs.size >= MAX_RUNS) {
      const oldest = this.runs.keys().next().value;
      if (oldest !== undefined) this.runs.delete(oldest);
    }
    const nonce = randomBytes(12).toString('hex');
    const run: ProbeRun = { probe, done: [], asked, state: stateFor(nonce, 1), lastId: id };
    this.runs.set(nonce, run);
    return run;
  }

  find(received: unknown): ProbeRun | undefined {
    const nonce = typeof received === 'string' ? NONCE.exec(received)?.[0] : undefined;
    return nonce === undefined ? undefined : this.runs.get(nonce);
  }

  next(run: ProbeRun, asked: readonly Asked[], id: string | number): void {
    const nonce = NONCE.exec(run.state)?.[0] ?? '';
    run.asked = asked;
    run.state = stateFor(nonce, run.done.length + 1);
    run.lastId = id;
  }

  end(run: ProbeRun): void {
    const nonce = NONCE.exec(run.state)?.[0];
    if (nonce !== undefined) this.runs.delete(nonce);
  }
}

const stateFor = (nonce: string, round: number): string =>
  `elicitkit-doctor/${nonce}/${round} "ü 🩺" +/= \\ `;
