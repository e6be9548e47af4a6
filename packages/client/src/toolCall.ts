import type { Elicitation, InputRequest } from '@elicitkit/core';
import type { CallToolResult } from '@modelcontextprotocol/client';
import type { AuthorizeReason } from './auth/authorizationError.js';
import type { ElicitClientError } from './errors.js';
import type { InputCapableMethod, ToolCallSnapshot } from './snapshot.js';
import type { ReadableStore } from '@elicitkit/core';
import type { TaskStatus } from './runTask2026.js';

// The public face of a run: the handle a host holds and the states it observes. The loop behind
// it is runReducer.ts (what happens) and drive.ts with the path modules (doing it).

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

export type ToolCallState<R = CallToolResult> =
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
  /**
   * The server refused the leg until the person signs in (MCP authorization, not a URL
   * elicitation): the host's `authorize` is showing `authorizationServerOrigin`. The tool has not
   * run; the same leg goes out again once signed in. For `scope`, `scopes` are the added ones.
   */
  | {
      phase: 'authorizing';
      round: number;
      reason: AuthorizeReason;
      authorizationServerOrigin: string;
      scopes?: string[];
    }
  /** A task runs on the server; its status and message are the server's latest. */
  | { phase: 'task'; round: number; task: TaskStatus }
  /** The round's answers (and requestState) are on their way to the server. */
  | { phase: 'retrying'; round: number; stateOnly: boolean }
  | { phase: 'complete'; round: number; result: R }
  | { phase: 'failed'; round: number; error: ElicitClientError; retryable: boolean };

export type ToolCallPhase = ToolCallState['phase'];

export type { InputCapableMethod };

/** What a run sends: the method and its params, as the first leg carries them. */
export interface RunRequest {
  method: InputCapableMethod;
  params: Record<string, unknown>;
}

/**
 * One input-capable request in progress (a tool call, a prompt or a resource read): a promise
 * for its result plus an observable, resumable state.
 */
export interface ToolCall<R = CallToolResult> extends ReadableStore<ToolCallState<R>> {
  /** The tool's name (the prompt's name for prompts/get, the URI for resources/read). */
  readonly tool: string;
  readonly arguments: Record<string, unknown> | undefined;
  /** The request this handle runs, as sent on its first leg. */
  readonly method: InputCapableMethod;
  readonly params: Record<string, unknown>;
  /** Settles with the current attempt; after `retry()` it is the retried attempt's promise. */
  readonly result: Promise<R>;
  /** Plain JSON a host can persist and pass to `resumeToolCall`. */
  snapshot(): ToolCallSnapshot;
  /** After a retryable failure: re-sends the failed leg on a new JSON-RPC id, without re-asking. */
  retry(): Promise<R>;
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
