import type {
  AcceptOutcome,
  Elicitation,
  ElicitationRenderer,
  ElicitResult,
  FieldError,
  RenderContext,
} from '@elicitkit/core';
import { acceptResult } from '@elicitkit/core';
import type { AnswerSource } from './errors.js';
import { RendererError } from './errors.js';
import { normalizeElicitation } from './normalizeElicitation.js';
import type { QuestionBudget } from './questionBudget.js';
import type { QuestionLock } from './questionLock.js';
import { acquireTurn } from './questionLock.js';
import type { AbortLike } from './questionSignal.js';
import { QuestionSignal } from './questionSignal.js';

/** What the loop hands a renderer: core's RenderContext, always with its attempt number. */
export type ClientRenderContext = RenderContext & { attempt: number };

export interface AskOptions {
  renderer: ElicitationRenderer;
  /** `elicitation/create` params as the server sent them (either era, either mode). */
  params: unknown;
  context: Omit<RenderContext, 'signal'>;
  /**
   * Aborting resolves the ask with cancel, whether or not the renderer honours the signal. A
   * QuestionSignal reaches the renderer as its `signal`, made only if the renderer reads it.
   */
  signal: AbortSignal | QuestionSignal;
  /** The connection's question budget: every path's questions count against the same one. */
  budget: QuestionBudget;
  /** One question on screen at a time: waited for after the budget admitted the question. */
  lock?: QuestionLock;
  onAttempt?: (elicitation: Elicitation, attempt: number) => void;
}

// A renderer that keeps answering with content the form rejects is broken; asking a third time
// would loop forever, so the second bad answer fails the call.
const MAX_ATTEMPTS = 2;

/**
 * Shows one elicitation and returns the answer to send: decline/cancel as is, URL accept without
 * content, form accept only with content that core's validator accepts (coerced as it returns it).
 * Every path's questions come through here: past the connection's budget a question is answered
 * cancel before it is read, waits for its turn, or reaches the renderer.
 */
export async function askRenderer(options: AskOptions): Promise<ElicitResult> {
  // Refused before the lock, so a flood of refused questions never queues (memory stays flat).
  if (!options.budget.admit()) return { action: 'cancel' };
  const signal = options.signal;
  const release = options.lock ? await acquireTurn(options.lock, signal) : noTurn;
  if (!release) return { action: 'cancel' };
  try {
    // The person may have said stop while this question waited: it is refused, unseen.
    if (options.budget.stopped) return { action: 'cancel' };
    return await ask(options);
  } finally {
    release();
  }
}

const noTurn = () => undefined;

async function ask(options: AskOptions): Promise<ElicitResult> {
  const elicitation = normalizeElicitation(options.params);
  const signal = options.signal;
  const stopAsking = options.budget.stop;
  let errors: FieldError[] | undefined;
  for (let attempt = 1; ; attempt++) {
    options.onAttempt?.(elicitation, attempt);
    const context: ClientRenderContext =
      signal instanceof QuestionSignal
        ? {
            ...options.context,
            get signal() {
              return signal.signal;
            },
            stopAsking,
            attempt,
            ...(errors !== undefined && { errors }),
          }
        : {
            ...options.context,
            signal,
            stopAsking,
            attempt,
            ...(errors !== undefined && { errors }),
          };
    const answer = await untilAborted(() => options.renderer(elicitation, context), signal);
    if (answer === ABORTED) return { action: 'cancel' };
    const checked = checkAnswer(elicitation, answer);
    if (checked.ok) return checked.result;
    if (attempt >= MAX_ATTEMPTS)
      throw new RendererError({ code: 'invalid-content', errors: checked.errors });
    errors = checked.errors;
  }
}

/** The loop's one check of an answer (also the bridge's, for answers from another process). */
export function checkAnswer(elicitation: Elicitation, answer: unknown): AcceptOutcome {
  const action =
    typeof answer === 'object' && answer !== null
      ? (answer as { action?: unknown }).action
      : undefined;
  if (action === 'decline' || action === 'cancel') return { ok: true, result: { action } };
  if (action !== 'accept') {
    return {
      ok: false,
      errors: [
        {
          field: '',
          msg: { key: 'error.invalidAnswer' },
          message: 'The answer must be an ElicitResult with action accept, decline or cancel.',
          keyword: 'type',
        },
      ],
    };
  }
  // URL mode: accept means "consented and opened"; it never carries content.
  if (elicitation.mode === 'url') return { ok: true, result: { action: 'accept' } };
  return acceptResult(elicitation.form, (answer as { content?: unknown }).content ?? {});
}

const ABORTED = Symbol('aborted');

function threw(cause: unknown, source: AnswerSource = 'renderer'): RendererError {
  return new RendererError(
    source === 'renderer'
      ? { code: 'renderer-failed', cause }
      : { code: 'handler-failed', source, cause },
  );
}

// One listener and one promise: the renderer's answer or the abort, whichever comes first.
function untilAborted<T>(
  run: () => Promise<T>,
  signal: AbortLike,
  source?: AnswerSource,
): Promise<T | typeof ABORTED> {
  if (signal.aborted) return Promise.resolve(ABORTED);
  let pending: Promise<T>;
  try {
    pending = Promise.resolve(run());
  } catch (error) {
    return Promise.reject(threw(error, source));
  }
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(ABORTED);
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        // An answer that settled as the signal aborted (a renderer resolving from its own abort
        // listener) lost the race: the request was withdrawn, so it is cancel.
        resolve(signal.aborted ? ABORTED : value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        // A renderer that rejects after the abort has nothing left to report.
        if (signal.aborted) resolve(ABORTED);
        else reject(threw(error, source));
      },
    );
  });
}

/** Runs a host handler (sampling, roots) under the same abort rule as a renderer. */
export async function runHandler<T>(
  source: Exclude<AnswerSource, 'renderer'>,
  run: () => Promise<T>,
  signal: AbortSignal,
): Promise<T | undefined> {
  const result = await untilAborted(run, signal, source);
  return result === ABORTED ? undefined : result;
}
