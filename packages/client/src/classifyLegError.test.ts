import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { classifyLegError } from './classifyLegError.js';
import {
  LegFailedError,
  MissingCapabilityError,
  RequestStateRejectedError,
  ServerError,
  UnknownResultTypeError,
} from './errors.js';

describe('classifyLegError', () => {
  it('-32021 names the missing capabilities from data.requiredCapabilities', () => {
    const error = classifyLegError(
      new ProtocolError(-32021, 'Missing capability', {
        requiredCapabilities: { elicitation: { form: {}, url: {} }, sampling: {} },
      }),
      false,
    );
    expect(error).toBeInstanceOf(MissingCapabilityError);
    expect((error as MissingCapabilityError).capabilities).toEqual([
      'elicitation.form',
      'elicitation.url',
      'sampling',
    ]);
    expect(error.retryable).toBe(false);
  });

  it('-32602 about requestState is RequestStateRejectedError; other -32602 is a ServerError', () => {
    expect(
      classifyLegError(
        new ProtocolError(-32602, 'Invalid or expired requestState', {
          reason: 'invalid_request_state',
        }),
        true,
      ),
    ).toBeInstanceOf(RequestStateRejectedError);
    const other = classifyLegError(new ProtocolError(-32602, 'bad arguments'), true);
    expect(other).toBeInstanceOf(ServerError);
    expect((other as ServerError).serverCode).toBe(-32602);
  });

  it('transport failures are retryable LegFailedErrors, with the HTTP status when there is one', () => {
    const http = classifyLegError(
      new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'boom', { status: 503 }),
      true,
    );
    expect(http).toBeInstanceOf(LegFailedError);
    expect((http as LegFailedError).status).toBe(503);
    expect(http.retryable).toBe(true);
    expect(classifyLegError(new TypeError('fetch failed'), true)).toBeInstanceOf(LegFailedError);
    expect(classifyLegError(new SyntaxError('Unexpected end of JSON'), true)).toBeInstanceOf(
      LegFailedError,
    );
    expect(
      classifyLegError(new SdkError(SdkErrorCode.ConnectionClosed, 'closed'), true),
    ).toBeInstanceOf(LegFailedError);
  });

  it('an unknown resultType keeps its name', () => {
    const error = classifyLegError(
      new SdkError(SdkErrorCode.UnsupportedResultType, 'nope', { resultType: 'task' }),
      false,
    );
    expect(error).toBeInstanceOf(UnknownResultTypeError);
    expect((error as UnknownResultTypeError).resultType).toBe('task');
  });
});
