import type { ClosedState, Elicitation, ElicitResult, RenderContext } from '@elicitkit/core';

/**
 * How an answer given through `PendingElicitation.deliver` fared. `delivered`: the server has
 * it. `closed`: refused because the question had closed on the server (how is `state`); nothing
 * from here counts, and the request left. `undelivered`: it did not arrive (no network, a server
 * error): the request is shown again with that answer (`PendingElicitation.undelivered`).
 * `dropped`: nothing was sent, as the queue let go of the request (its host went away).
 */
export type AnswerDelivery =
  | { status: 'delivered' }
  | { status: 'closed'; state: ClosedState }
  | { status: 'undelivered' }
  | { status: 'dropped' };

/** A request waiting for (or being shown to) the person. */
export interface PendingElicitation {
  /**
   * Unique across all queues, so a host switched to another queue cannot take a new request for
   * one it has already seen; increases in arrival order.
   */
  readonly id: number;
  readonly request: Elicitation;
  readonly context: RenderContext;
  /** Answers the request (the first answer wins) and removes it from the queue. */
  resolve(result: ElicitResult): void;
  /**
   * Present where an answer still has to travel before it counts (a remote queue posts it to
   * its server): answers like `resolve`, and settles with how that went; the request stays
   * in the queue until then. A host records what happened from the outcome, not the click.
   */
  deliver?(result: ElicitResult): Promise<AnswerDelivery>;
  /**
   * The answer the person gave when this request was last shown, which never reached the
   * server: the form starts from it (nothing typed is lost) and says it was not sent.
   */
  readonly undelivered?: ElicitResult;
}
