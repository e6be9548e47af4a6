import { ERROR_INVALID_PARAMS, ERROR_MISSING_CAPABILITY } from '@elicitkit/core';
import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import {
  ElicitClientError,
  LegFailedError,
  MissingCapabilityError,
  RequestStateRejectedError,
  ServerError,
  UnknownResultTypeError,
} from './errors.js';

/** A plain JSON object, or undefined for anything else (arrays and null included). */
export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Turns whatever one `tools/call` leg threw into the typed error a host acts on. JSON-RPC errors
 * are the server's verdict (not retryable); anything that kept the answer from arriving or being
 * read (network, HTTP status, unreadable body, closed connection) is a failed leg (retryable).
 */
export function classifyLegError(error: unknown, sentRequestState: boolean): ElicitClientError {
  if (error instanceof ElicitClientError) return error;
  if (ProtocolError.isInstance(error)) {
    const data = record(error.data);
    if (error.code === ERROR_MISSING_CAPABILITY) {
      return new MissingCapabilityError(
        record(data?.['requiredCapabilities']) ?? {},
        error.message,
      );
    }
    if (
      error.code === ERROR_INVALID_PARAMS &&
      (data?.['reason'] === 'invalid_request_state' ||
        (sentRequestState && /request\s*state/i.test(error.message)))
    ) {
      return new RequestStateRejectedError(error.code, error.message, error.data);
    }
    return new ServerError(error.code, error.message, error.data);
  }
  if (SdkHttpError.isInstance(error)) return new LegFailedError(error, error.status);
  if (SdkError.isInstance(error)) {
    if (error.code === SdkErrorCode.UnsupportedResultType) {
      const resultType = record(error.data)?.['resultType'];
      return new UnknownResultTypeError(
        typeof resultType === 'string' ? resultType : 'unknown',
        error,
      );
    }
    return new LegFailedError(error);
  }
  return new LegFailedError(error);
}
