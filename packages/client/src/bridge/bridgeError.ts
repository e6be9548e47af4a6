import type { ClosedState, FieldError } from '@elicitkit/core';

export type BridgeErrorCode =
  /** No question has this id (never asked, or forgotten long ago). */
  | 'unknown-question'
  /** The question belongs to another owner: nothing about it is revealed or changed. */
  | 'foreign-owner'
  /** Already answered (from another tab, say). */
  | 'answered'
  /** Its time ran out; the server was answered `cancel`. */
  | 'expired'
  /** The call it belonged to was cancelled or the server withdrew it. */
  | 'withdrawn'
  /**
   * The process that asked is gone and the question was a 2025-11-25 push (its request lived on
   * that process's stream), or a 2026-07-28 round with no `resume` configured here: the answer
   * cannot reach the server, so the question is withdrawn.
   */
  | 'holder-gone'
  /** The holder was gone and `options.resume` failed to continue the call here. */
  | 'resume-failed'
  /** The answer does not fit the form (see `errors`); the question stays open. */
  | 'invalid-answer'
  /** `bridge.renderer` was called outside `bridge.runAs(owner, …)`. */
  | 'no-owner'
  /** The store could not be read or written. */
  | 'store-failed';

/**
 * The refusals that mean the question is no longer open, and how it closed, as a page is told
 * (core's AnswerRefusal `closed`): no retry can succeed, so the page takes it down. A holder
 * gone withdrew it; an unknown id was closed so long ago that it is forgotten.
 */
const CLOSED_BY_CODE: Partial<Record<BridgeErrorCode, ClosedState>> = {
  answered: 'answered',
  expired: 'expired',
  withdrawn: 'withdrawn',
  'holder-gone': 'withdrawn',
  'unknown-question': 'withdrawn',
};

/** A refused answer. Hosts branch on `code` (e.g. to an HTTP status), never on the message. */
export class BridgeError extends Error {
  readonly code: BridgeErrorCode;
  /** With `invalid-answer`: why, per field, in the validator's words. */
  readonly errors: readonly FieldError[];
  /**
   * Set when the question is no longer open (answered, expired, withdrawn, its holder gone, or
   * forgotten): what to tell the page as AnswerRefusal `closed`, so it takes the question down.
   */
  readonly closed: ClosedState | undefined;

  constructor(
    code: BridgeErrorCode,
    message: string,
    options?: { errors?: readonly FieldError[]; cause?: unknown },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'BridgeError';
    this.code = code;
    this.errors = options?.errors ?? [];
    this.closed = CLOSED_BY_CODE[code];
  }
}
