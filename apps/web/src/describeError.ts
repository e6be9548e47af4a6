import { authorizationErrorMsg, resolveLocalizer } from '@elicitkit/core';
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
import type { CallError } from './callLog.js';
import type { DemoMessageKey, DemoMsg } from './locales/DemoCatalogue.js';

const localizer = resolveLocalizer();

/**
 * What the page says about a failure: never just "something went wrong". Its title and hints are
 * the demo catalogue's descriptors, formatted where the notice is drawn (in the locale then chosen).
 */
export interface ErrorView {
  title: DemoMsg;
  /** The error class, e.g. RequestStateRejectedError, or the code. */
  kind: string;
  message: string;
  hints: DemoMsg[];
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

function messageOf(error: unknown): string {
  // A sign-in's failure in the catalogue's words: the authorization server's own text (its
  // error_description, a mismatching issuer) is in the cause chain and is never shown.
  if (error instanceof AuthorizationFailedError)
    return localizer.format(
      authorizationErrorMsg({
        code: 'authorization-failed',
        problem: error.problem,
        oauthCode: error.oauthCode,
      }),
    );
  if (error instanceof AuthorizationRequiredError)
    return localizer.format(authorizationErrorMsg({ code: 'authorization-required' }));
  if (error instanceof AuthorizationDeclinedError)
    return localizer.format(authorizationErrorMsg({ code: 'authorization-declined' }));
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : '';
    // LegFailedError and RendererError already name their cause: say it once.
    return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
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
    message: messageOf(error),
    retryable: error instanceof ElicitClientError && error.retryable,
    ...(isNetworkFailure(error) && { network: true }),
  };
}

export interface ConnectFailureContext {
  serverUrl: string;
  pageOrigin: string;
  reachability: Reachability;
}

/** Explains a failure to connect or list tools. */
export function describeConnectError(error: unknown, context: ConnectFailureContext): ErrorView {
  const kind = errorKind(error);
  const message = messageOf(error);
  if (!isNetworkFailure(error)) {
    return {
      title: { key: 'error.connect.title', values: { url: context.serverUrl } },
      kind,
      message,
      hints: [{ key: 'error.connect.hint' }],
      retryable: true,
    };
  }
  if (context.reachability === 'reachable') {
    return {
      title: { key: 'error.cors.title' },
      kind,
      message,
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
    message,
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
    message: error.message,
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
