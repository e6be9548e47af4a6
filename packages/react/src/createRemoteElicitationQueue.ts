import type { BridgeEvent, ClosedState, ElicitationEnvelope, ElicitResult } from '@elicitkit/core';
import { ENVELOPE_FORMAT, envelopeRenderContext } from '@elicitkit/core';
import type {
  AnswerDelivery,
  ElicitationQueue,
  PendingElicitation,
} from './createElicitationQueue.js';
import { queueOn } from './createElicitationQueue.js';
import { createPendingList, nextPendingId } from './pendingList.js';

export interface RemoteElicitationSource {
  /**
   * The owner's questions as they are asked and closed (e.g. from an EventSource). Open
   * questions are sent again on every (re)connect: an envelope already shown is not shown twice.
   */
  events: (listener: (event: BridgeEvent) => void) => () => void;
  /**
   * Sends the person's answer to the server (e.g. a POST). Rejects with `ClosedOnServer` when
   * the server refuses it because the question is no longer open (answered in another tab or
   * replica, expired, withdrawn; with `@elicitkit/client/bridge`, the refusal's `closed`:
   * `readAnswerResponse(await fetch(…))` does this): the question leaves the page, recorded as
   * closed there.
   * Any other rejection (no network, a 5xx) means the answer did not arrive: the question is
   * shown again with that answer in it, and says it was not sent.
   */
  respond: (id: string, result: ElicitResult) => Promise<unknown>;
}

/**
 * Why a question left the page without this page's answer counting: the server closed it
 * (answered in another tab, expired, withdrawn), told by its events or by `respond` refusing
 * the answer. As an abort reason, `<ElicitationHost>` records that, not a cancel of its own.
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

/** A question of the server's on the page: its current showing and how to take it away. */
interface Shown {
  item: PendingElicitation;
  controller: AbortController;
}

/**
 * An ElicitationQueue fed by a server's bridge: each envelope is shown through the same list
 * `<ElicitationHost>` reads, and the person's answer goes back through `respond`; the question
 * stays until the server has it. A question closed on the server (answered in another tab,
 * expired, withdrawn) leaves the page without an answer being sent, and so does everything shown
 * when the queue is detached or its host goes away: only the person's own accept, decline or
 * cancel is ever sent. An answer that did not arrive is never lost: the question is shown again
 * in its place with that answer in it. `renderer` asks locally, on the same list.
 */
export function createRemoteElicitationQueue(
  source: RemoteElicitationSource,
): RemoteElicitationQueue {
  const list = createPendingList();
  const local = queueOn(list);
  const shown = new Map<string, Shown>();
  /** Closed on the server, and how: never shown again, whatever arrives late. */
  const closed = new Map<string, ClosedState>();
  let detached = false;

  const show = (envelope: ElicitationEnvelope, undelivered?: ElicitResult) => {
    const { id } = envelope;
    const before = shown.get(id);
    if (detached || closed.has(id) || (before && !undelivered)) return;
    const controller = new AbortController();
    const context = envelopeRenderContext(envelope, controller.signal);
    let delivery: Promise<AnswerDelivery> | undefined;
    const leave = (): void => {
      if (shown.get(id)?.item === item) shown.delete(id);
      list.remove(item);
    };
    const post = async (result: ElicitResult): Promise<AnswerDelivery> => {
      try {
        await source.respond(id, result);
        closed.set(id, 'answered');
        leave();
        return { status: 'delivered' };
      } catch (error) {
        const state = error instanceof ClosedOnServer ? error.state : closed.get(id);
        if (state) {
          closed.set(id, state);
          leave();
          return { status: 'closed', state };
        }
        if (detached) return { status: 'dropped' };
        // Not taken, for a reason that may pass: shown again in its place, the answer kept.
        show(envelope, result);
        return { status: 'undelivered' };
      }
    };
    const item: PendingElicitation = {
      id: nextPendingId(),
      request: envelope.request,
      context,
      ...(undelivered && { undelivered }),
      deliver(result) {
        delivery ??= (() => {
          const { reason } = controller.signal;
          // Taken away before the answer (closed on the server, or the queue let go): not sent.
          if (controller.signal.aborted) {
            leave();
            return Promise.resolve<AnswerDelivery>(
              reason instanceof ClosedOnServer
                ? { status: 'closed', state: reason.state }
                : { status: 'dropped' },
            );
          }
          return post(result);
        })();
        return delivery;
      },
      resolve(result) {
        void item.deliver?.(result);
      },
    };
    shown.set(id, { item, controller });
    list.add(item, before?.item);
  };

  const onEvent = (event: BridgeEvent) => {
    if (event.type === 'asked') {
      if (event.envelope?.format === ENVELOPE_FORMAT) show(event.envelope);
      return;
    }
    closed.set(event.id, event.state);
    const current = shown.get(event.id);
    if (!current) return;
    shown.delete(event.id);
    // Unanswered, the form answers the abort and its host records the close; an answer on its
    // way is settled by the server's reply (refused as closed, or taken if it won the race).
    current.controller.abort(new ClosedOnServer(event.state));
    list.remove(current.item);
  };

  const stop = source.events(onEvent);
  const leaveAll = () => {
    detached = true;
    for (const { item, controller } of shown.values()) {
      controller.abort();
      list.remove(item);
    }
    shown.clear();
  };

  return {
    renderer: local.renderer,
    getSnapshot: list.getSnapshot,
    subscribe: list.subscribe,
    ...(local.notices && { notices: local.notices }),
    // The host going away is not the person's answer: the server keeps its questions.
    cancelAll() {
      leaveAll();
      local.cancelAll();
    },
    detach() {
      leaveAll();
      stop();
    },
  };
}
