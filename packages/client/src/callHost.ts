import type {
  ElicitationRenderer,
  ProtocolEra,
  RenderContext,
  RequestSubject,
  ServerIdentity,
} from '@elicitkit/core';
import type {
  Client,
  CreateMessageRequestParams,
  CreateMessageResult,
  ListRootsResult,
  Tool,
} from '@modelcontextprotocol/client';
import type { LegAuth } from './auth/withSignIn.js';
import type { ElicitationModes } from './capabilities.js';
import type { ElicitClientError } from './errors.js';
import type { QuestionBudget } from './questionBudget.js';
import type { LegTimer } from './startLegTimer.js';
import type { RawResponse } from './rawChannel.js';
import type { RunAction, RunState } from './runReducer.js';
import type { TaskSessions } from './taskSession.js';
import type { UrlCompletions } from './urlCompletions.js';

/**
 * Host answers for the deprecated embedded kinds. Without one, a server that asks for it gets no
 * capability declared, and a call that meets it anyway fails before anything is sent.
 */
export interface InputHandlers {
  sampling?: (
    params: CreateMessageRequestParams,
    context: RenderContext,
  ) => Promise<CreateMessageResult>;
  roots?: (context: RenderContext) => Promise<ListRootsResult>;
}

/**
 * A request in flight, as the 2025-11-25 push handlers see it. They report what happens to the
 * run's reducer (`dispatch`) and read its state; they never call into the run itself.
 */
export interface ActiveLeg {
  readonly timer: LegTimer;
  /** The call's own signal (host abort). */
  readonly signal: AbortSignal;
  /** Fails the call with this error (the leg is abandoned). */
  fail(error: ElicitClientError): void;
  /** What the question belongs to (the tool, as the host's listing describes it). */
  readonly subject: RequestSubject;
  /** The run's state now (e.g. how often a URL was finished: `urlShownBefore`). */
  state(): RunState;
  /**
   * Hands an action to the run's reducer and returns the state after it. When the reducer
   * settles the run (a push past maxRounds), the leg is failed with that error.
   */
  dispatch(action: RunAction): RunState;
}

/** What a tool call needs from its connection. */
export interface CallHost {
  readonly sdk: Client;
  readonly era: ProtocolEra;
  readonly server: ServerIdentity;
  readonly renderer: ElicitationRenderer;
  readonly handlers: InputHandlers;
  readonly modes: ElicitationModes;
  readonly urlCompletions: UrlCompletions;
  /** The connection's question budget: every question of every call and push counts. */
  readonly budget: QuestionBudget;
  /** True when a JSON-RPC error with this code and message really came from the server. */
  serverSent(code: number, message: string): boolean;
  /** Registers a leg in flight; the returned function unregisters it. */
  legStarted(leg: ActiveLeg): () => void;
  /** The tool's definition from the last `listTools()`, when known. */
  tool(name: string): Tool | undefined;
  /**
   * Set when the host opted in to tasks and the connection speaks 2026-07-28: legs go out with
   * the extension declared and may come back as `resultType: "task"`.
   */
  readonly tasks2026: TaskLegs | undefined;
  /** Set when the connection signs in with `createOAuthProvider` (mid-call sign-in). */
  readonly auth: LegAuth | undefined;
  /** Set when the host opted in to tasks and the connection speaks 2025-11-25. */
  readonly tasks2025: { requiresTask(tool: string): Promise<boolean> } | undefined;
}

/** The Tasks extension's way out: raw legs (the SDK rejects task results) and task sessions. */
export interface TaskLegs {
  readonly sessions: TaskSessions;
  /** One framed `tools/call` on a fresh id, answered raw. */
  call(params: Record<string, unknown>, signal: AbortSignal): Promise<RawResponse>;
}
