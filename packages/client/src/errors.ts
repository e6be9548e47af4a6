// Typed failures of a tool call. Hosts branch on `code` (or on the class), never on message text.
// A class is a family a host acts on alike (what went wrong and who to tell); its codes say which
// failure it was, and a field that only one code carries is set for that code only.

export type ElicitClientErrorCode =
  | 'round-limit'
  | 'missing-capability'
  | 'request-state-rejected'
  | 'unknown-result-type'
  | 'call-aborted'
  | 'leg-timeout'
  | 'leg-failed'
  | 'url-loop'
  | 'url-declined'
  | 'unsupported-input-request'
  | 'invalid-content'
  | 'server-error'
  | 'resume-mismatch'
  | 'renderer-failed'
  | 'handler-failed'
  | 'not-retryable'
  | 'task-failed'
  | 'task-cancelled'
  | 'output-schema-mismatch'
  | 'request-not-sent'
  | 'invalid-result'
  | 'authorization-required'
  | 'authorization-declined'
  | 'authorization-failed';

export class ElicitClientError extends Error {
  readonly code: ElicitClientErrorCode;
  /** True when `ToolCall.retry()` may re-send the failed leg (the answers are kept). */
  readonly retryable: boolean;

  constructor(
    code: ElicitClientErrorCode,
    message: string,
    options?: { cause?: unknown; retryable?: boolean },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.retryable = options?.retryable ?? false;
  }
}

/** The server kept returning input_required past the round cap. */
export class RoundLimitError extends ElicitClientError {
  readonly rounds: number;
  /** The last input_required payload received, for inspection. */
  readonly lastResult: { inputRequests?: Record<string, unknown>; requestState?: string };

  constructor(rounds: number, lastResult: RoundLimitError['lastResult']) {
    super(
      'round-limit',
      `The server still needed input after ${rounds} round${rounds === 1 ? '' : 's'}; the call was stopped.`,
    );
    this.rounds = rounds;
    this.lastResult = lastResult;
  }
}

/** The host (or the person) cancelled the call. Never a timeout. */
export class CallAbortedError extends ElicitClientError {
  readonly reason: unknown;

  constructor(reason: unknown) {
    super('call-aborted', 'The tool call was cancelled; nothing more was sent.');
    this.reason = reason;
  }
}

/** What kept one network leg from bringing an answer back, by code. */
type LegFailure =
  | { code: 'leg-failed'; cause: unknown; status?: number; neverReached?: boolean }
  | { code: 'leg-timeout'; timeoutMs: number }
  | { code: 'request-not-sent'; cause: unknown };

/**
 * A network leg brought no answer back. `leg-failed`: connection refused or lost, an HTTP error
 * status (`status`), an unreadable answer. `leg-timeout`: it took longer than `legTimeoutMs`
 * (`timeoutMs`; the person's think time never counts). `request-not-sent`: the SDK refused the
 * request on this side (e.g. its params fail the protocol schema). Answers are kept. `retryable`
 * only when the request provably never reached the server's handler (the connection was refused,
 * or an HTTP error came back before any JSON-RPC answer); a leg that may have run the tool — a
 * timed-out one included — is never re-sent.
 */
export class LegFailedError extends ElicitClientError {
  declare readonly code: LegFailure['code'];
  /** `leg-failed`: the HTTP status when the server answered with one. */
  readonly status: number | undefined;
  /** `leg-timeout`: the leg's budget. */
  readonly timeoutMs: number | undefined;

  constructor(failure: LegFailure) {
    if (failure.code === 'leg-timeout') {
      super(failure.code, `The server did not answer within ${failure.timeoutMs} ms.`);
    } else if (failure.code === 'request-not-sent') {
      super(
        failure.code,
        `The request was refused before it was sent: ${describe(failure.cause)}`,
        { cause: failure.cause },
      );
    } else {
      const { status } = failure;
      super(
        failure.code,
        `Could not reach the server or read its answer${status === undefined ? '' : ` (HTTP ${status})`}: ${describe(failure.cause)}`,
        { cause: failure.cause, retryable: failure.neverReached === true },
      );
    }
    this.status = failure.code === 'leg-failed' ? failure.status : undefined;
    this.timeoutMs = failure.code === 'leg-timeout' ? failure.timeoutMs : undefined;
  }
}

/**
 * 2025-11-25: a URL (or elicitationId) the person finished twice, asked for a third time, is a
 * loop. The first re-ask is shown again (the server may not see the step done yet).
 */
export const MAX_URL_REASKS = 2;

/** Why a URL the call needs was not opened, by code. */
type UrlProblem =
  | { code: 'url-loop'; url: string }
  | { code: 'url-declined'; url: string; action: 'decline' | 'cancel' };

/**
 * 2025-11-25 (-32042 or a push): a URL the call needs did not get opened. `url-loop`: the server
 * asked for the same URL (or elicitationId) again after it was done. `url-declined`: the person
 * declined or cancelled it (`action`).
 */
export class UrlError extends ElicitClientError {
  declare readonly code: UrlProblem['code'];
  readonly url: string;
  /** `url-declined`: what the person did. */
  readonly action: 'decline' | 'cancel' | undefined;

  constructor(problem: UrlProblem) {
    super(
      problem.code,
      problem.code === 'url-loop'
        ? `The server asked to open ${problem.url} again after it was completed; stopped to avoid a loop.`
        : `The call needs ${problem.url} to be opened, and it was ${problem.action === 'decline' ? 'declined' : 'cancelled'}.`,
    );
    this.url = problem.url;
    this.action = problem.code === 'url-declined' ? problem.action : undefined;
  }
}

/** The server embedded a request this host cannot answer (no handler, undeclared mode, unknown method). */
export class UnsupportedInputRequestError extends ElicitClientError {
  readonly key: string;
  readonly method: string;

  constructor(key: string, method: string, why: string) {
    super(
      'unsupported-input-request',
      `The server asked for ${method} (key "${key}"), but ${why}; nothing was sent.`,
    );
    this.key = key;
    this.method = method;
  }
}

/** Why the server's answer cannot be used, by code. */
type ResultProblem =
  | { code: 'invalid-result'; why: string }
  | { code: 'unknown-result-type'; resultType: string; cause?: unknown }
  | { code: 'output-schema-mismatch'; tool: string; issues: string[] };

/**
 * The server answered, and the answer cannot be used; judged here, by this client (the server
 * sent a result, not an error). `invalid-result`: not a valid tool result. `unknown-result-type`:
 * a `resultType` this client does not know (`resultType`; the spec says: treat it as invalid).
 * `output-schema-mismatch`: the final result does not match the output schema the server listed
 * for the tool (`issues`, one entry per problem).
 */
export class InvalidResultError extends ElicitClientError {
  declare readonly code: ResultProblem['code'];
  /** `unknown-result-type`: the resultType the server sent. */
  readonly resultType: string | undefined;
  /** `output-schema-mismatch`: why the result does not fit, one entry per problem. */
  readonly issues: string[] | undefined;

  constructor(problem: ResultProblem) {
    if (problem.code === 'unknown-result-type') {
      super(problem.code, `The server returned an unknown result type "${problem.resultType}".`, {
        cause: problem.cause,
      });
    } else if (problem.code === 'output-schema-mismatch') {
      super(
        problem.code,
        `The result of ${problem.tool} does not match its output schema (${problem.issues.join('; ')}); it was not used.`,
      );
    } else {
      super(problem.code, `The server's answer is not a valid tool result: ${problem.why}.`);
    }
    this.resultType = problem.code === 'unknown-result-type' ? problem.resultType : undefined;
    this.issues = problem.code === 'output-schema-mismatch' ? problem.issues : undefined;
  }
}

/** A JSON-RPC error the server returned for the call, by code. */
type ServerRefusal =
  | {
      code: 'server-error' | 'request-state-rejected';
      serverCode: number;
      serverMessage: string;
      data?: unknown;
    }
  | {
      code: 'missing-capability';
      serverCode: number;
      serverMessage: string;
      data?: unknown;
      /** `error.data.requiredCapabilities` as the server sent it. */
      requiredCapabilities: Record<string, unknown>;
    };

/**
 * A JSON-RPC error the server returned for the call: only ever what the server sent.
 * `missing-capability` (-32021): the tool needs a client capability this host did not declare
 * (`capabilities`, e.g. `['elicitation.form']`). `request-state-rejected`: the server refused the
 * echoed requestState (tampered, expired, or minted by another deployment). `server-error`: any
 * other.
 */
export class ServerError extends ElicitClientError {
  declare readonly code: ServerRefusal['code'];
  readonly serverCode: number;
  /** The server's own words (its JSON-RPC error message), for showing as the server's. */
  readonly serverMessage: string;
  readonly data: unknown;
  /** `missing-capability`: dotted names of the missing capabilities, e.g. `['elicitation.form']`. */
  readonly capabilities: string[] | undefined;
  /** `missing-capability`: `error.data.requiredCapabilities` as the server sent it. */
  readonly requiredCapabilities: Record<string, unknown> | undefined;

  constructor(refusal: ServerRefusal) {
    const { serverCode, serverMessage } = refusal;
    const capabilities =
      refusal.code === 'missing-capability'
        ? capabilityNames(refusal.requiredCapabilities)
        : undefined;
    super(
      refusal.code,
      capabilities
        ? `This tool needs ${capabilities.length ? capabilities.join(', ') : 'a capability'} that this app did not declare (server said: ${serverMessage}).`
        : refusal.code === 'request-state-rejected'
          ? `The server no longer accepts this call's saved state (${serverMessage}); start the call again.`
          : `The server rejected the call (${serverCode}): ${serverMessage}`,
    );
    this.serverCode = serverCode;
    this.serverMessage = serverMessage;
    this.data = refusal.data;
    this.capabilities = capabilities;
    this.requiredCapabilities =
      refusal.code === 'missing-capability' ? refusal.requiredCapabilities : undefined;
  }
}

function capabilityNames(required: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(required)) {
    const inner =
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? Object.keys(value)
        : [];
    if (inner.length === 0) names.push(key);
    else for (const sub of inner) names.push(`${key}.${sub}`);
  }
  return names;
}

/** Who failed to answer a question: the renderer, or one of the host's handlers. */
export type AnswerSource = 'renderer' | 'sampling' | 'roots';

const SOURCE_NAME: Record<AnswerSource, string> = {
  renderer: 'The renderer',
  sampling: 'The sampling handler',
  roots: 'The roots handler',
};

/** How a question went unanswered on this side, by code. */
type AnswerFailure =
  | { code: 'renderer-failed'; cause: unknown }
  | { code: 'handler-failed'; source: 'sampling' | 'roots'; cause: unknown }
  | { code: 'invalid-content'; errors: { field: string; message: string }[] };

/**
 * A question this host was asked got no usable answer; nothing was sent. `renderer-failed`: the
 * renderer threw. `handler-failed`: the host's sampling or roots handler threw (`source`).
 * `invalid-content`: the renderer answered twice in a row with content that fails the form's
 * schema (`errors`).
 */
export class RendererError extends ElicitClientError {
  declare readonly code: AnswerFailure['code'];
  readonly source: AnswerSource;
  /** `invalid-content`: what did not fit, one entry per problem. */
  readonly errors: { field: string; message: string }[] | undefined;

  constructor(failure: AnswerFailure) {
    const source = failure.code === 'handler-failed' ? failure.source : 'renderer';
    if (failure.code === 'invalid-content') {
      super(
        failure.code,
        `The renderer answered twice with content that does not fit the form (${failure.errors
          .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
          .join('; ')}); nothing was sent.`,
      );
    } else {
      const why = describe(failure.cause);
      super(failure.code, `${SOURCE_NAME[source]} failed: ${why}; nothing was sent.`, {
        cause: failure.cause,
      });
    }
    this.source = source;
    this.errors = failure.code === 'invalid-content' ? failure.errors : undefined;
  }
}

/** A snapshot that cannot be resumed on this connection. */
export class ResumeMismatchError extends ElicitClientError {
  constructor(message: string) {
    super('resume-mismatch', message);
  }
}

/** How a task ended without a result, by code. */
type TaskEnd =
  | {
      code: 'task-failed';
      taskId: string;
      serverMessage: string;
      serverCode?: number;
      cause?: unknown;
    }
  | { code: 'task-cancelled'; taskId: string };

/**
 * A task (Tasks extension or 2025-11-25 task) ended without a result. `task-failed`: it ended
 * `failed` (`serverMessage`, `serverCode`: the server's). `task-cancelled`: the server ended it
 * as `cancelled` (this client did not ask it to).
 */
export class TaskEndedError extends ElicitClientError {
  declare readonly code: TaskEnd['code'];
  readonly taskId: string;
  /** `task-failed`: the server's JSON-RPC error code, when it sent one. */
  readonly serverCode: number | undefined;
  /** `task-failed`: the server's own words. */
  readonly serverMessage: string | undefined;

  constructor(end: TaskEnd) {
    if (end.code === 'task-failed') {
      super(end.code, `Task ${end.taskId} failed: ${end.serverMessage}`, { cause: end.cause });
    } else {
      super(end.code, `Task ${end.taskId} was cancelled by the server.`);
    }
    this.taskId = end.taskId;
    this.serverCode = end.code === 'task-failed' ? end.serverCode : undefined;
    this.serverMessage = end.code === 'task-failed' ? end.serverMessage : undefined;
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
