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

  it('an HTTP error without any JSON-RPC answer is retryable: the tool was never reached', () => {
    const http = classifyLegError(
      new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'boom', {
        status: 503,
        text: 'boom',
      }),
      true,
    );
    expect(http).toBeInstanceOf(LegFailedError);
    expect((http as LegFailedError).status).toBe(503);
    expect(http.retryable).toBe(true);
  });

  it('an HTTP error whose body is a JSON-RPC answer is not retryable', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 3, error: { code: -32603, message: 'x' } });
    const http = classifyLegError(
      new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'boom', { status: 500, text }),
      true,
    );
    expect(http).toBeInstanceOf(LegFailedError);
    expect(http.retryable).toBe(false);
  });

  it('a refused connection is retryable; a lost one, an unreadable body or a closed connection is not', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
    });
    expect(classifyLegError(refused, true)).toMatchObject({ code: 'leg-failed', retryable: true });
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
    });
    expect(classifyLegError(reset, true)).toMatchObject({ code: 'leg-failed', retryable: false });
    expect(classifyLegError(new TypeError('fetch failed'), true).retryable).toBe(false);
    expect(classifyLegError(new SyntaxError('Unexpected end of JSON'), true).retryable).toBe(false);
    const closed = classifyLegError(new SdkError(SdkErrorCode.ConnectionClosed, 'closed'), true);
    expect(closed).toBeInstanceOf(LegFailedError);
    expect(closed.retryable).toBe(false);
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
