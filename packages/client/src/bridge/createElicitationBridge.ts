import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type {
  Elicitation,
  ElicitationRenderer,
  ElicitResult,
  RenderContext,
  BridgeEvent,
  ElicitationEnvelope,
} from '@elicitkit/core';
import { cancelResult, ENVELOPE_CONTEXT_KEYS, ENVELOPE_FORMAT } from '@elicitkit/core';
import { checkAnswer } from '../askRenderer.js';
import { BridgeError } from './bridgeError.js';
import type { BridgeStore, StoreEvent } from './bridgeStore.js';
import { createMemoryBridgeStore } from './bridgeStore.js';

export interface ElicitationBridgeOptions {
  /** How long a question waits for its answer; then the server gets `cancel`. */
  ttlMs: number;
  /** Where pending questions live: this process's memory by default. */
  store?: BridgeStore;
  now?: () => number;
}

export interface ElicitationBridge {
  /** A renderer for the loop: asks on behalf of the owner set by `runAs`. */
  readonly renderer: ElicitationRenderer;
  /** A renderer bound to one owner (one connection per session). */
  rendererFor(owner: string): ElicitationRenderer;
  /** Runs `fn` so that `renderer` asks on behalf of `owner` (across its awaits). */
  runAs<T>(owner: string, fn: () => T): T;
  /** The owner's open questions, oldest first (what a page shows after a reload). */
  pending(owner: string): Promise<ElicitationEnvelope[]>;
  /**
   * Answers one question, checked against its form with core's validator. Refused with a
   * BridgeError (and nothing changed) when the id is unknown, another owner's, already answered,
   * expired or withdrawn, or the answer does not fit. Resolves with the result sent.
   */
  respond(id: string, result: unknown, owner: string): Promise<ElicitResult>;
  /** Questions asked of and closed for one owner, as they happen; returns the unsubscribe. */
  subscribe(owner: string, listener: (event: BridgeEvent) => void): () => void;
  /** Cancels every question this process holds and stops listening to the store. */
  close(): Promise<void>;
}

const CLOSED_WORDS = {
  answered: 'This question was already answered.',
  expired: 'This question expired; the server was told it was cancelled.',
  withdrawn: 'This question was withdrawn (its call was cancelled).',
} as const;

function envelopeFor(
  id: string,
  owner: string,
  request: Elicitation,
  context: RenderContext,
  createdAt: number,
  ttlMs: number,
): ElicitationEnvelope {
  const { server } = context;
  return {
    format: ENVELOPE_FORMAT,
    id,
    owner,
    request,
    identity: {
      trusted: { id: server.trustedId, ...(server.trustedUrl && { url: server.trustedUrl }) },
      selfReported: {
        ...(server.reportedName !== undefined && { name: server.reportedName }),
        ...(server.reportedVersion !== undefined && { version: server.reportedVersion }),
      },
    },
    era: context.era,
    ...Object.fromEntries(
      ENVELOPE_CONTEXT_KEYS.filter((key) => context[key] !== undefined).map((key) => [
        key,
        context[key],
      ]),
    ),
    createdAt,
    expiresAt: createdAt + ttlMs,
  };
}

/**
 * Puts questions from a server-side MCP client in front of a person in a browser: each question
 * becomes a JSON envelope the host sends to the owner's pages (`subscribe`, `pending`), and the
 * page's answer comes back through `respond`, validated here, on the server, before the loop
 * sends it. Unanswered questions answer `cancel` when their time runs out.
 */
export function createElicitationBridge(options: ElicitationBridgeOptions): ElicitationBridge {
  const { ttlMs } = options;
  if (!(ttlMs > 0)) throw new TypeError('createElicitationBridge() needs a positive ttlMs.');
  const now = options.now ?? Date.now;
  const store = options.store ?? createMemoryBridgeStore({ now });
  const ownerContext = new AsyncLocalStorage<string>();
  /** Questions this process's loop waits on: id → how to settle them. */
  const held = new Map<string, (result: ElicitResult) => void>();
  const subscribers = new Map<string, Set<(event: BridgeEvent) => void>>();

  const onStoreEvent = (event: StoreEvent) => {
    if (event.type === 'closed') held.get(event.id)?.(event.result ?? cancelResult());
    const owner = event.type === 'asked' ? event.envelope.owner : event.owner;
    const listeners = subscribers.get(owner);
    if (!listeners) return;
    const visible: BridgeEvent =
      event.type === 'asked'
        ? event
        : { type: 'closed', id: event.id, owner: event.owner, state: event.state };
    for (const listener of [...listeners]) listener(visible);
  };
  const unwatch = store.watch(onStoreEvent);

  const ask =
    (owner: string): ElicitationRenderer =>
    (request, context) =>
      new Promise<ElicitResult>((settle, fail) => {
        const { signal } = context;
        if (signal.aborted) return settle(cancelResult());
        const id = randomUUID();
        const envelope = envelopeFor(id, owner, request, context, now(), ttlMs);
        let done = false;
        const finish = (result: ElicitResult) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          held.delete(id);
          settle(result);
        };
        // Expiry and withdrawal go through the store, so every page (and replica) hears of them.
        const closeAs = (state: 'expired' | 'withdrawn') =>
          store.close(id, state).catch(() => false);
        const onAbort = () => {
          finish(cancelResult());
          void closeAs('withdrawn');
        };
        const timer = setTimeout(() => {
          void closeAs('expired').then(() => finish(cancelResult()));
        }, ttlMs);
        held.set(id, finish);
        signal.addEventListener('abort', onAbort, { once: true });
        store.add(envelope).catch((error: unknown) => {
          if (done) return;
          finish(cancelResult());
          fail(
            new BridgeError('store-failed', 'The question could not be stored.', { cause: error }),
          );
        });
      });

  const renderer: ElicitationRenderer = (request, context) => {
    const owner = ownerContext.getStore();
    if (owner === undefined)
      return Promise.reject(
        new BridgeError('no-owner', 'bridge.renderer was called outside bridge.runAs(owner, …).'),
      );
    return ask(owner)(request, context);
  };

  const read = async (id: string) => {
    try {
      return await store.get(id);
    } catch (error) {
      throw new BridgeError('store-failed', 'The question could not be read.', { cause: error });
    }
  };

  return {
    renderer,
    rendererFor: ask,
    runAs: (owner, fn) => ownerContext.run(owner, fn),
    async pending(owner) {
      const open = await store.open(owner);
      const at = now();
      return open.filter((envelope) => envelope.expiresAt > at);
    },
    async respond(id, result, owner) {
      const stored = await read(id);
      if (!stored) throw new BridgeError('unknown-question', 'There is no question with this id.');
      if (stored.owner !== owner)
        throw new BridgeError('foreign-owner', 'This question was asked of someone else.');
      if (stored.state !== 'open') throw new BridgeError(stored.state, CLOSED_WORDS[stored.state]);
      if (stored.envelope.expiresAt <= now()) {
        await store.close(id, 'expired').catch(() => false);
        throw new BridgeError('expired', CLOSED_WORDS.expired);
      }
      const checked = checkAnswer(stored.envelope.request, result);
      if (!checked.ok)
        throw new BridgeError('invalid-answer', 'The answer does not fit the form.', {
          errors: checked.errors,
        });
      let closed: boolean;
      try {
        closed = await store.close(id, 'answered', checked.result);
      } catch (error) {
        throw new BridgeError('store-failed', 'The answer could not be stored.', { cause: error });
      }
      if (!closed) {
        // Lost a race (another tab, or the expiry): say what won.
        const state = (await read(id))?.state;
        const code = state === 'expired' || state === 'withdrawn' ? state : 'answered';
        throw new BridgeError(code, CLOSED_WORDS[code]);
      }
      return checked.result;
    },
    subscribe(owner, listener) {
      let listeners = subscribers.get(owner);
      if (!listeners) subscribers.set(owner, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) subscribers.delete(owner);
      };
    },
    async close() {
      const ids = [...held.keys()];
      for (const id of ids) held.get(id)?.(cancelResult());
      await Promise.all(ids.map((id) => store.close(id, 'withdrawn').catch(() => false)));
      unwatch();
    },
  };
}
