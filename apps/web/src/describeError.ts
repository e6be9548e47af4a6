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

const localizer = resolveLocalizer();

/** What the page says about a failure: never just "something went wrong". */
export interface ErrorView {
  title: string;
  /** The error class, e.g. RequestStateRejectedError, or the code. */
  kind: string;
  message: string;
  hints: string[];
  retryable: boolean;
}

/** Whether anything answered at the server's address, for telling "down" from "CORS". */
export type Reachability = 'reachable' | 'unreachable' | 'unknown';

// Class names are looked up with instanceof: a minified build renames classes, so `error.name`
// would read "e" there.
const CLASSES: [new (...args: never[]) => ElicitClientError, string, string, string?][] = [
  [RoundLimitError, 'RoundLimitError', 'The server kept asking', 'It may be stuck in a loop.'],
  [
    MissingCapabilityError,
    'MissingCapabilityError',
    'This tool needs something this page did not declare',
  ],
  [
    RequestStateRejectedError,
    'RequestStateRejectedError',
    'The server refused the saved call state',
    'The state expired, was changed, or was minted by a server with another --secret. Start the call again.',
  ],
  [
    UnknownResultTypeError,
    'UnknownResultTypeError',
    'The server sent a result this page cannot read',
  ],
  [CallAbortedError, 'CallAbortedError', 'The call was cancelled'],
  [
    LegTimeoutError,
    'LegTimeoutError',
    'The server took too long',
    'The request may have reached the tool, so it is not sent again: a second run could repeat its effect.',
  ],
  [
    LegFailedError,
    'LegFailedError',
    'The connection to the server failed',
    'When the request never reached the server, your answers are kept and Retry re-sends it once the server is back.',
  ],
  [UrlLoopError, 'UrlLoopError', 'The server asked for the same page again'],
  [UrlDeclinedError, 'UrlDeclinedError', 'The call needs a page you did not open'],
  [
    UnsupportedInputRequestError,
    'UnsupportedInputRequestError',
    'The server asked for something this page cannot answer',
  ],
  [InvalidContentError, 'InvalidContentError', 'The answer did not fit the form'],
  [OutputSchemaError, 'OutputSchemaError', 'The result did not match the tool’s output schema'],
  [RequestNotSentError, 'RequestNotSentError', 'The request was refused before it was sent'],
  [ServerError, 'ServerError', 'The server rejected the call'],
  [RendererError, 'RendererError', 'The form failed to answer'],
  [ResumeMismatchError, 'ResumeMismatchError', 'The saved call cannot be resumed here'],
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
      title: `Could not connect to ${context.serverUrl}`,
      kind,
      message,
      hints: [
        'Check that the address is an MCP Streamable HTTP endpoint (it usually ends in /mcp).',
      ],
      retryable: true,
    };
  }
  if (context.reachability === 'reachable') {
    return {
      title: 'The server answered, but the browser blocked the response (CORS)',
      kind,
      message,
      hints: [
        `The server must allow this page's origin, ${context.pageOrigin}, in Access-Control-Allow-Origin.`,
        'Its preflight (OPTIONS) must allow the headers content-type, mcp-protocol-version, mcp-method, mcp-name and mcp-session-id, and it must expose mcp-session-id.',
        'The elicitkit demo server allows localhost origins by default; see --allow-origin.',
      ],
      retryable: true,
    };
  }
  return {
    title: `Nothing answered at ${context.serverUrl}`,
    kind,
    message,
    hints: [
      'Is the server running? `npm start` starts the reference server and this page together.',
      'If it runs on another port, put its address above and press Connect.',
    ],
    retryable: true,
  };
}

/** Explains a failed tool call from what the tracker recorded. */
export function describeCallError(error: CallError): ErrorView {
  const known = CLASSES.find(([, name]) => name === error.kind);
  const hints: string[] = [];
  if (known?.[3]) hints.push(known[3]);
  if (error.network)
    hints.push('If the server is running, it may not allow this page’s origin (CORS).');
  return {
    title: known?.[2] ?? 'The call failed',
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
