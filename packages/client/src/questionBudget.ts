import type { ElicitationRenderer, ServerIdentity } from '@elicitkit/core';
import { budgetExhaustedNotice } from '@elicitkit/core';

/**
 * How many questions one server may put to the person in one session (one connection, one
 * attachment or one handler). A person can judge a few dozen questions; a server asking more is
 * flooding, and each further question would still cost them a decision.
 */
export const DEFAULT_QUESTION_BUDGET = 50;

/** Why a server's further questions are refused. */
export interface BudgetExhaustedEvent {
  /** The server, as the host configured it (trusted) and as it reported itself. */
  server: ServerIdentity;
  /** `limit`: it asked more than `questionBudget`; `person`: the person said stop on a question. */
  reason: 'limit' | 'person';
  /** The budget in force. */
  limit: number;
  /** Questions let through before the refusals began. */
  asked: number;
}

/** What hosts set, on `connect()`, an adapter or a handler. */
export interface QuestionBudgetOptions {
  /**
   * At most this many questions from this server reach the renderer in this session, whatever
   * path they take (2025 pushes in, between or across calls, 2026 rounds, URL-required, tasks).
   * Past it each further question is answered `cancel` unseen. Default `DEFAULT_QUESTION_BUDGET`
   * (50); `Infinity` turns it off.
   */
  questionBudget?: number;
  /** Called once, when the server's questions start being refused (see `BudgetExhaustedEvent`). */
  onBudgetExhausted?: (event: BudgetExhaustedEvent) => void;
}

export interface QuestionBudget {
  /**
   * Counts one question and says whether it may be shown. Called before the question waits for
   * its turn, so refused questions never queue. The first refusal tells the person (the
   * renderer's `notify`) and, past the limit, the host.
   */
  admit(): boolean;
  /** The person said "stop asking": every later question is refused. */
  stop(): void;
  /**
   * True once the person said stop: a question admitted before that but still waiting for its
   * turn is refused when its turn comes, not shown.
   */
  readonly stopped: boolean;
}

export function createQuestionBudget(
  renderer: ElicitationRenderer,
  server: () => ServerIdentity,
  options: QuestionBudgetOptions = {},
): QuestionBudget {
  const limit = options.questionBudget ?? DEFAULT_QUESTION_BUDGET;
  let asked = 0;
  let stopped = false;
  let told = false;
  let hostTold = false;
  const tellHost = (reason: BudgetExhaustedEvent['reason']) => {
    if (hostTold) return;
    hostTold = true;
    options.onBudgetExhausted?.({ server: server(), reason, limit, asked });
  };
  return {
    admit() {
      if (!stopped && asked < limit) {
        asked++;
        return true;
      }
      if (!told) {
        told = true;
        tellHost('limit');
        try {
          renderer.notify?.(budgetExhaustedNotice(server()));
        } catch {
          // A notice that fails to show must not turn a refusal into an error to the server.
        }
      }
      return false;
    },
    stop() {
      stopped = true;
      tellHost('person');
    },
    get stopped() {
      return stopped;
    },
  };
}

/** The budget options a host gave, passed on as given (an absent one stays absent). */
export function budgetOptions(options: QuestionBudgetOptions): QuestionBudgetOptions {
  return {
    ...(options.questionBudget !== undefined && { questionBudget: options.questionBudget }),
    ...(options.onBudgetExhausted && { onBudgetExhausted: options.onBudgetExhausted }),
  };
}
