import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { classifyLegError } from './classifyLegError.js';
import { InvalidResultError, LegFailedError, ServerError } from './errors.js';

describe('classifyLegError', () => {
  it('-32021 names the missing capabilities from data.requiredCapabilities', () => {
    const error = classifyLegError(
      new ProtocolError(-32021, 'Missing capability', {
        requiredCapabilities: { elicitation: { form: {}, url: {} }, sampling: {} },
      }),
      false,
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(error.code).toBe('missing-capability');
    expect((error as ServerError).capabilities).toEqual([
      'elicitation.form',
      'elicitation.url',
      'sampling',
    ]);
    expect(error.retryable).toBe(false);
  });

  it('-32602 about requestState is request-state-rejected; other -32602 is server-error', () => {
    const rejected = classifyLegError(
      new ProtocolError(-32602, 'Invalid or expired requestState', {
        reason: 'invalid_request_state',
      }),
      true,
    );
    expect(rejected).toBeInstanceOf(ServerError);
    expect(rejected).toMatchObject({
      code: 'request-state-rejected',
      serverCode: -32602,
      serverMessage: 'Invalid or expired requestState',
      capabilities: undefined,
    });
    const other = classifyLegError(new ProtocolError(-32602, 'bad arguments'), true);
    expect(other).toBeInstanceOf(ServerError);
    expect(other).toMatchObject({ code: 'server-error', serverCode: -32602 });
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
    expect(error).toBeInstanceOf(InvalidResultError);
    expect(error).toMatchObject({ code: 'unknown-result-type', resultType: 'task' });
  });
});
