import type { CallToolResult, InputRequest, InputResponse } from '@modelcontextprotocol/server';
import type { TaskError } from '../store/demoStore.js';

/**
 * What one step of a task decided:
 * - `continue`: more work; the next step runs `delayMs` later (any replica may run it);
 * - `ask`: stop until every key in `inputRequests` is answered (keys must be new to the task);
 * - `complete`: the tool's result (a tool-level error is still `complete`, with `isError`);
 * - `fail`: a JSON-RPC error, which the task reports as `failed`.
 */
export type StepOutcome<S> =
  | { kind: 'continue'; state: S; delayMs: number; statusMessage?: string }
  | { kind: 'ask'; state: S; inputRequests: Record<string, InputRequest>; statusMessage?: string }
  | { kind: 'complete'; result: CallToolResult; statusMessage?: string }
  | { kind: 'fail'; error: TaskError; statusMessage?: string };

/**
 * A tool's work, written as a resumable state machine instead of one long async function: its
 * whole state is JSON, so it can be checkpointed in the store after every step and resumed by
 * whichever replica claims the next one. The same program runs synchronously (answers by MRTR
 * rounds) for a client that did not declare the Tasks extension.
 *
 * `taskSupport`: `optional` tools run synchronously for such clients; `required` ones refuse them
 * with -32021.
 */
export interface TaskProgram<A, S> {
  readonly name: string;
  readonly taskSupport: 'optional' | 'required';
  /** The first state, from the validated tool arguments. */
  start(args: A): S;
  /**
   * One unit of work. `answers` holds the responses to the keys of the last `ask`, or is empty.
   * `signal` aborts when the claim on this step is lost (a cancel, a shutdown).
   */
  step(
    state: S,
    answers: Record<string, InputResponse>,
    signal: AbortSignal,
  ): Promise<StepOutcome<S>>;
}

// Programs are stored by name and called with stored (JSON) state, so the registry is untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTaskProgram = TaskProgram<any, any>;
