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
import {
  cancelResult,
  ENVELOPE_CONTEXT_KEYS,
  ENVELOPE_FORMAT,
  PROTOCOL_2026,
} from '@elicitkit/core';
import { checkAnswer } from '../askRenderer.js';
import { callSnapshotFor } from '../callSnapshots.js';
import type { ToolCallSnapshot } from '../snapshot.js';
import { BridgeError } from './bridgeError.js';
import type { BridgeStore, CloseOutcome, StoreEvent } from './memoryBridgeStore.js';
import { createMemoryBridgeStore } from './memoryBridgeStore.js';

export interface ElicitationBridgeOptions {
  /** How long a question waits for its answer; then the server gets `cancel`. */
  ttlMs: number;
  /** Where pending questions live: this process's memory by default. */
  store?: BridgeStore;
  /**
   * Sends an answer for a call whose holder is gone (another replica that stopped): a
   * 2026-07-28 question is parked with its call's snapshot, and `snapshot` is that snapshot with
   * the answer in it. Continue it on a connection of yours, e.g.
   * `resumeToolCall(await clientFor(owner), snapshot)`, and keep its result where the owner will
   * find it. Called before `respond` resolves; it should start the call, not wait for its end.
   * Without it, such an answer is refused with `holder-gone`, like a 2025-11-25 push's.
   */
  resume?: (snapshot: ToolCallSnapshot, owner: string) => void | Promise<void>;
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
   * expired or withdrawn, or the answer does not fit. The answer goes to the process whose loop
   * asked (this one or a replica); if that process is gone, a 2026-07-28 question is resumed
   * here (`options.resume`) and a 2025-11-25 push is refused with `holder-gone` (its request
   * lived on that process's stream). Resolves with the result sent.
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

const TAKEN_OVER =
  'This question was answered through another process, which resumed the call; this one sends nothing.';

const HOLDER_GONE =
  'The host process that asked this question has stopped, and the question was pushed over its ' +
  'connection (2025-11-25), so no other process can send the answer; it was withdrawn. Ask again.';

/** The parked call's snapshot, if the question is a 2026-07-28 round's and can be resumed elsewhere. */
function resumableSnapshot(context: RenderContext): ToolCallSnapshot | undefined {
  if (context.era !== PROTOCOL_2026 || context.task || context.inputKey === undefined) return;
  const snapshot = callSnapshotFor(context.signal);
  if (!snapshot || snapshot.task || !snapshot.inputRequests) return;
  return Object.hasOwn(snapshot.inputRequests, context.inputKey) ? snapshot : undefined;
}

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
  /** This process, as the store names the holder of the questions it asks. */
  const holder = randomUUID();
  const ownerContext = new AsyncLocalStorage<string>();
  /** Questions this process's loop waits on: id → how to settle them (an error: send nothing). */
  const held = new Map<string, (outcome: ElicitResult | BridgeError) => void>();
  const subscribers = new Map<string, Set<(event: BridgeEvent) => void>>();

  const onStoreEvent = (event: StoreEvent) => {
    if (event.type === 'delivered') return held.get(event.id)?.(event.result);
    // Closed without an answer for this process: expired or withdrawn ends its wait with cancel;
    // answered means another process took the answer and resumed the call, so this loop sends
    // nothing (the answer was delivered first if this process was reachable).
    if (event.type === 'closed')
      held.get(event.id)?.(
        event.state === 'answered' ? new BridgeError('answered', TAKEN_OVER) : cancelResult(),
      );
    const owner = event.type === 'asked' ? event.envelope.owner : event.owner;
    const listeners = subscribers.get(owner);
    if (!listeners) return;
    const visible: BridgeEvent =
      event.type === 'asked'
        ? event
        : { type: 'closed', id: event.id, owner: event.owner, state: event.state };
    for (const listener of [...listeners]) listener(visible);
  };
  const unwatch = store.watch(holder, onStoreEvent);

  const ask =
    (owner: string): ElicitationRenderer =>
    (request, context) =>
      new Promise<ElicitResult>((settle, fail) => {
        const { signal } = context;
        if (signal.aborted) return settle(cancelResult());
        const id = randomUUID();
        const envelope = envelopeFor(id, owner, request, context, now(), ttlMs);
        let done = false;
        const finish = (outcome: ElicitResult | BridgeError) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          held.delete(id);
          if (outcome instanceof BridgeError) fail(outcome);
          else settle(outcome);
        };
        // Expiry and withdrawal go through the store, so every page (and replica) hears of them.
        const closeAs = (state: 'expired' | 'withdrawn') =>
          store.close({ id, state }).catch(() => ({ outcome: 'not-open' }) as const);
        const onAbort = () => {
          finish(cancelResult());
          void closeAs('withdrawn');
        };
        const timer = setTimeout(() => {
          void closeAs('expired').then(async ({ outcome }) => {
            if (outcome !== 'not-open') return finish(cancelResult());
            // Someone closed it first: an answer through another replica, whose event (the
            // answer delivered here, or "resumed elsewhere") may still be on its way. That event
            // settles this wait; a cancel now would report a decision nobody made.
            const kept = await store.get(id).catch(() => undefined);
            if (kept?.state !== 'answered') finish(cancelResult());
          });
        }, ttlMs);
        held.set(id, finish);
        signal.addEventListener('abort', onAbort, { once: true });
        const resume = resumableSnapshot(context);
        store.add({ envelope, holder, ...(resume && { resume }) }).catch((error: unknown) => {
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
        await store.close({ id, state: 'expired' }).catch(() => undefined);
        throw new BridgeError('expired', CLOSED_WORDS.expired);
      }
      const checked = checkAnswer(stored.envelope.request, result);
      if (!checked.ok)
        throw new BridgeError('invalid-answer', 'The answer does not fit the form.', {
          errors: checked.errors,
        });
      let closed: CloseOutcome;
      try {
        closed = await store.close({
          id,
          state: 'answered',
          result: checked.result,
          canResume: options.resume !== undefined,
        });
      } catch (error) {
        throw new BridgeError('store-failed', 'The answer could not be stored.', { cause: error });
      }
      switch (closed.outcome) {
        case 'not-open': {
          // Lost a race (another tab, or the expiry): say what won.
          const state = (await read(id))?.state;
          const code = state === 'expired' || state === 'withdrawn' ? state : 'answered';
          throw new BridgeError(code, CLOSED_WORDS[code]);
        }
        case 'holder-gone':
          throw new BridgeError('holder-gone', HOLDER_GONE);
        case 'resume': {
          const key = stored.envelope.inputKey ?? '';
          const snapshot: ToolCallSnapshot = {
            ...closed.snapshot,
            answers: { ...closed.snapshot.answers, [key]: checked.result },
          };
          try {
            await options.resume?.(snapshot, owner);
          } catch (error) {
            throw new BridgeError('resume-failed', 'The call could not be resumed here.', {
              cause: error,
            });
          }
          break;
        }
        default:
          break;
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
      await Promise.all(
        ids.map((id) => store.close({ id, state: 'withdrawn' }).catch(() => undefined)),
      );
      unwatch();
    },
  };
}
