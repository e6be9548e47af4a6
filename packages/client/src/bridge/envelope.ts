import type { Elicitation, ElicitResult, RenderContext } from '@elicitkit/core';

export const ENVELOPE_FORMAT = 'elicitkit.elicitation/1';

/**
 * Who is asking, as the page may show it. `trusted` comes from the host's configuration;
 * `selfReported` is what the server says about itself (display only), kept apart so a page
 * never shows a server's name as the host's.
 */
export interface EnvelopeIdentity {
  trusted: { id: string; url?: string };
  selfReported: { name?: string; version?: string };
}

/** The parts of the loop's RenderContext that are plain data (its signals cannot cross a process). */
export type EnvelopeContextKey =
  | 'era'
  | 'round'
  | 'totalRounds'
  | 'inputKey'
  | 'attempt'
  | 'errors'
  | 'subject'
  | 'task'
  | 'shownBefore';

/**
 * One question, as plain JSON, for a page in another process: the normalised request (already
 * display-safe), who asks, and until when it may be answered. Everything the loop's
 * RenderContext carries except its signals, which do not cross a process.
 */
export interface ElicitationEnvelope extends Pick<RenderContext, EnvelopeContextKey> {
  format: typeof ENVELOPE_FORMAT;
  /** Random and unguessable: the only handle a page answers with. */
  id: string;
  /** The host's id for the person (session) allowed to see and answer it. */
  owner: string;
  request: Elicitation;
  identity: EnvelopeIdentity;
  /** ms since the epoch. */
  createdAt: number;
  /** ms since the epoch: after it the question is answered `cancel`. */
  expiresAt: number;
}

/** How a question stopped being open. */
export type ClosedState = 'answered' | 'expired' | 'withdrawn';

/** What a page is told: a question to show, or one to take away (answered elsewhere, expired, withdrawn). */
export type BridgeEvent =
  | { type: 'asked'; envelope: ElicitationEnvelope }
  | { type: 'closed'; id: string; owner: string; state: ClosedState };

/** What the store relays between processes: a closed question carries its result to the process waiting for it. */
export type StoreEvent =
  | { type: 'asked'; envelope: ElicitationEnvelope }
  | { type: 'closed'; id: string; owner: string; state: ClosedState; result?: ElicitResult };
