import type { BridgeEvent, ClosedState, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';
import { ENVELOPE_FORMAT, envelopeRenderContext } from '@elicitkit/core';
import type { ElicitationQueue } from './createElicitationQueue.js';
import { createElicitationQueue } from './createElicitationQueue.js';

export interface RemoteElicitationSource {
  /**
   * The owner's questions as they are asked and closed (e.g. from an EventSource). Open
   * questions are sent again on every (re)connect: an envelope already shown is not shown twice.
   */
  events: (listener: (event: BridgeEvent) => void) => () => void;
  /** Sends the person's answer to the server (e.g. a POST); a rejection shows the question again. */
  respond: (id: string, result: ElicitResult) => Promise<unknown>;
}

/**
 * The abort reason of a question the server closed without this page answering it (answered in
 * another tab, expired, withdrawn): `<ElicitationHost>` records that, not a cancel of its own.
 */
export class ClosedOnServer extends Error {
  readonly state: ClosedState;
  constructor(state: ClosedState) {
    super(`The question was closed on the server (${state}).`);
    this.name = 'ClosedOnServer';
    this.state = state;
  }
}

export interface RemoteElicitationQueue extends ElicitationQueue {
  /** Stops listening; what is shown leaves the page unanswered (the server still holds it). */
  detach(): void;
}

/**
 * An ElicitationQueue fed by a server's bridge: each envelope is shown through the same queue
 * `<ElicitationHost>` uses, and the person's answer goes back through `respond`. A question
 * closed on the server (answered in another tab, expired, withdrawn) leaves the page without an
 * answer being sent, and so does everything shown when the queue is detached or its host goes
 * away: only the person's own accept, decline or cancel is ever sent.
 */
export function createRemoteElicitationQueue(
  source: RemoteElicitationSource,
): RemoteElicitationQueue {
  const local = createElicitationQueue();
  /** Questions on the page: id → abort (takes it away without answering). */
  const shown = new Map<string, AbortController>();
  /** Closed on the server: never shown again, whatever arrives late. */
  const closed = new Set<string>();
  let detached = false;

  const show = (envelope: ElicitationEnvelope) => {
    const { id } = envelope;
    if (detached || shown.has(id) || closed.has(id)) return;
    const controller = new AbortController();
    shown.set(id, controller);
    void local
      .renderer(envelope.request, envelopeRenderContext(envelope, controller.signal))
      .then(async (result) => {
        if (controller.signal.aborted || detached) return;
        try {
          await source.respond(id, result);
          closed.add(id);
        } catch {
          // Not taken (network, or refused): unless the server closes it, ask again.
          if (shown.get(id) !== controller) return;
          shown.delete(id);
          show(envelope);
          return;
        }
        if (shown.get(id) === controller) shown.delete(id);
      });
  };

  const onEvent = (event: BridgeEvent) => {
    if (event.type === 'asked') {
      if (event.envelope?.format === ENVELOPE_FORMAT) show(event.envelope);
      return;
    }
    closed.add(event.id);
    const controller = shown.get(event.id);
    shown.delete(event.id);
    controller?.abort(new ClosedOnServer(event.state));
  };

  const stop = source.events(onEvent);
  const leave = () => {
    detached = true;
    for (const controller of shown.values()) controller.abort();
    shown.clear();
  };

  return {
    renderer: local.renderer,
    getSnapshot: local.getSnapshot,
    subscribe: local.subscribe,
    // The host going away is not the person's answer: the server keeps the question.
    cancelAll: leave,
    detach() {
      leave();
      stop();
    },
  };
}
