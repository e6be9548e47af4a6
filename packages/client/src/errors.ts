// Typed failures of a tool call. Hosts branch on the class (or on `code`), never on message text,
// so each failure a person can act on differently gets its own class.

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

/** -32021: the tool needs a client capability this host did not declare (e.g. form elicitation). */
export class MissingCapabilityError extends ElicitClientError {
  /** Dotted names of the missing capabilities, e.g. `['elicitation.form']`. */
  readonly capabilities: string[];
  /** `error.data.requiredCapabilities` as the server sent it. */
  readonly requiredCapabilities: Record<string, unknown>;
  /** The server's own words (its JSON-RPC error message), for showing as the server's. */
  readonly serverMessage: string;

  constructor(requiredCapabilities: Record<string, unknown>, serverMessage: string) {
    const capabilities = capabilityNames(requiredCapabilities);
    super(
      'missing-capability',
      `This tool needs ${capabilities.length ? capabilities.join(', ') : 'a capability'} that this app did not declare (server said: ${serverMessage}).`,
    );
    this.capabilities = capabilities;
    this.requiredCapabilities = requiredCapabilities;
    this.serverMessage = serverMessage;
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

/** The server refused the echoed requestState (tampered, expired, or minted by another deployment). */
export class RequestStateRejectedError extends ElicitClientError {
  readonly serverCode: number;
  /** The server's own words (its JSON-RPC error message), for showing as the server's. */
  readonly serverMessage: string;
  readonly data: unknown;

  constructor(serverCode: number, serverMessage: string, data: unknown) {
    super(
      'request-state-rejected',
      `The server no longer accepts this call's saved state (${serverMessage}); start the call again.`,
    );
    this.serverCode = serverCode;
    this.serverMessage = serverMessage;
    this.data = data;
  }
}

/** A result whose resultType this client does not know (the spec says: treat it as invalid). */
export class UnknownResultTypeError extends ElicitClientError {
  readonly resultType: string;

  constructor(resultType: string, cause?: unknown) {
    super('unknown-result-type', `The server returned an unknown result type "${resultType}".`, {
      cause,
    });
    this.resultType = resultType;
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

/**
 * One network leg took longer than `legTimeoutMs` (the person's think time never counts). Not
 * retryable: the request may have reached the tool, and a retry could run it a second time.
 */
export class LegTimeoutError extends ElicitClientError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super('leg-timeout', `The server did not answer within ${timeoutMs} ms.`);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * A network leg failed: connection refused or lost, an HTTP error status, an unreadable answer.
 * Answers are kept. `retryable` only when the request provably never reached the server's
 * handler (the connection was refused, or an HTTP error came back before any JSON-RPC answer);
 * a leg that may have run the tool is never re-sent.
 */
export class LegFailedError extends ElicitClientError {
  /** HTTP status when the server answered with one. */
  readonly status: number | undefined;

  constructor(cause: unknown, options: { status?: number; neverReached?: boolean } = {}) {
    const { status } = options;
    super(
      'leg-failed',
      `Could not reach the server or read its answer${status === undefined ? '' : ` (HTTP ${status})`}: ${describe(cause)}`,
      { cause, retryable: options.neverReached === true },
    );
    this.status = status;
  }
}

/**
 * 2025-11-25: a URL (or elicitationId) the person finished twice, asked for a third time, is a
 * loop. The first re-ask is shown again (the server may not see the step done yet).
 */
export const MAX_URL_REASKS = 2;

/** 2025-11-25 (-32042 or a push): the server asked for the same URL (or elicitationId) again after it was done. */
export class UrlLoopError extends ElicitClientError {
  readonly url: string;

  constructor(url: string) {
    super(
      'url-loop',
      `The server asked to open ${url} again after it was completed; stopped to avoid a loop.`,
    );
    this.url = url;
  }
}

/** 2025-11-25 -32042: the person declined or cancelled a URL the call requires. */
export class UrlDeclinedError extends ElicitClientError {
  readonly url: string;
  readonly action: 'decline' | 'cancel';

  constructor(url: string, action: 'decline' | 'cancel') {
    super(
      'url-declined',
      `The call needs ${url} to be opened, and it was ${action === 'decline' ? 'declined' : 'cancelled'}.`,
    );
    this.url = url;
    this.action = action;
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

/** The renderer returned content that fails the form's schema twice in a row. It was never sent. */
export class InvalidContentError extends ElicitClientError {
  readonly errors: { field: string; message: string }[];

  constructor(errors: { field: string; message: string }[]) {
    super(
      'invalid-content',
      `The renderer answered twice with content that does not fit the form (${errors
        .map((e) => (e.field ? `${e.field}: ${e.message}` : e.message))
        .join('; ')}); nothing was sent.`,
    );
    this.errors = errors;
  }
}

/**
 * The tool's final result does not match the output schema the server listed for it. Checked
 * here, by this client: the server sent a result, not an error.
 */
export class OutputSchemaError extends ElicitClientError {
  /** Why the result does not fit, one entry per problem. */
  readonly issues: string[];

  constructor(tool: string, issues: string[]) {
    super(
      'output-schema-mismatch',
      `The result of ${tool} does not match its output schema (${issues.join('; ')}); it was not used.`,
    );
    this.issues = issues;
  }
}

/** The SDK refused the request on this side (e.g. its params fail the protocol schema); nothing reached the server. */
export class RequestNotSentError extends ElicitClientError {
  constructor(cause: unknown) {
    super('request-not-sent', `The request was refused before it was sent: ${describe(cause)}`, {
      cause,
    });
  }
}

/** The server answered with a result this client cannot use (not a valid tool result). Judged here. */
export class InvalidResultError extends ElicitClientError {
  constructor(why: string) {
    super('invalid-result', `The server's answer is not a valid tool result: ${why}.`);
  }
}

/** Any other JSON-RPC error the server returned for the call: only ever what the server sent. */
export class ServerError extends ElicitClientError {
  readonly serverCode: number;
  /** The server's own words (its JSON-RPC error message), for showing as the server's. */
  readonly serverMessage: string;
  readonly data: unknown;

  constructor(serverCode: number, serverMessage: string, data: unknown) {
    super('server-error', `The server rejected the call (${serverCode}): ${serverMessage}`);
    this.serverCode = serverCode;
    this.serverMessage = serverMessage;
    this.data = data;
  }
}

/** Who failed to answer a question: the renderer, or one of the host's handlers. */
export type AnswerSource = 'renderer' | 'sampling' | 'roots';

const SOURCE_NAME: Record<AnswerSource, string> = {
  renderer: 'The renderer',
  sampling: 'The sampling handler',
  roots: 'The roots handler',
};

/**
 * The renderer (or a host handler for sampling/roots) threw instead of answering. The code is
 * decided by `source` (`renderer-failed` or `handler-failed`), never by the message's words.
 */
export class RendererError extends ElicitClientError {
  readonly source: AnswerSource;

  constructor(cause: unknown, source: AnswerSource = 'renderer') {
    super(
      source === 'renderer' ? 'renderer-failed' : 'handler-failed',
      `${SOURCE_NAME[source]} failed: ${describe(cause)}; nothing was sent.`,
      { cause },
    );
    this.source = source;
  }
}

/** A snapshot that cannot be resumed on this connection. */
export class ResumeMismatchError extends ElicitClientError {
  constructor(message: string) {
    super('resume-mismatch', message);
  }
}

/** A task (Tasks extension or 2025-11-25 task) ended `failed`; the message is the server's. */
export class TaskFailedError extends ElicitClientError {
  readonly taskId: string;
  readonly serverCode: number | undefined;
  readonly serverMessage: string;

  constructor(taskId: string, serverMessage: string, serverCode?: number, cause?: unknown) {
    super('task-failed', `Task ${taskId} failed: ${serverMessage}`, { cause });
    this.taskId = taskId;
    this.serverCode = serverCode;
    this.serverMessage = serverMessage;
  }
}

/** The server ended the task as `cancelled` (this client did not ask it to). */
export class TaskCancelledError extends ElicitClientError {
  readonly taskId: string;

  constructor(taskId: string) {
    super('task-cancelled', `Task ${taskId} was cancelled by the server.`);
    this.taskId = taskId;
  }
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? ` (${cause.cause.message})` : '';
    return `${cause.message}${inner}`;
  }
  return String(cause);
}
