import type { Msg, TaskStatusView } from '@elicitkit/core';
import { authorizationErrorMsg, toDisplayText } from '@elicitkit/core';
import type { ElicitClientErrorCode } from '@elicitkit/client';
import { AuthorizationError, ElicitClientError, ServerError } from '@elicitkit/client';
import type { CallError, ErrorDetail } from './callLog.js';
import type { DemoMessageKey, DemoMsg } from './locales/DemoCatalogue.js';

/**
 * What the page says about a failure: never just "something went wrong". Its title and hints are
 * the demo catalogue's descriptors, formatted where the notice is drawn (in the locale then chosen).
 */
export interface ErrorView {
  title: DemoMsg;
  /** The client error's code, e.g. request-state-rejected, or the JavaScript error name. */
  kind: string;
  /** What the error itself says, kept apart by whose words they are. */
  detail?: ErrorDetail;
  hints: DemoMsg[];
  /** A saved task the notice is about: its status line fills the hints' `{status}` where drawn. */
  task?: TaskStatusView;
  retryable: boolean;
}

/** Whether anything answered at the server's address, for telling "down" from "CORS". */
export type Reachability = 'reachable' | 'unreachable' | 'unknown';

// The notice's title (and a hint) for each code; one without words of its own says the call failed.
const CALL_ERROR_WORDS: Record<ElicitClientErrorCode, [DemoMessageKey, DemoMessageKey?]> = {
  'round-limit': ['error.call.roundLimit', 'error.call.roundLimitHint'],
  'missing-capability': ['error.call.missingCapability'],
  'request-state-rejected': [
    'error.call.requestStateRejected',
    'error.call.requestStateRejectedHint',
  ],
  'unknown-result-type': ['error.call.unknownResultType'],
  'call-aborted': ['error.call.aborted'],
  'leg-timeout': ['error.call.legTimeout', 'error.call.legTimeoutHint'],
  'leg-failed': ['error.call.legFailed', 'error.call.legFailedHint'],
  'url-loop': ['error.call.urlLoop'],
  'url-declined': ['error.call.urlDeclined'],
  'unsupported-input-request': ['error.call.unsupportedInputRequest'],
  'invalid-content': ['error.call.invalidContent'],
  'output-schema-mismatch': ['error.call.outputSchema'],
  'request-not-sent': ['error.call.requestNotSent'],
  'server-error': ['error.call.server'],
  'renderer-failed': ['error.call.renderer'],
  'handler-failed': ['error.call.renderer'],
  'resume-mismatch': ['error.call.resumeMismatch'],
  'not-retryable': ['error.call.failed'],
  'task-failed': ['error.call.failed'],
  'task-cancelled': ['error.call.failed'],
  'invalid-result': ['error.call.failed'],
  'authorization-required': ['error.call.failed'],
  'authorization-declined': ['error.call.failed'],
  'authorization-failed': ['error.call.failed'],
};

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = error; e !== undefined && chain.length < 6;) {
    chain.push(e);
    e = e instanceof Error ? e.cause : undefined;
  }
  return chain;
}

/** A fetch that never got a readable response: the server is down, or CORS blocked it. */
export function isNetworkFailure(error: unknown): boolean {
  return causes(error).some(
    (e) =>
      (e instanceof TypeError && /fetch|network|load failed/i.test(e.message)) ||
      (e instanceof Error && /Failed to fetch|NetworkError|Load failed/i.test(e.message)),
  );
}

function kitDetail(msg: Msg): ErrorDetail {
  return { kind: 'kit', msg };
}

/**
 * What an error says, by whose words: a sign-in failure in the kit's (the authorization server's
 * own text, its error_description or a mismatching issuer, is in the cause chain and never shown);
 * a server's JSON-RPC message as the server's; the kit's other errors say nothing the notice's
 * title does not say in the page's language, so only what caused them (the runtime's report) is
 * kept; anything else is the runtime's report.
 */
export function detailOf(error: unknown): ErrorDetail | undefined {
  if (error instanceof AuthorizationError) return kitDetail(authorizationErrorMsg(error));
  if (error instanceof ServerError)
    // Shown as the server's own words, in one bounded line: it may be anything.
    return {
      kind: 'server',
      text: toDisplayText(error.serverMessage, { singleLine: true, maxLength: 300 }),
    };
  if (error instanceof ElicitClientError)
    return error.cause instanceof Error ? runtimeDetail(error.cause) : undefined;
  if (error instanceof Error) return runtimeDetail(error);
  return { kind: 'runtime', text: String(error) };
}

function runtimeDetail(error: Error): ErrorDetail {
  // One level of cause is named beside it ("Could not connect (ECONNREFUSED)"), unless it says so.
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return {
    kind: 'runtime',
    text: cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message,
  };
}

/**
 * The code of a client error (what the kit says happened, the same in every build), or the
 * JavaScript error name otherwise.
 */
export function errorKind(error: unknown): string {
  if (error instanceof ElicitClientError) return error.code;
  return error instanceof Error ? error.name : typeof error;
}

export function toCallError(error: unknown): CallError {
  return {
    kind: errorKind(error),
    ...(error instanceof ElicitClientError && { code: error.code }),
    ...optionalDetail(detailOf(error)),
    retryable: error instanceof ElicitClientError && error.retryable,
    ...(isNetworkFailure(error) && { network: true }),
  };
}

function optionalDetail(detail: ErrorDetail | undefined): { detail?: ErrorDetail } {
  return detail ? { detail } : {};
}

export interface ConnectFailureContext {
  serverUrl: string;
  pageOrigin: string;
  reachability: Reachability;
}

/** Explains a failure to connect or list tools. */
export function describeConnectError(error: unknown, context: ConnectFailureContext): ErrorView {
  const kind = errorKind(error);
  const detail = optionalDetail(detailOf(error));
  if (!isNetworkFailure(error)) {
    return {
      title: { key: 'error.connect.title', values: { url: context.serverUrl } },
      kind,
      ...detail,
      hints: [{ key: 'error.connect.hint' }],
      retryable: true,
    };
  }
  if (context.reachability === 'reachable') {
    return {
      title: { key: 'error.cors.title' },
      kind,
      ...detail,
      hints: [
        { key: 'error.cors.allowOrigin', values: { origin: context.pageOrigin } },
        { key: 'error.cors.preflight' },
        { key: 'error.cors.demoServer' },
      ],
      retryable: true,
    };
  }
  return {
    title: { key: 'error.down.title', values: { url: context.serverUrl } },
    kind,
    ...detail,
    hints: [{ key: 'error.down.running' }, { key: 'error.down.port' }],
    retryable: true,
  };
}

/** Explains a failed tool call from what the tracker recorded. */
export function describeCallError(error: CallError): ErrorView {
  // A code this page does not know (a log saved by another version of it) says the call failed.
  const [title, hint] = (error.code && CALL_ERROR_WORDS[error.code]) ?? ['error.call.failed'];
  const hints: DemoMsg[] = [];
  if (hint) hints.push({ key: hint });
  if (error.network) hints.push({ key: 'error.call.cors' });
  return {
    title: { key: title },
    kind: error.kind,
    ...optionalDetail(error.detail),
    hints,
    retryable: error.retryable,
  };
}

/**
 * A `no-cors` request succeeds (with an opaque response) whenever something answers, whatever its
 * CORS headers; so after a blocked fetch it tells a CORS refusal from a server that is down.
 */
export async function probeReachability(url: string): Promise<Reachability> {
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(5000) });
    return 'reachable';
  } catch {
    return 'unreachable';
  }
}
