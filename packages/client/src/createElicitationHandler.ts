import { createStore } from '@elicitkit/core';
import type {
  ElicitationRenderer,
  ElicitResult,
  ProtocolEra,
  RequestSubject,
  ServerIdentity,
} from '@elicitkit/core';
import { answerElicitation } from './answerElicitation.js';
import { ElicitClientError } from './errors.js';
import type { QuestionBudgetOptions } from './questionBudget.js';
import { createQuestionBudget } from './questionBudget.js';
import type { QuestionLock } from './questionLock.js';
import { createQuestionLock } from './questionLock.js';
import { QuestionSignal } from './questionSignal.js';
import { createUrlCompletions } from './urlCompletions.js';

export interface ElicitationHandlerOptions extends QuestionBudgetOptions {
  /**
   * Who asks, from the host's own configuration (trusted). A function is read per question, so a
   * server's self-reported `serverInfo` can be added as `reportedName` once the handshake is done.
   */
  server: ServerIdentity | (() => ServerIdentity);
  /** The protocol era of the connection; 2025-11-25 (pushed requests) by default. */
  era?: ProtocolEra | (() => ProtocolEra);
  /** What every question of this handler belongs to, when the host knows it. */
  subject?: RequestSubject;
  /**
   * Shared by every handler that draws on one screen (several servers, one terminal): questions
   * wait here one at a time. Each handler has its own by default.
   */
  lock?: QuestionLock;
  /**
   * Told why a question was answered `cancel` without the person's say: a renderer that failed, or
   * two answers in a row that did not fit the form. Nothing of such an answer reaches the server.
   */
  onError?: (error: ElicitClientError) => void;
}

export interface ElicitationCallContext {
  /** Aborts when the server withdraws the request or the host's call is cancelled: answers cancel. */
  signal?: AbortSignal;
  /** The request's key (a JSON-RPC id or a 2026 `inputRequests` key), passed as `inputKey`. */
  key?: string;
  /** This question's subject (overrides the handler's). */
  subject?: RequestSubject;
  /** This question's era (overrides the handler's). */
  era?: ProtocolEra;
}

export interface ElicitationHandler {
  /** Answers one `elicitation/create` (its params, either era, either mode). Never rejects with content. */
  (params: unknown, context?: ElicitationCallContext): Promise<ElicitResult>;
  /**
   * `notifications/elicitation/complete`: closes the URL prompt with this id only while it is open
   * and only once the person opened the page (the renderer decides); anything else is ignored.
   */
  complete(elicitationId: string): void;
  /** Questions of this handler shown or waiting (for its lock). */
  readonly pending: number;
  /** Called with `pending` whenever it changes (a human-time timer pauses on it). */
  subscribe(listener: (pending: number) => void): () => void;
}

/**
 * elicitkit's answer to a pushed question for a host that owns its MCP client: what the loop of
 * `connect()` does per push (the same code), on any library's handler. Normalised with text
 * safety, one question at a time, validated before it is returned, asked again once with the
 * errors (`attempt: 2`), `cancel` after a second bad answer or on abort; the identity shown is the
 * host's, the server's name only as self-reported.
 */
export function createElicitationHandler(
  renderer: ElicitationRenderer,
  options: ElicitationHandlerOptions,
): ElicitationHandler {
  return createQuestionHandler(renderer, options).handler;
}

/** What `ask` takes besides its signal. */
export type QuestionContext = Omit<ElicitationCallContext, 'signal'>;

/**
 * The handler, and for the adapters `ask`: the same answer to one question, taking a
 * QuestionSignal (its AbortSignal made only if the renderer reads it) instead of an AbortSignal.
 */
export function createQuestionHandler(
  renderer: ElicitationRenderer,
  options: ElicitationHandlerOptions,
): {
  handler: ElicitationHandler;
  ask(
    params: unknown,
    context: QuestionContext,
    signal: AbortSignal | QuestionSignal,
  ): Promise<ElicitResult>;
} {
  const lock = options.lock ?? createQuestionLock();
  const urlCompletions = createUrlCompletions();
  const server =
    typeof options.server === 'function' ? options.server : () => options.server as ServerIdentity;
  // One budget per handler: a handler answers one server's connection (an attachment, a config).
  const budget = createQuestionBudget(renderer, () => trustedIdentity(server()), options);
  const era = (): ProtocolEra =>
    (typeof options.era === 'function' ? options.era() : options.era) ?? '2025-11-25';

  const pending = createStore(0);
  const count = (delta: number) => pending.set(pending.getState() + delta);

  const ask = async (
    params: unknown,
    context: QuestionContext,
    signal: AbortSignal | QuestionSignal,
  ): Promise<ElicitResult> => {
    count(1);
    try {
      const subject = context.subject ?? options.subject;
      return await answerElicitation({
        renderer,
        params,
        server: trustedIdentity(server()),
        era: context.era ?? era(),
        signal,
        budget,
        lock,
        urlCompletions,
        ...(subject && { subject }),
        ...(context.key !== undefined && { inputKey: context.key }),
      });
    } catch (error) {
      if (!(error instanceof ElicitClientError)) throw error;
      options.onError?.(error);
      return { action: 'cancel' } satisfies ElicitResult;
    } finally {
      count(-1);
    }
  };
  const handler = (params: unknown, context: ElicitationCallContext = {}) =>
    // No signal: nothing can abort the question, and its renderer's signal is made only if read.
    ask(params, context, context.signal ?? new QuestionSignal([]));
  const methods = Object.defineProperties(handler, {
    complete: { value: (elicitationId: string) => urlCompletions.complete(elicitationId) },
    pending: { get: pending.getState },
    subscribe: { value: pending.subscribe },
  }) as ElicitationHandler;
  return { handler: methods, ask };
}

/** Only the four identity fields reach a renderer: nothing else a caller spread in rides along. */
function trustedIdentity(identity: ServerIdentity): ServerIdentity {
  return {
    trustedId: identity.trustedId,
    ...(identity.trustedUrl !== undefined && { trustedUrl: identity.trustedUrl }),
    ...(identity.reportedName !== undefined && { reportedName: identity.reportedName }),
    ...(identity.reportedVersion !== undefined && { reportedVersion: identity.reportedVersion }),
  };
}
