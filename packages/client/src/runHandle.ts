import type { RequestSubject, ServerIdentity } from '@elicitkit/core';
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { CallHost } from './callHost.js';
import { offerCallSnapshot } from './callSnapshots.js';
import { CallAbortedError, ElicitClientError } from './errors.js';
import type { RunContext } from './runContext.js';
import { drive } from './drive.js';
import type { OpenRound, RunAction, RunState } from './runReducer.js';
import { canRetry, initialRunState, isFinal, runReducer, snapshotOf } from './runReducer.js';
import type { ToolCallSnapshot } from './snapshot.js';
import { createStore } from '@elicitkit/core';
import type {
  CallToolOptions,
  InputCapableMethod,
  RunRequest,
  ToolCall,
  ToolCallState,
} from './toolCall.js';
import { DEFAULT_LEG_TIMEOUT_MS, DEFAULT_MAX_ROUNDS } from './toolCall.js';

export interface ResumePoint {
  round: number;
  open?: OpenRound;
  task?: { taskId: string; answered: string[] };
  /** The trusted identity the call was started under (a resume on a listed replica). */
  server?: { trustedId: string; trustedUrl?: string };
}

/**
 * The handle a host holds for one run: it owns the reducer's state and the store hosts
 * subscribe to (the state's `view`), and starts the effects driver for each attempt. `retry`,
 * `abort` and `detach` are actions too; nothing here decides what the protocol means.
 */
export class RunHandle<R = CallToolResult> implements ToolCall<R> {
  readonly tool: string;
  readonly arguments: Record<string, unknown> | undefined;
  readonly method: InputCapableMethod;
  readonly params: Record<string, unknown>;
  private readonly host: CallHost;
  private state: RunState<R>;
  private readonly store;
  private readonly controller = new AbortController();
  private readonly legTimeoutMs: number;
  private readonly resumedFrom: ResumePoint['server'];
  private detached = false;
  private attempt: Promise<R>;
  private releaseSignal: (() => void) | undefined;

  constructor(
    host: CallHost,
    request: RunRequest,
    options: CallToolOptions = {},
    resume?: ResumePoint,
  ) {
    this.host = host;
    this.method = request.method;
    this.params = request.params;
    const name = request.params['name'] ?? request.params['uri'];
    this.tool = typeof name === 'string' ? name : '';
    const args = request.params['arguments'];
    this.arguments = args as Record<string, unknown> | undefined;
    this.legTimeoutMs = options.legTimeoutMs ?? DEFAULT_LEG_TIMEOUT_MS;
    this.resumedFrom = resume?.server;
    this.state = initialRunState<R>(options.maxRounds ?? DEFAULT_MAX_ROUNDS, resume);
    this.store = createStore<ToolCallState<R>>(this.state.view);
    // The bridge parks a 2026 round's question with this, so another process can resume it.
    offerCallSnapshot(this.controller.signal, () => this.snapshot());
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

  get result(): Promise<R> {
    return this.attempt;
  }

  getState(): ToolCallState<R> {
    return this.store.getState();
  }

  subscribe(listener: (state: ToolCallState<R>) => void): () => void {
    return this.store.subscribe(listener);
  }

  snapshot(): ToolCallSnapshot {
    return snapshotOf(this.state, {
      request: { method: this.method, params: this.params },
      tool: this.tool,
      arguments: this.arguments,
      era: this.host.era,
      server: this.server,
    });
  }

  retry(): Promise<R> {
    if (!canRetry(this.state)) {
      return Promise.reject(
        new ElicitClientError(
          'not-retryable',
          this.state.running
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
    this.dispatch({ type: 'aborted', error: new CallAbortedError(this.controller.signal.reason) });
  }

  private dispatch(action: RunAction<R>): RunState<R> {
    this.state = runReducer(this.state, action);
    if (isFinal(this.state.view)) {
      this.releaseSignal?.();
      this.releaseSignal = undefined;
    }
    this.store.set(this.state.view);
    return this.state;
  }

  private run(): Promise<R> {
    this.dispatch({ type: 'attempt-started' });
    const attempt = (drive(this.context()) as Promise<R>).finally(() => {
      this.dispatch({ type: 'attempt-ended' });
    });
    // Hosts that only subscribe must not see an unhandled rejection; awaiting still rejects.
    attempt.catch(() => undefined);
    return attempt;
  }

  private context(): RunContext {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- getters below read the handle
    const handle = this;
    return {
      host: this.host,
      request: { method: this.method, params: this.params },
      signal: this.controller.signal,
      legTimeoutMs: this.legTimeoutMs,
      // Read when asked: the host's tool listing may arrive during the run.
      get server() {
        return handle.server;
      },
      get subject() {
        return handle.subject;
      },
      toolName: this.method === 'tools/call' ? this.tool : undefined,
      state: () => this.state,
      dispatch: (action) => this.dispatch(action as RunAction<R>),
      detached: () => this.detached,
    };
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

  /** What the questions belong to; a tool as the host's listing describes it (self-reported). */
  private get subject(): RequestSubject {
    if (this.method !== 'tools/call') return { method: this.method, name: this.tool };
    const tool = this.host.tool(this.tool);
    const title = tool?.title ?? tool?.annotations?.title;
    return {
      method: 'tools/call',
      name: this.tool,
      ...(typeof title === 'string' && { title }),
      ...(tool?.annotations?.destructiveHint === true && { destructive: true }),
    };
  }
}
