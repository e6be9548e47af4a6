import { ERROR_INVALID_PARAMS, ERROR_MISSING_CAPABILITY } from '@elicitkit/core';
import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { ElicitClientError, InvalidResultError, LegFailedError, ServerError } from './errors.js';

/** A plain JSON object, or undefined for anything else (arrays and null included). */
export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

// Failures that happen before a connection exists: the request was never delivered.
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

function causeCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let at: unknown = error, depth = 0; at !== undefined && depth < 8; depth++) {
    const item = record(at);
    const code = item?.['code'];
    if (typeof code === 'string') codes.push(code);
    // AggregateError (several addresses tried): each one refused.
    const errors = item?.['errors'];
    if (Array.isArray(errors)) for (const inner of errors) codes.push(...causeCodes(inner));
    at = at instanceof Error ? at.cause : undefined;
  }
  return codes;
}

/** The connection was never made: no byte of the request reached the server. */
function connectionRefused(error: unknown): boolean {
  const codes = causeCodes(error);
  return codes.length > 0 && codes.some((code) => NOT_CONNECTED.has(code));
}

/** An HTTP error body that is itself a JSON-RPC answer means the server did answer. */
function carriesJsonRpc(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const parsed = record(JSON.parse(text));
    return parsed?.['jsonrpc'] === '2.0' && ('result' in parsed || 'error' in parsed);
  } catch {
    return false;
  }
}

/**
 * Turns whatever one `tools/call` leg threw into the typed error a host acts on. JSON-RPC errors
 * are the server's verdict (not retryable). Anything that kept the answer from arriving or being
 * read is a failed leg, and it is retryable only when the leg provably never reached the tool:
 * the connection was refused, or the server answered with an HTTP error and no JSON-RPC at all.
 * A lost connection, an unreadable or invalid answer, or a timeout may come after the tool ran,
 * so a retry could run it twice.
 */
export function classifyLegError(
  error: unknown,
  sentRequestState: boolean,
  serverSent: (code: number, message: string) => boolean = () => true,
): ElicitClientError {
  if (error instanceof ElicitClientError) return error;
  // The SDK raises ProtocolError for its own checks too; those are not the server's words.
  if (ProtocolError.isInstance(error) && !serverSent(error.code, error.message))
    return new LegFailedError({ code: 'request-not-sent', cause: error });
  if (ProtocolError.isInstance(error)) {
    const data = record(error.data);
    const said = { serverCode: error.code, serverMessage: error.message, data: error.data };
    if (error.code === ERROR_MISSING_CAPABILITY) {
      return new ServerError({
        code: 'missing-capability',
        ...said,
        requiredCapabilities: record(data?.['requiredCapabilities']) ?? {},
      });
    }
    if (
      error.code === ERROR_INVALID_PARAMS &&
      (data?.['reason'] === 'invalid_request_state' ||
        (sentRequestState && /request\s*state/i.test(error.message)))
    ) {
      return new ServerError({ code: 'request-state-rejected', ...said });
    }
    return new ServerError({ code: 'server-error', ...said });
  }
  if (SdkHttpError.isInstance(error)) {
    const status = typeof error.status === 'number' ? error.status : undefined;
    return new LegFailedError({
      code: 'leg-failed',
      cause: error,
      ...(status !== undefined && { status }),
      neverReached: status !== undefined && !carriesJsonRpc(record(error.data)?.['text']),
    });
  }
  if (SdkError.isInstance(error) && error.code === SdkErrorCode.UnsupportedResultType) {
    const resultType = record(error.data)?.['resultType'];
    return new InvalidResultError({
      code: 'unknown-result-type',
      resultType: typeof resultType === 'string' ? resultType : 'unknown',
      cause: error,
    });
  }
  return new LegFailedError({
    code: 'leg-failed',
    cause: error,
    neverReached: connectionRefused(error),
  });
}
