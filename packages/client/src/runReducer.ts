import type { InputRequest, ProtocolEra } from '@elicitkit/core';
import type { AuthorizeReason } from './auth/authorizationError.js';
import { AuthorizationError } from './auth/authorizationError.js';
import { MAX_SIGN_INS_PER_REQUEST } from './auth/withSignIn.js';
import type { ElicitClientError, CallAbortedError } from './errors.js';
import { MAX_URL_REASKS, RoundLimitError, UrlError } from './errors.js';
import type { InputResponse, ToolCallSnapshot } from './snapshot.js';
import { SNAPSHOT_FORMAT } from './snapshot.js';
import type { TaskStatus } from './runTask2026.js';
import type { InputSource, RunRequest, ToolCallState } from './toolCall.js';

// The loop as a pure reducer: every fact the run learns is an action, every decision the trust
// rules make (the round cap across both eras, a URL asked in a loop, terminal is terminal) is a
// transition here, and what hosts see (`view`) and persist (`snapshotOf`) is derived from the
// state. The effects (legs, timers, renderers) live in drive.ts and the path modules, which
// only dispatch. Nothing here touches the SDK, so runReducer.test.ts drives every path by hand.

/** A 2026-07-28 input_required round that is open: asked, maybe partly answered, not yet sent. */
export interface OpenRound {
  inputRequests: Record<string, unknown>;
  requestState?: string;
  answers: Record<string, InputResponse>;
}

export interface RunState<R = unknown> {
  /** What subscribers see. */
  view: ToolCallState<R>;
  /** An attempt (the first, or one started by retry()) is in progress. */
  running: boolean;
  /** The host aborted (or detached): nothing after a failure is retryable. */
  aborted: boolean;
  /** This attempt has completed or failed: nothing but its end moves it any more. */
  settled: boolean;
  maxRounds: number;
  /** 2026 input_required rounds: the count the server's requestState belongs to (state, snapshot). */
  round: number;
  /** Question rounds of any era (2026 rounds, 2025 pushes, -32042 re-calls): the cap's count. */
  asked: number;
  open?: OpenRound;
  /** The 2026 task the call became (resumable: it lives on the server). */
  task?: { taskId: string; answered: string[] };
  /** The latest status of a task running for this call, either era. */
  taskStatus?: TaskStatus;
  /** URL asks the person said they had finished, by `url:<address>` and `id:<elicitationId>`. */
  urlsFinished: Record<string, number>;
  /** Sign-ins asked for during the leg in flight (capped: the server keeps refusing). */
  legSignIns: number;
  /** What was shown before the `authorizing` phase, shown again once signed in. */
  beforeSignIn?: ToolCallState<R>;
}

export type RunAction<R = unknown> =
  /** run() began an attempt (the first, or a retry). */
  | { type: 'attempt-started' }
  /** A leg without answers went out. */
  | { type: 'call-sent' }
  /** 2026: the server answered input_required; a new round opens (counted against maxRounds). */
  | { type: 'round-received'; inputRequests: Record<string, unknown>; requestState?: string }
  /** A question is on screen (or in a host handler). */
  | {
      type: 'question-shown';
      key: string;
      request: unknown;
      elicitation?: InputStateElicitation;
      attempt: number;
      source: InputSource;
      /** The task status to show with it, when the path knows better than the latest. */
      task?: TaskStatus;
    }
  /** 2026: one answer of the open round was given (kept for the retry and the snapshot). */
  | { type: 'round-answer-given'; key: string; answer: InputResponse }
  /** 2026: the open round's answers and requestState went out. */
  | { type: 'retry-sent'; stateOnly: boolean }
  /** 2025: the server pushed a question during the leg (counted against maxRounds). */
  | { type: 'push-received'; key: string; request: unknown }
  /** A pushed or task question was answered; the run waits on the server again. */
  | { type: 'question-answered'; task?: TaskStatus }
  /** 2025 -32042: the server needs these URLs visited before the call is made again. */
  | { type: 'urls-required'; urls: RequiredUrl[] }
  /** The person said they had finished on this URL. */
  | { type: 'url-finished'; url: string; elicitationId?: string }
  /** 2026: the call became a task (or a resumed task is followed again). */
  | { type: 'task-started'; taskId: string }
  | { type: 'task-status'; status: TaskStatus }
  /** 2026: these task input keys reached the server in tasks/update; never asked or sent again. */
  | { type: 'task-input-sent'; keys: string[] }
  /** The leg was refused until the person signs in (MCP authorization). */
  | {
      type: 'sign-in-needed';
      reason: AuthorizeReason;
      authorizationServerOrigin: string;
      scopes?: string[];
    }
  /** Signed in: the same leg goes out again. */
  | { type: 'signed-in' }
  | { type: 'completed'; result: R }
  | { type: 'failed'; error: ElicitClientError }
  | { type: 'aborted'; error: CallAbortedError }
  | { type: 'attempt-ended' };

/** One URL of a -32042 error, as the server listed it (`url`, `elicitationId`, `message`…). */
type RequiredUrl = { url: string; elicitationId?: string } & Record<string, unknown>;

type InputStateElicitation = NonNullable<
  Extract<ToolCallState, { phase: 'awaiting-input' }>['elicitation']
>;

export function initialRunState<R>(
  maxRounds: number,
  resume?: { round: number; open?: OpenRound; task?: { taskId: string; answered: string[] } },
): RunState<R> {
  const round = resume?.round ?? 0;
  return {
    view: { phase: 'calling', round },
    running: false,
    aborted: false,
    settled: false,
    maxRounds,
    round,
    asked: round,
    ...(resume?.open && { open: resume.open }),
    ...(resume?.task && { task: resume.task }),
    urlsFinished: {},
    legSignIns: 0,
  };
}

/** A call's last word: complete, or failed for good (nothing left to retry). */
export function isFinal(view: ToolCallState<unknown>): boolean {
  return view.phase === 'complete' || (view.phase === 'failed' && !view.retryable);
}

export function canRetry(state: RunState<unknown>): boolean {
  return !state.running && state.view.phase === 'failed' && state.view.retryable;
}

function urlMarks(url: string, elicitationId?: string): string[] {
  // The same ask is recognised by its elicitationId (servers may mint a fresh URL for it, e.g.
  // with a new expiry) or by its URL (servers may mint a fresh id for it).
  return [`url:${url}`, ...(elicitationId ? [`id:${elicitationId}`] : [])];
}

/** How many times this URL was shown in this call and the person said they had finished. */
export function urlShownBefore(
  state: RunState<unknown>,
  url: string,
  elicitationId?: string,
): number {
  return Math.max(0, ...urlMarks(url, elicitationId).map((mark) => state.urlsFinished[mark] ?? 0));
}

/** The URL of a pushed `elicitation/create` in URL mode. */
function pushedUrl(request: unknown): { url: string; elicitationId?: string } | undefined {
  const params = (request as { params?: Record<string, unknown> } | undefined)?.params;
  if (params?.['mode'] !== 'url' || typeof params['url'] !== 'string') return undefined;
  const id = params['elicitationId'];
  return { url: params['url'], ...(typeof id === 'string' && { elicitationId: id }) };
}

function fail<R>(state: RunState<R>, error: ElicitClientError): RunState<R> {
  return {
    ...state,
    settled: true,
    view: {
      phase: 'failed',
      round: state.round,
      error,
      retryable: error.retryable && !state.aborted,
    },
  };
}

/** One more question round of any era, or the cap's verdict. */
function countRound<R>(
  state: RunState<R>,
  lastResult: RoundLimitError['lastResult'],
): RunState<R> | ElicitClientError {
  if (state.asked >= state.maxRounds) return new RoundLimitError(state.maxRounds, lastResult);
  return { ...state, asked: state.asked + 1 };
}

export function runReducer<R>(state: RunState<R>, action: RunAction<R>): RunState<R> {
  switch (action.type) {
    case 'attempt-started':
      // A task's status belongs to the attempt that followed it; a 2026 task is re-followed.
      return { ...state, running: true, settled: false, taskStatus: undefined };
    case 'attempt-ended':
      return { ...state, running: false };
    case 'aborted': {
      const next = { ...state, aborted: true };
      // An idle failed call stays failed, but can no longer be retried.
      if (!state.running && state.view.phase === 'failed' && state.view.retryable)
        return fail(next, action.error);
      return next;
    }
    case 'failed':
      // Terminal is terminal: the first failure of an attempt is the one shown and thrown.
      if (state.settled) return state;
      return fail(state, action.error);
  }
  // Within an attempt nothing moves a settled call (a late push, a late status).
  if (state.settled) return state;
  switch (action.type) {
    case 'call-sent':
      return { ...state, legSignIns: 0, view: { phase: 'calling', round: state.round } };
    case 'sign-in-needed': {
      // Asking again and again is not a sign-in the person can fix: the server refuses it.
      if (state.legSignIns >= MAX_SIGN_INS_PER_REQUEST)
        return fail(
          state,
          new AuthorizationError({ code: 'authorization-failed', problem: 'still-refused' }),
        );
      const { type: _type, ...shown } = action;
      return {
        ...state,
        legSignIns: state.legSignIns + 1,
        beforeSignIn: state.view.phase === 'authorizing' ? state.beforeSignIn : state.view,
        view: { phase: 'authorizing', round: state.round, ...shown },
      };
    }
    case 'signed-in': {
      const { beforeSignIn, ...rest } = state;
      return {
        ...rest,
        view: beforeSignIn ?? { phase: 'calling', round: state.round },
      };
    }
    case 'round-received': {
      const lastResult = {
        inputRequests: action.inputRequests,
        ...(action.requestState !== undefined && { requestState: action.requestState }),
      };
      const counted = countRound(state, lastResult);
      if (!('view' in counted)) return fail(state, counted);
      // Only this round's answers go back: earlier rounds live in the server's requestState.
      return {
        ...counted,
        round: state.round + 1,
        open: { ...lastResult, answers: {} },
      };
    }
    case 'question-shown': {
      const running =
        action.task ??
        (action.source === 'task' || action.source === 'pushed' ? state.taskStatus : undefined);
      return {
        ...state,
        view: {
          phase: 'awaiting-input',
          round: state.round,
          key: action.key,
          request: action.request as InputRequest,
          ...(action.elicitation && { elicitation: action.elicitation }),
          attempt: action.attempt,
          source: running ? 'task' : action.source,
          ...(running && { task: running }),
        },
      };
    }
    case 'round-answer-given':
      if (!state.open) return state;
      return {
        ...state,
        open: { ...state.open, answers: { ...state.open.answers, [action.key]: action.answer } },
      };
    case 'retry-sent':
      return {
        ...state,
        legSignIns: 0,
        view: { phase: 'retrying', round: state.round, stateOnly: action.stateOnly },
      };
    case 'push-received': {
      const counted = countRound(state, { inputRequests: { [action.key]: action.request } });
      if (!('view' in counted)) return fail(state, counted);
      // Shown again once (the server may not see the step done yet); a third ask is a loop.
      const url = pushedUrl(action.request);
      return url && urlShownBefore(state, url.url, url.elicitationId) >= MAX_URL_REASKS
        ? fail(counted, new UrlError({ code: 'url-loop', url: url.url }))
        : counted;
    }
    case 'question-answered': {
      const task = action.task ?? state.taskStatus;
      return {
        ...state,
        view: task
          ? { phase: 'task', round: state.round, task }
          : { phase: 'calling', round: state.round },
      };
    }
    case 'urls-required': {
      const inputRequests = Object.fromEntries(
        action.urls.map((required, index) => [
          required.elicitationId ?? required.url ?? String(index),
          { method: 'elicitation/create', params: { ...required, mode: 'url' } },
        ]),
      );
      const counted = countRound(state, { inputRequests });
      if (!('view' in counted)) return fail(state, counted);
      const looping = action.urls.find(
        ({ url, elicitationId }) => urlShownBefore(state, url, elicitationId) >= MAX_URL_REASKS,
      );
      return looping
        ? fail(counted, new UrlError({ code: 'url-loop', url: looping.url }))
        : counted;
    }
    case 'url-finished': {
      const count = urlShownBefore(state, action.url, action.elicitationId) + 1;
      const marks = urlMarks(action.url, action.elicitationId).map((mark) => [mark, count]);
      return { ...state, urlsFinished: { ...state.urlsFinished, ...Object.fromEntries(marks) } };
    }
    case 'task-started': {
      const status: TaskStatus = { taskId: action.taskId, status: 'working' };
      // MRTR is over (its key space ends here); the task's own keys start afresh, unless this
      // is the same task followed again (a resume), whose answered keys stay answered.
      const answered = state.task?.taskId === action.taskId ? state.task.answered : [];
      const { open: _open, ...rest } = state;
      return {
        ...rest,
        task: { taskId: action.taskId, answered },
        taskStatus: status,
        view: { phase: 'task', round: state.round, task: status },
      };
    }
    case 'task-status':
      return {
        ...state,
        taskStatus: action.status,
        // A question on screen stays on screen; the status shows again once it is answered.
        ...(state.view.phase !== 'awaiting-input' && {
          view: { phase: 'task', round: state.round, task: action.status },
        }),
        // Hosts still see the task's latest status and message beside its open question.
        ...(state.view.phase === 'awaiting-input' &&
          state.view.task?.taskId === action.status.taskId && {
            view: { ...state.view, task: action.status },
          }),
      };
    case 'task-input-sent': {
      if (!state.task) return state;
      const answered = [...new Set([...state.task.answered, ...action.keys])];
      return { ...state, task: { ...state.task, answered } };
    }
    case 'completed': {
      const { open: _open, ...rest } = state;
      return {
        ...rest,
        settled: true,
        view: { phase: 'complete', round: state.round, result: action.result },
      };
    }
  }
}

/** Who a snapshot is for, and what it continues: the parts of a run that never change. */
export interface RunIdentity {
  request: RunRequest;
  tool: string;
  arguments: Record<string, unknown> | undefined;
  era: ProtocolEra;
  server: { trustedId: string; trustedUrl?: string };
}

/** The persistable JSON of a run, derived from its state alone. */
export function snapshotOf(state: RunState<unknown>, identity: RunIdentity): ToolCallSnapshot {
  const open = state.open;
  return structuredClone({
    format: SNAPSHOT_FORMAT,
    tool: identity.tool,
    ...(identity.arguments !== undefined && { arguments: identity.arguments }),
    method: identity.request.method,
    params: identity.request.params,
    era: identity.era,
    round: state.round,
    ...(open && {
      inputRequests: open.inputRequests as Record<string, InputRequest>,
      ...(open.requestState !== undefined && { requestState: open.requestState }),
    }),
    answers: open ? open.answers : {},
    ...(state.task && { task: { taskId: state.task.taskId, answered: state.task.answered } }),
    server: {
      trustedId: identity.server.trustedId,
      ...(identity.server.trustedUrl !== undefined && {
        trustedUrl: identity.server.trustedUrl,
      }),
    },
  });
}
