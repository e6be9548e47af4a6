import type { Msg, TaskStatusView } from '@elicitkit/core';
import { authorizationErrorMsg, toDisplayText } from '@elicitkit/core';
import {
  AuthorizationDeclinedError,
  AuthorizationFailedError,
  AuthorizationRequiredError,
  CallAbortedError,
  ElicitClientError,
  InvalidContentError,
  LegFailedError,
  LegTimeoutError,
  MissingCapabilityError,
  OutputSchemaError,
  RendererError,
  RequestNotSentError,
  RequestStateRejectedError,
  ResumeMismatchError,
  RoundLimitError,
  ServerError,
  UnknownResultTypeError,
  UnsupportedInputRequestError,
  UrlDeclinedError,
  UrlLoopError,
} from '@elicitkit/client';
import type { CallError, ErrorDetail } from './callLog.js';
import type { DemoMessageKey, DemoMsg } from './locales/DemoCatalogue.js';

/**
 * What the page says about a failure: never just "something went wrong". Its title and hints are
 * the demo catalogue's descriptors, formatted where the notice is drawn (in the locale then chosen).
 */
export interface ErrorView {
  title: DemoMsg;
  /** The error class, e.g. RequestStateRejectedError, or the code. */
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

// Class names are looked up with instanceof: a minified build renames classes, so `error.name`
// would read "e" there.
const CLASSES: [
  new (...args: never[]) => ElicitClientError,
  string,
  DemoMessageKey,
  DemoMessageKey?,
][] = [
  [RoundLimitError, 'RoundLimitError', 'error.call.roundLimit', 'error.call.roundLimitHint'],
  [MissingCapabilityError, 'MissingCapabilityError', 'error.call.missingCapability'],
  [
    RequestStateRejectedError,
    'RequestStateRejectedError',
    'error.call.requestStateRejected',
    'error.call.requestStateRejectedHint',
  ],
  [UnknownResultTypeError, 'UnknownResultTypeError', 'error.call.unknownResultType'],
  [CallAbortedError, 'CallAbortedError', 'error.call.aborted'],
  [LegTimeoutError, 'LegTimeoutError', 'error.call.legTimeout', 'error.call.legTimeoutHint'],
  [LegFailedError, 'LegFailedError', 'error.call.legFailed', 'error.call.legFailedHint'],
  [UrlLoopError, 'UrlLoopError', 'error.call.urlLoop'],
  [UrlDeclinedError, 'UrlDeclinedError', 'error.call.urlDeclined'],
  [
    UnsupportedInputRequestError,
    'UnsupportedInputRequestError',
    'error.call.unsupportedInputRequest',
  ],
  [InvalidContentError, 'InvalidContentError', 'error.call.invalidContent'],
  [OutputSchemaError, 'OutputSchemaError', 'error.call.outputSchema'],
  [RequestNotSentError, 'RequestNotSentError', 'error.call.requestNotSent'],
  [ServerError, 'ServerError', 'error.call.server'],
  [RendererError, 'RendererError', 'error.call.renderer'],
  [ResumeMismatchError, 'ResumeMismatchError', 'error.call.resumeMismatch'],
];

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
  if (error instanceof AuthorizationFailedError)
    return kitDetail(
      authorizationErrorMsg({
        code: 'authorization-failed',
        problem: error.problem,
        oauthCode: error.oauthCode,
      }),
    );
  if (error instanceof AuthorizationRequiredError)
    return kitDetail(authorizationErrorMsg({ code: 'authorization-required' }));
  if (error instanceof AuthorizationDeclinedError)
    return kitDetail(authorizationErrorMsg({ code: 'authorization-declined' }));
  if (
    error instanceof ServerError ||
    error instanceof RequestStateRejectedError ||
    error instanceof MissingCapabilityError
  )
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

/** The class name of a client error, or the JavaScript error name otherwise. */
export function errorKind(error: unknown): string {
  for (const [type, name] of CLASSES) if (error instanceof type) return name;
  if (error instanceof ElicitClientError) return 'ElicitClientError';
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
  const known = CLASSES.find(([, name]) => name === error.kind);
  const hints: DemoMsg[] = [];
  if (known?.[3]) hints.push({ key: known[3] });
  if (error.network) hints.push({ key: 'error.call.cors' });
  return {
    title: { key: known?.[2] ?? 'error.call.failed' },
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
