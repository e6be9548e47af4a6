// The bridge's wire contract (@elicitkit/client/bridge on the server, useRemoteElicitationQueue in
// @elicitkit/react on the page): one home, so both sides agree on every field.
import type { Elicitation } from './normalizeRequest.js';
import type { RenderContext } from './renderer.js';

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

/** Every plain-data RenderContext key an envelope carries. */
export const ENVELOPE_CONTEXT_KEYS = [
  'round',
  'totalRounds',
  'inputKey',
  'attempt',
  'errors',
  'subject',
  'task',
  'shownBefore',
] as const satisfies readonly EnvelopeContextKey[];

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

/** Every ClosedState, for reading one off the wire. */
const CLOSED_STATES = [
  'answered',
  'expired',
  'withdrawn',
] as const satisfies readonly ClosedState[];

/**
 * What a host's answer endpoint sends back when it refuses a page's answer (the JSON body):
 * the bridge's error code and, when the refusal is because the question is no longer open,
 * how it closed. A page takes a question with `closed` down (no retry can succeed) and keeps any
 * other refused answer on screen. Decide on `closed`, never on the code's or a message's text.
 */
export interface AnswerRefusal {
  code: string;
  closed?: ClosedState;
  /** Why, in English, for logs; a page shows the catalogue's words for `closed` instead. */
  message?: string;
}

/** The `closed` of a refusal body read off the wire, when it carries a valid one. */
export function closedStateOfRefusal(body: unknown): ClosedState | undefined {
  if (typeof body !== 'object' || body === null || !('closed' in body)) return undefined;
  const { closed } = body;
  return CLOSED_STATES.find((state) => state === closed);
}

/** What a page is told: a question to show, or one to take away (answered elsewhere, expired, withdrawn). */
export type BridgeEvent =
  | { type: 'asked'; envelope: ElicitationEnvelope }
  | { type: 'closed'; id: string; owner: string; state: ClosedState };

/** The RenderContext a page renders an envelope with: identity mapped back, a signal of its own. */
export function envelopeRenderContext(
  envelope: ElicitationEnvelope,
  signal: AbortSignal,
): RenderContext {
  const { trusted, selfReported } = envelope.identity;
  const context: RenderContext = {
    server: {
      trustedId: trusted.id,
      ...(trusted.url !== undefined && { trustedUrl: trusted.url }),
      ...(selfReported.name !== undefined && { reportedName: selfReported.name }),
      ...(selfReported.version !== undefined && { reportedVersion: selfReported.version }),
    },
    era: envelope.era,
    signal,
  };
  for (const key of ENVELOPE_CONTEXT_KEYS) {
    if (envelope[key] !== undefined) Object.assign(context, { [key]: envelope[key] });
  }
  return context;
}
