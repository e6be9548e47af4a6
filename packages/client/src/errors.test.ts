// One class per family a host acts on alike, one code per failure: each code keeps its own words
// and its own retry rule, and a field only one code carries is set for that code alone.
import { describe, expect, it } from 'vitest';
import { AuthorizationError } from './auth/authorizationError.js';
import {
  ElicitClientError,
  InvalidResultError,
  LegFailedError,
  RendererError,
  ServerError,
  TaskEndedError,
  UrlError,
} from './errors.js';

describe('the client error families', () => {
  it('a leg: failed (retryable only if never reached), timed out, or never sent', () => {
    const refused = new LegFailedError({
      code: 'leg-failed',
      cause: new Error('ECONNREFUSED'),
      status: 503,
      neverReached: true,
    });
    expect(refused).toMatchObject({ code: 'leg-failed', status: 503, retryable: true });
    expect(refused.timeoutMs).toBeUndefined();
    const timedOut = new LegFailedError({ code: 'leg-timeout', timeoutMs: 5000 });
    expect(timedOut).toMatchObject({ code: 'leg-timeout', timeoutMs: 5000, retryable: false });
    expect(timedOut.status).toBeUndefined();
    expect(timedOut.message).toBe('The server did not answer within 5000 ms.');
    const unsent = new LegFailedError({ code: 'request-not-sent', cause: new Error('bad params') });
    expect(unsent).toMatchObject({ code: 'request-not-sent', retryable: false });
    expect(unsent.cause).toBeInstanceOf(Error);
  });

  it('the server’s refusals: capabilities only for missing-capability, its words kept apart', () => {
    const said = { serverCode: -32021, serverMessage: 'needs forms', data: { x: 1 } };
    const missing = new ServerError({
      code: 'missing-capability',
      ...said,
      requiredCapabilities: { elicitation: { form: {} }, sampling: {} },
    });
    expect(missing).toMatchObject({
      code: 'missing-capability',
      capabilities: ['elicitation.form', 'sampling'],
      requiredCapabilities: { elicitation: { form: {} }, sampling: {} },
      serverMessage: 'needs forms',
      data: { x: 1 },
      retryable: false,
    });
    const rejected = new ServerError({ code: 'request-state-rejected', ...said });
    expect(rejected.message).toContain('saved state (needs forms)');
    expect(rejected.capabilities).toBeUndefined();
    expect(rejected.requiredCapabilities).toBeUndefined();
    const other = new ServerError({ code: 'server-error', ...said });
    expect(other.message).toBe('The server rejected the call (-32021): needs forms');
  });

  it('an unusable answer: invalid, of an unknown type, or off its output schema', () => {
    const unknown = new InvalidResultError({ code: 'unknown-result-type', resultType: 'later' });
    expect(unknown).toMatchObject({ resultType: 'later', issues: undefined });
    const off = new InvalidResultError({
      code: 'output-schema-mismatch',
      tool: 'get_weather',
      issues: ['temp: expected number'],
    });
    expect(off).toMatchObject({ issues: ['temp: expected number'], resultType: undefined });
    expect(off.message).toContain('get_weather does not match its output schema');
    const invalid = new InvalidResultError({ code: 'invalid-result', why: 'it is not an object' });
    expect(invalid.message).toBe(
      "The server's answer is not a valid tool result: it is not an object.",
    );
  });

  it('a question unanswered on this side: the renderer, a handler, or two bad answers', () => {
    const bad = new RendererError({
      code: 'invalid-content',
      errors: [{ field: 'seats', message: 'too many' }],
    });
    expect(bad).toMatchObject({ source: 'renderer', errors: [{ field: 'seats' }] });
    expect(bad.message).toContain('seats: too many');
    const roots = new RendererError({ code: 'handler-failed', source: 'roots', cause: 'gone' });
    expect(roots).toMatchObject({ source: 'roots', errors: undefined });
    expect(roots.message).toBe('The roots handler failed: gone; nothing was sent.');
  });

  it('a URL looped or declined; a task failed or was cancelled', () => {
    const loop = new UrlError({ code: 'url-loop', url: 'https://a.test/x' });
    expect(loop).toMatchObject({ url: 'https://a.test/x', action: undefined });
    const declined = new UrlError({
      code: 'url-declined',
      url: 'https://a.test/x',
      action: 'cancel',
    });
    expect(declined.action).toBe('cancel');
    expect(declined.message).toContain('it was cancelled');
    const failed = new TaskEndedError({
      code: 'task-failed',
      taskId: 't1',
      serverMessage: 'disk full',
      serverCode: -32603,
    });
    expect(failed).toMatchObject({ taskId: 't1', serverMessage: 'disk full', serverCode: -32603 });
    const cancelled = new TaskEndedError({ code: 'task-cancelled', taskId: 't1' });
    expect(cancelled).toMatchObject({ taskId: 't1', serverMessage: undefined });
  });

  it('a sign-in: required and declined may be retried, a failure may not', () => {
    const required = new AuthorizationError({ code: 'authorization-required', reason: 'connect' });
    expect(required).toMatchObject({ reason: 'connect', problem: undefined, retryable: true });
    const declined = new AuthorizationError({ code: 'authorization-declined', reason: 'expired' });
    expect(declined.retryable).toBe(true);
    const failed = new AuthorizationError({
      code: 'authorization-failed',
      problem: 'server-refused',
      oauthCode: 'invalid_grant',
      cause: new Error('error_description: call us'),
    });
    expect(failed).toMatchObject({
      problem: 'server-refused',
      reason: undefined,
      retryable: false,
    });
    expect(failed.message).not.toContain('call us');
  });

  it('every family is an ElicitClientError named after its class', () => {
    const error = new TaskEndedError({ code: 'task-cancelled', taskId: 't1' });
    expect(error).toBeInstanceOf(ElicitClientError);
    expect(error.name).toBe('TaskEndedError');
  });
});
