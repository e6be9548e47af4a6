import type {
  Elicitation,
  ElicitResult,
  InputRequest,
  RequestSubject,
  ServerIdentity,
} from '@elicitkit/core';
import type {
  CallToolRequestParams,
  CallToolResult,
  CreateMessageRequestParams,
  ElicitRequestURLParams,
  InputRequiredResult,
  Tool,
} from '@modelcontextprotocol/client';
import {
  fromJsonSchema,
  isInputRequiredResult,
  ProtocolError,
  SdkError,
  SdkErrorCode,
  UrlElicitationRequiredError,
} from '@modelcontextprotocol/client';
import { askRenderer, runHandler } from './askRenderer.js';
import type { ActiveLeg, CallHost } from './callHost.js';
import type { RawResponse } from './rawChannel.js';
import { classifyLegError, record } from './classifyLegError.js';
import {
  CallAbortedError,
  ElicitClientError,
  LegTimeoutError,
  OutputSchemaError,
  RendererError,
  RoundLimitError,
  InvalidResultError,
  LegFailedError,
  UnknownResultTypeError,
  UnsupportedInputRequestError,
  UrlDeclinedError,
  MAX_URL_REASKS,
  UrlLoopError,
} from './errors.js';
import type { LegTimer } from './legTimer.js';
import { startLegTimer } from './legTimer.js';
import { runTask2025 } from './taskRun2025.js';
import type { InputResponse, ToolCallSnapshot } from './snapshot.js';
import { SNAPSHOT_FORMAT } from './snapshot.js';
import type { ReadableStore } from './store.js';
import { createStore } from './store.js';
import type { TaskStatus } from './taskRun2026.js';
import { runTask2026 } from './taskRun2026.js';

export interface CallToolOptions {
  /** Cancels the call: an open renderer's signal aborts, and the call rejects with CallAbortedError. */
  signal?: AbortSignal;
  /** input_required rounds allowed before RoundLimitError. Default 10. */
  maxRounds?: number;
  /**
   * Bound on one network leg, in ms (default 60 000). Time a person spends answering never
   * counts: between 2026-07-28 rounds nothing is in flight, and during a 2025-11-25 push the
   * timer is paused and starts afresh once the answer is sent.
   */
  legTimeoutMs?: number;
}

/** Where an awaited question came from. */
export type InputSource = 'input-required' | 'pushed' | 'url-required' | 'task';

export type ToolCallState =
  /** A leg without answers is in flight (the first call, or a re-call after URL consent). */
  | { phase: 'calling'; round: number }
  /** A person (or a host handler) is answering one request. */
  | {
      phase: 'awaiting-input';
      round: number;
      /** The inputRequests key (2026), the pushed request's JSON-RPC id or the elicitationId (2025). */
      key: string;
      request: InputRequest;
      /** The normalised form or URL shown, for elicitations. */
      elicitation?: Elicitation;
      /** 2 when the renderer is asked again because its first answer did not fit the form. */
      attempt: number;
      source: InputSource;
      /** Set when a running task is the one asking. */
      task?: TaskStatus;
    }
  /** A task runs on the server; its status and message are the server's latest. */
  | { phase: 'task'; round: number; task: TaskStatus }
  /** The round's answers (and requestState) are on their way to the server. */
  | { phase: 'retrying'; round: number; stateOnly: boolean }
  | { phase: 'complete'; round: number; result: CallToolResult }
  | { phase: 'failed'; round: number; error: ElicitClientError; retryable: boolean };

export type ToolCallPhase = ToolCallState['phase'];

/** One tool call in progress: a promise for its result plus an observable, resumable state. */
export interface ToolCall extends ReadableStore<ToolCallState> {
  readonly tool: string;
  readonly arguments: Record<string, unknown> | undefined;
  /** Settles with the current attempt; after `retry()` it is the retried attempt's promise. */
  readonly result: Promise<CallToolResult>;
  /** Plain JSON a host can persist and pass to `resumeToolCall`. */
  snapshot(): ToolCallSnapshot;
  /** After a retryable failure: re-sends the failed leg on a new JSON-RPC id, without re-asking. */
  retry(): Promise<CallToolResult>;
  abort(reason?: unknown): void;
  /**
   * Stops following the call here without cancelling its task on the server (the task id is in
   * `snapshot()`); the call rejects with CallAbortedError. Without a task it is `abort()`.
   */
  detach(): void;
}

export const DEFAULT_MAX_ROUNDS = 10;
export const DEFAULT_LEG_TIMEOUT_MS = 60_000;
/** The SDK's and spec-suggested pause before re-sending a requestState-only round. */
export const STATE_ONLY_PAUSE_MS = 250;
// The SDK's own per-request timer is pushed out of the way; our leg timer (which can pause) rules.
const SDK_TIMEOUT_MS = 2_147_483_647;

interface OpenRound {
  inputRequests: Record<string, unknown>;
  requestState?: string;
  answers: Record<string, InputResponse>;
}

function isUrlRequired(error: unknown): error is UrlElicitationRequiredError {
  return UrlElicitationRequiredError.isInstance(error);
}

export interface ResumePoint {
  round: number;
  open?: OpenRound;
  task?: { taskId: string; answered: string[] };
  /** The trusted identity the call was started under (a resume on a listed replica). */
  server?: { trustedId: string; trustedUrl?: string };
}

/** A leg's outcome: the final result, another round, or (Tasks extension) a task to follow. */
type LegOutcome = CallToolResult | InputRequiredResult | { resultType: 'task'; taskId: string };

function isTaskResult(outcome: LegOutcome): outcome is { resultType: 'task'; taskId: string } {
  return (outcome as { resultType?: unknown }).resultType === 'task';
}

/**
 * Drives one `tools/call` to completion. On 2026-07-28 the input_required loop is ours (the SDK
 * is in manual mode): each round's requests are answered one at a time in map order, then the
 * call is re-sent with exactly that round's answers and the byte-exact requestState. On
 * 2025-11-25 the server pushes its questions during the single leg; the connection's push
 * handlers answer them and report here through the active leg.
 */
export class ToolCallRun implements ToolCall {
  readonly tool: string;
  readonly arguments: Record<string, unknown> | undefined;
  private readonly host: CallHost;
  private readonly store = createStore<ToolCallState>({ phase: 'calling', round: 0 });
  private readonly controller = new AbortController();
  private readonly maxRounds: number;
  private readonly legTimeoutMs: number;
  private roundCount: number;
  /** Question rounds of any era so far (2026 rounds, 2025 pushes, -32042 re-calls): the cap's count. */
  private questionRounds: number;
  private readonly resumedFrom: { trustedId: string; trustedUrl?: string } | undefined;
  private open: OpenRound | undefined;
  private task: { taskId: string; answered: Set<string> } | undefined;
  private detached = false;
  private attempt: Promise<CallToolResult>;
  private running = false;
  /** URL asks the person said they had finished, by elicitationId and by address. */
  private readonly urlsFinished = new Map<string, number>();
  private releaseSignal: (() => void) | undefined;

  constructor(
    host: CallHost,
    tool: string,
    args: Record<string, unknown> | undefined,
    options: CallToolOptions = {},
    resume?: ResumePoint,
  ) {
    this.host = host;
    this.tool = tool;
    this.arguments = args;
    this.maxRounds = options.maxRounds ?? DEFAULT_MAX_ROUNDS;
    this.legTimeoutMs = options.legTimeoutMs ?? DEFAULT_LEG_TIMEOUT_MS;
    this.roundCount = resume?.round ?? 0;
    this.questionRounds = this.roundCount;
    this.open = resume?.open;
    this.resumedFrom = resume?.server;
    if (resume?.task) {
      this.task = { taskId: resume.task.taskId, answered: new Set(resume.task.answered) };
    }
    const external = options.signal;
    if (external) {
      if (external.aborted) this.controller.abort(external.reason);
      else {
        const onAbort = () => this.abort(external.reason);
        external.addEventListener('abort', onAbort, { once: true });
        // A host may share one signal across many calls: a finished call lets go of it.
        this.releaseSignal = () => external.removeEventListener('abort', onAbort);
      }
    }
    this.attempt = this.run();
  }

  get result(): Promise<CallToolResult> {
    return this.attempt;
  }

  getState(): ToolCallState {
    return this.store.getState();
  }

  subscribe(listener: (state: ToolCallState) => void): () => void {
    return this.store.subscribe(listener);
  }

  snapshot(): ToolCallSnapshot {
    const open = this.open;
    return structuredClone({
      format: SNAPSHOT_FORMAT,
      tool: this.tool,
      ...(this.arguments !== undefined && { arguments: this.arguments }),
      era: this.host.era,
      round: this.roundCount,
      ...(open && {
        inputRequests: open.inputRequests as Record<string, InputRequest>,
        ...(open.requestState !== undefined && { requestState: open.requestState }),
      }),
      answers: open ? open.answers : {},
      ...(this.task && {
        task: { taskId: this.task.taskId, answered: [...this.task.answered] },
      }),
      server: {
        trustedId: this.server.trustedId,
        ...(this.server.trustedUrl !== undefined && { trustedUrl: this.server.trustedUrl }),
      },
    });
  }

  retry(): Promise<CallToolResult> {
    const state = this.store.getState();
    if (this.running || state.phase !== 'failed' || !state.retryable) {
      return Promise.reject(
        new ElicitClientError(
          'not-retryable',
          this.running
            ? 'The call is still running.'
            : 'Only a call whose last leg failed or timed out can be retried.',
        ),
      );
    }
    this.attempt = this.run();
    return this.attempt;
  }

  detach(): void {
    this.detached = true;
    this.abort(new Error('Detached: the task goes on on the server.'));
  }

  abort(reason?: unknown): void {
    if (this.controller.signal.aborted) return;
    this.controller.abort(reason ?? new Error('The tool call was aborted.'));
    const state = this.store.getState();
    // An idle failed call stays failed, but can no longer be retried.
    if (!this.running && state.phase === 'failed' && state.retryable) {
      this.set({
        phase: 'failed',
        round: this.roundCount,
        error: new CallAbortedError(this.controller.signal.reason),
        retryable: false,
      });
    }
  }

  private run(): Promise<CallToolResult> {
    this.running = true;
    const attempt = this.drive().finally(() => {
      this.running = false;
    });
    // Hosts that only subscribe must not see an unhandled rejection; awaiting still rejects.
    attempt.catch(() => undefined);
    return attempt;
  }

  private set(state: ToolCallState): void {
    if (state.phase === 'complete' || (state.phase === 'failed' && !state.retryable)) {
      this.releaseSignal?.();
      this.releaseSignal = undefined;
    }
    this.store.set(state);
  }

  private throwIfAborted(): void {
    if (this.controller.signal.aborted) throw new CallAbortedError(this.controller.signal.reason);
  }

  /**
   * Who is asking, as shown to the person. A call resumed on a replica the host listed keeps the
   * identity it was started under; what the server says about itself is the connected one's.
   */
  private get server(): ServerIdentity {
    const original = this.resumedFrom;
    if (!original) return this.host.server;
    const { trustedId: _id, trustedUrl: _url, ...reported } = this.host.server;
    return { ...reported, ...original };
  }

  /** The tool as the host's listing describes it; self-reported, so it only adds caution. */
  private get subject(): RequestSubject {
    const tool = this.host.tool(this.tool);
    const title = tool?.title ?? tool?.annotations?.title;
    return {
      method: 'tools/call',
      name: this.tool,
      ...(typeof title === 'string' && { title }),
      ...(tool?.annotations?.destructiveHint === true && { destructive: true }),
    };
  }

  /**
   * Every question round counts against maxRounds, whatever its era: a 2026 input_required
   * result, a 2025 push, a 2025 -32042 re-call.
   */
  private nextRound(
    lastResult: RoundLimitError['lastResult'],
    kind: 'input-required' | 'asked' = 'asked',
  ): number {
    if (this.questionRounds >= this.maxRounds)
      throw new RoundLimitError(this.maxRounds, lastResult);
    this.questionRounds++;
    // `round` (state, snapshot) stays the count of 2026 input_required rounds the server's
    // requestState belongs to; the cap counts every kind.
    if (kind === 'input-required') this.roundCount++;
    return this.roundCount;
  }

  private urlMarks(url: string, elicitationId?: string): string[] {
    // The same ask is recognised by its elicitationId (servers may mint a fresh URL for it, e.g.
    // with a new expiry) or by its URL (servers may mint a fresh id for it).
    return [`url:${url}`, ...(elicitationId ? [`id:${elicitationId}`] : [])];
  }

  private urlShownBefore(url: string, elicitationId?: string): number {
    return Math.max(
      0,
      ...this.urlMarks(url, elicitationId).map((mark) => this.urlsFinished.get(mark) ?? 0),
    );
  }

  private urlFinished(url: string, elicitationId?: string): void {
    const count = this.urlShownBefore(url, elicitationId) + 1;
    for (const mark of this.urlMarks(url, elicitationId)) this.urlsFinished.set(mark, count);
  }

  private async drive(): Promise<CallToolResult> {
    try {
      for (;;) {
        this.throwIfAborted();
        if (this.task) {
          const result = await this.followTask(this.task);
          this.set({ phase: 'complete', round: this.roundCount, result });
          return result;
        }
        let params: Record<string, unknown>;
        const open = this.open;
        if (open) {
          await this.answerRound(open);
          this.throwIfAborted();
          const stateOnly = Object.keys(open.inputRequests).length === 0;
          this.set({ phase: 'retrying', round: this.roundCount, stateOnly });
          if (stateOnly) await this.pause(STATE_ONLY_PAUSE_MS);
          params = this.retryParams(open);
        } else {
          this.set({ phase: 'calling', round: this.roundCount });
          if (await this.host.tasks2025?.requiresTask(this.tool)) {
            const result = await this.followTask2025();
            this.set({ phase: 'complete', round: this.roundCount, result });
            return result;
          }
          params = this.baseParams();
        }
        let outcome: LegOutcome;
        try {
          outcome = await this.leg(params, open?.requestState !== undefined);
        } catch (error) {
          if (!isUrlRequired(error)) throw error;
          await this.showRequiredUrls(error.elicitations);
          continue;
        }
        if (isTaskResult(outcome)) {
          // MRTR is over (its key space ends here); the task's own keys start afresh.
          this.open = undefined;
          this.task = { taskId: outcome.taskId, answered: new Set() };
          continue;
        }
        if (!isInputRequiredResult(outcome)) {
          const result = await this.checkStructured(outcome);
          this.open = undefined;
          this.set({ phase: 'complete', round: this.roundCount, result });
          return result;
        }
        const inputRequests = record(outcome.inputRequests) ?? {};
        this.nextRound(
          {
            inputRequests,
            ...(outcome.requestState !== undefined && { requestState: outcome.requestState }),
          },
          'input-required',
        );
        // Only this round's answers go back: earlier rounds live in the server's requestState.
        this.open = {
          inputRequests,
          ...(typeof outcome.requestState === 'string' && { requestState: outcome.requestState }),
          answers: {},
        };
      }
    } catch (error) {
      const typed =
        error instanceof ElicitClientError
          ? error
          : this.controller.signal.aborted
            ? new CallAbortedError(this.controller.signal.reason)
            : new RendererError(error);
      this.set({
        phase: 'failed',
        round: this.roundCount,
        error: typed,
        retryable: typed.retryable && !this.controller.signal.aborted,
      });
      throw typed;
    }
  }

  private baseParams(): Record<string, unknown> {
    return { name: this.tool, ...(this.arguments !== undefined && { arguments: this.arguments }) };
  }

  private retryParams(open: OpenRound): Record<string, unknown> {
    return {
      ...this.baseParams(),
      ...(Object.keys(open.answers).length > 0 && { inputResponses: open.answers }),
      // Echoed exactly as received, and never invented when the server sent none.
      ...(open.requestState !== undefined && { requestState: open.requestState }),
    };
  }

  /** Everything the round asks must be answerable before the person is asked anything. */
  private checkRound(open: OpenRound): void {
    for (const [key, request] of Object.entries(open.inputRequests)) {
      if (Object.hasOwn(open.answers, key)) continue;
      const method = record(request)?.['method'];
      const params = record(record(request)?.['params']);
      switch (method) {
        case 'elicitation/create': {
          const url = params?.['mode'] === 'url';
          if (url && !this.host.modes.url)
            throw new UnsupportedInputRequestError(
              key,
              'a URL elicitation',
              'this app did not declare URL mode',
            );
          if (!url && !this.host.modes.form)
            throw new UnsupportedInputRequestError(
              key,
              'a form elicitation',
              'this app did not declare form mode',
            );
          break;
        }
        case 'sampling/createMessage':
          if (!this.host.handlers.sampling)
            throw new UnsupportedInputRequestError(key, method, 'this app has no sampling handler');
          break;
        case 'roots/list':
          if (!this.host.handlers.roots)
            throw new UnsupportedInputRequestError(key, method, 'this app has no roots handler');
          break;
        default:
          throw new UnsupportedInputRequestError(
            key,
            typeof method === 'string' ? method : 'an unnamed request',
            'this client does not know that kind of request',
          );
      }
    }
  }

  private async answerRound(open: OpenRound): Promise<void> {
    this.checkRound(open);
    // One at a time, in the server's order: a person answers one question per screen.
    for (const [key, request] of Object.entries(open.inputRequests)) {
      if (Object.hasOwn(open.answers, key)) continue;
      const answer = await this.answer(key, request);
      this.throwIfAborted();
      open.answers = { ...open.answers, [key]: answer };
    }
  }

  private async answer(
    key: string,
    request: unknown,
    task?: TaskStatus,
    signal: AbortSignal = this.controller.signal,
  ): Promise<InputResponse> {
    const method = record(request)?.['method'];
    const params = record(request)?.['params'];
    const context = {
      server: this.server,
      era: this.host.era,
      round: this.roundCount,
      inputKey: key,
      ...(task && {
        task: {
          taskId: task.taskId,
          ...(task.statusMessage !== undefined && { statusMessage: task.statusMessage }),
        },
      }),
      subject: this.subject,
    };
    const awaiting = (attempt: number, elicitation?: Elicitation) =>
      this.set({
        phase: 'awaiting-input',
        round: this.roundCount,
        key,
        request: request as InputRequest,
        ...(elicitation && { elicitation }),
        attempt,
        source: task ? 'task' : 'input-required',
        ...(task && { task }),
      });
    if (method === 'elicitation/create') {
      const url = record(params)?.['mode'] === 'url' ? record(params)?.['url'] : undefined;
      const shownBefore = typeof url === 'string' ? this.urlShownBefore(url) : 0;
      const answer = await askRenderer({
        renderer: this.host.renderer,
        params,
        context: { ...context, ...(shownBefore > 0 && { shownBefore }) },
        signal,
        onAttempt: (elicitation, attempt) => awaiting(attempt, elicitation),
      });
      if (typeof url === 'string' && answer.action === 'accept') this.urlFinished(url);
      return answer;
    }
    awaiting(1);
    const { sampling, roots } = this.host.handlers;
    const answer =
      method === 'sampling/createMessage' && sampling
        ? await runHandler(
            'The sampling handler',
            () => sampling(params as CreateMessageRequestParams, { ...context, signal }),
            signal,
          )
        : method === 'roots/list' && roots
          ? await runHandler('The roots handler', () => roots({ ...context, signal }), signal)
          : undefined;
    if (answer === undefined) {
      this.throwIfAborted();
      throw new UnsupportedInputRequestError(key, String(method), 'nothing could answer it');
    }
    return answer;
  }

  /** Tasks extension: polls the task to its end; its questions go through `answer` like rounds. */
  private async followTask(task: {
    taskId: string;
    answered: Set<string>;
  }): Promise<CallToolResult> {
    const legs = this.host.tasks2026;
    if (!legs) {
      throw new ElicitClientError(
        'resume-mismatch',
        `Task ${task.taskId} needs a connection that opted in to tasks and speaks 2026-07-28.`,
      );
    }
    this.set({
      phase: 'task',
      round: this.roundCount,
      task: { taskId: task.taskId, status: 'working' },
    });
    let result: CallToolResult;
    try {
      result = await runTask2026({
        sessions: legs.sessions,
        taskId: task.taskId,
        answered: task.answered,
        signal: this.controller.signal,
        detached: () => this.detached,
        onStatus: (status) => {
          const state = this.store.getState();
          // A question on screen stays on screen; the status shows again once it is answered.
          if (state.phase === 'task' || state.phase === 'calling')
            this.set({ phase: 'task', round: this.roundCount, task: status });
        },
        ask: async (key, request, status, signal) => {
          this.checkRound({ inputRequests: { [key]: request }, answers: {} });
          const answer = await this.answer(key, request, status, signal);
          this.set({ phase: 'task', round: this.roundCount, task: status });
          return answer;
        },
      });
    } catch (error) {
      if (error instanceof ElicitClientError) throw error;
      // The task lives on the server: a broken poll is retried by re-attaching.
      throw new LegFailedError(error);
    }
    return this.checkStructured(result);
  }

  private pause(ms: number): Promise<void> {
    const signal = this.controller.signal;
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(new CallAbortedError(signal.reason));
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * What the 2025-11-25 push handlers report to while this call is in flight: a pushed question
   * is shown as this call's (with its task, if a task is running), then the call goes on.
   */
  private pushLeg(
    timer: LegTimer,
    fail: (error: ElicitClientError) => void,
    task?: () => TaskStatus,
  ): ActiveLeg {
    let round = this.roundCount;
    const leg: ActiveLeg = {
      timer,
      signal: this.controller.signal,
      fail,
      showing: (key, request, elicitation, attempt) => {
        const status = task?.();
        this.set({
          phase: 'awaiting-input',
          round,
          key,
          request: request as InputRequest,
          elicitation,
          attempt,
          source: status ? 'task' : 'pushed',
          ...(status && { task: status }),
        });
      },
      shown: () => {
        const status = task?.();
        this.set(status ? { phase: 'task', round, task: status } : { phase: 'calling', round });
      },
      pushRound: (key, request) => {
        try {
          round = this.nextRound({ inputRequests: { [key]: request } });
          return round;
        } catch (error) {
          leg.fail(error as RoundLimitError);
          return undefined;
        }
      },
      subject: this.subject,
      urlShownBefore: (url, id) => this.urlShownBefore(url, id),
      urlFinished: (url, id) => this.urlFinished(url, id),
    };
    return leg;
  }

  /** 2025-11-25: a tool that requires task augmentation runs as a task (see taskRun2025). */
  private async followTask2025(): Promise<CallToolResult> {
    let latest: TaskStatus | undefined;
    try {
      const result = await runTask2025({
        sdk: this.host.sdk,
        tool: this.tool,
        arguments: this.arguments,
        signal: this.controller.signal,
        detached: () => this.detached,
        onStatus: (status) => {
          latest = status;
          if (this.store.getState().phase !== 'awaiting-input')
            this.set({ phase: 'task', round: this.roundCount, task: status });
        },
        legStarted: (leg) => this.host.legStarted(leg),
        leg: (timer, fail) => this.pushLeg(timer, fail, () => latest as TaskStatus),
      });
      return await this.checkStructured(result);
    } catch (error) {
      throw classifyLegError(error, false);
    }
  }

  /** One network leg: a `tools/call` on a fresh JSON-RPC id (the SDK assigns it). */
  private async leg(
    params: Record<string, unknown>,
    sentRequestState: boolean,
  ): Promise<LegOutcome> {
    const callSignal = this.controller.signal;
    const legController = new AbortController();
    let timedOut = false;
    let forced: ElicitClientError | undefined;
    const onCallAbort = () => legController.abort(callSignal.reason);
    callSignal.addEventListener('abort', onCallAbort, { once: true });
    const timer = startLegTimer(this.legTimeoutMs, () => {
      timedOut = true;
      // An SdkError reason keeps the SDK from re-labelling it; we map it ourselves below.
      legController.abort(new SdkError(SdkErrorCode.RequestTimeout, 'Leg timed out'));
    });
    const leg = this.pushLeg(timer, (error) => {
      forced ??= error;
      legController.abort(error);
    });
    const release = this.host.legStarted(leg);
    try {
      const tasks = this.host.tasks2026;
      if (tasks) return legOutcome(await tasks.call(params, legController.signal));
      const toolDefinition = this.legToolDefinition();
      const result = await this.host.sdk.callTool(params as CallToolRequestParams, {
        signal: legController.signal,
        timeout: SDK_TIMEOUT_MS,
        allowInputRequired: true,
        onprogress: () => timer.touch(),
        ...(toolDefinition && { toolDefinition }),
      });
      // With allowInputRequired the SDK hands input_required back, typed as a CallToolResult.
      return result as CallToolResult | InputRequiredResult;
    } catch (error) {
      if (forced) throw forced;
      if (callSignal.aborted) throw new CallAbortedError(callSignal.reason);
      if (timedOut) throw new LegTimeoutError(this.legTimeoutMs);
      if (isUrlRequired(error)) throw error;
      throw classifyLegError(error, sentRequestState, (code, message) =>
        this.host.serverSent(code, message),
      );
    } finally {
      timer.clear();
      release();
      callSignal.removeEventListener('abort', onCallAbort);
    }
  }

  /**
   * The SDK checks a tool's outputSchema on every return of callTool, input_required included,
   * which would reject each round. Legs get the definition without it; the final result is
   * checked here instead.
   */
  private legToolDefinition(): Tool | undefined {
    const tool = this.host.tool(this.tool);
    if (!tool?.outputSchema) return undefined;
    const { outputSchema: _outputSchema, ...rest } = tool;
    return rest as Tool;
  }

  /** The final result against the tool's listed output schema: a local check, a local error. */
  private async checkStructured(result: CallToolResult): Promise<CallToolResult> {
    const schema = this.host.tool(this.tool)?.outputSchema;
    if (!schema || result.isError) return result;
    if (result.structuredContent === undefined)
      throw new OutputSchemaError(this.tool, ['the result has no structured content']);
    const outcome = await fromJsonSchema(schema as Record<string, unknown>)['~standard'].validate(
      result.structuredContent,
    );
    if (outcome.issues)
      throw new OutputSchemaError(
        this.tool,
        outcome.issues.map((issue) => issue.message),
      );
    return result;
  }

  /**
   * 2025-11-25 -32042: each URL is shown (the renderer asks for consent); once all are done the
   * call is made again, as a new round. A URL asked again after the person said they had
   * finished is shown again (`shownBefore`: the server does not see the step done yet); only a
   * third identical ask is a loop.
   */
  private async showRequiredUrls(elicitations: ElicitRequestURLParams[]): Promise<void> {
    const requests = elicitations.map((elicitation) => ({
      method: 'elicitation/create',
      params: { ...elicitation, mode: 'url' },
    }));
    this.nextRound({
      inputRequests: Object.fromEntries(
        requests.map((request, index) => [
          elicitations[index]?.elicitationId ?? elicitations[index]?.url ?? String(index),
          request,
        ]),
      ),
    });
    for (const elicitation of elicitations) {
      if (this.urlShownBefore(elicitation.url, elicitation.elicitationId) >= MAX_URL_REASKS)
        throw new UrlLoopError(elicitation.url);
    }
    for (const [index, elicitation] of elicitations.entries()) {
      const id = elicitation.elicitationId;
      const shownBefore = this.urlShownBefore(elicitation.url, id);
      const watch = id ? this.host.urlCompletions.watch(id) : undefined;
      const signal = watch
        ? AbortSignal.any([this.controller.signal, watch.signal])
        : this.controller.signal;
      const request = requests[index];
      let answer: ElicitResult;
      try {
        answer = await askRenderer({
          renderer: this.host.renderer,
          params: request?.params,
          context: {
            server: this.server,
            era: this.host.era,
            subject: this.subject,
            ...(shownBefore > 0 && { shownBefore }),
          },
          signal,
          onAttempt: (shown, attempt) =>
            this.set({
              phase: 'awaiting-input',
              round: this.roundCount,
              key: id ?? elicitation.url,
              request: request as InputRequest,
              elicitation: shown,
              attempt,
              source: 'url-required',
            }),
        });
      } finally {
        watch?.dispose();
      }
      this.throwIfAborted();
      // The server announced this step done while its prompt was open: nothing is sent for it,
      // the call is simply made again and the server decides.
      if (!watch?.completed() && answer.action !== 'accept')
        throw new UrlDeclinedError(elicitation.url, answer.action);
      this.urlFinished(elicitation.url, id);
    }
  }
}

/**
 * A raw 2026 `tools/call` response, discriminated on resultType as the spec says: absent means
 * complete, `task` is the extension's (declared), anything else is invalid.
 */
function legOutcome(response: RawResponse): LegOutcome {
  if (response.kind === 'error') {
    const { code, message, data } = response.error;
    throw new ProtocolError(code, message, data);
  }
  const result = record(response.result);
  if (!result) throw new InvalidResultError('it is not an object');
  const resultType = result['resultType'];
  if (resultType === 'input_required') {
    const inputRequests = record(result['inputRequests']);
    if (!inputRequests && typeof result['requestState'] !== 'string') {
      throw new InvalidResultError('input_required carries neither inputRequests nor requestState');
    }
    return result as unknown as InputRequiredResult;
  }
  if (resultType === 'task') {
    if (typeof result['taskId'] !== 'string') {
      throw new InvalidResultError('a task result carries no taskId');
    }
    return { resultType: 'task', taskId: result['taskId'] };
  }
  if (resultType !== undefined && resultType !== 'complete') {
    throw new UnknownResultTypeError(String(resultType));
  }
  const { resultType: _resultType, ...complete } = result;
  if (!Array.isArray(complete['content'])) {
    throw new InvalidResultError('it has no content array');
  }
  return complete as CallToolResult;
}
