// The web page's error text, kept apart by whose words it is: the kit's (in the page's locale),
// the server's own (shown as the server's), or the runtime's report; a cause already named is not
// repeated.
import {
  AuthorizationError,
  LegFailedError,
  RendererError,
  ServerError,
  TaskEndedError,
} from '@elicitkit/client';
import { describe, expect, it } from 'vitest';
import {
  describeCallError,
  describeConnectError,
  toCallError,
} from '../../apps/web/src/describeError.js';

describe('web describeError details', () => {
  it('a LegFailedError says only what caused it (its own words are the title’s)', () => {
    const error = new LegFailedError({
      code: 'leg-failed',
      cause: new TypeError('fetch failed', { cause: new Error('x') }),
    });
    expect(toCallError(error).detail).toEqual({ kind: 'runtime', text: 'fetch failed (x)' });
  });

  it('adds the CORS hint for a fetch that got no response, not for a server whose words say "fetch"', () => {
    const cors = { key: 'error.call.cors' };
    const blocked = toCallError(
      new LegFailedError({ code: 'leg-failed', cause: new TypeError('Failed to fetch') }),
    );
    expect(describeCallError(blocked).hints).toContainEqual(cors);
    const worded = toCallError(
      new LegFailedError({ code: 'leg-failed', cause: new Error('could not fetch the ticket') }),
    );
    expect(worded.detail).toEqual({ kind: 'runtime', text: 'could not fetch the ticket' });
    expect(describeCallError(worded).hints).not.toContainEqual(cors);
  });

  it('a RendererError names the renderer’s error once', () => {
    const error = new RendererError({
      code: 'renderer-failed',
      cause: new Error('the form crashed'),
    });
    expect(toCallError(error).detail).toEqual({ kind: 'runtime', text: 'the form crashed' });
  });

  it('a server’s rejection is the server’s words, one display-safe line, never the client’s sentence', () => {
    const error = new ServerError({
      code: 'server-error',
      serverCode: -32000,
      serverMessage: 'quota\u202E exceeded\nfor today',
    });
    const detail = describeCallError(toCallError(error)).detail;
    expect(detail).toEqual({ kind: 'server', text: 'quota\ufffd exceeded for today' });
    expect(JSON.stringify(detail)).not.toContain('rejected the call');
  });

  it('still adds a cause the message leaves out', () => {
    const error = new Error('Could not connect', { cause: new Error('ECONNREFUSED') });
    const expected = { kind: 'runtime', text: 'Could not connect (ECONNREFUSED)' };
    expect(toCallError(error).detail).toEqual(expected);
    const view = describeConnectError(error, {
      serverUrl: 'http://localhost:3000/mcp',
      pageOrigin: 'http://localhost:5173',
      reachability: 'unknown',
    });
    expect(view.detail).toEqual(expected);
  });

  it('says why a sign-in failed in the catalogue words, never the authorization server text', () => {
    const told = new Error('error_description: call +1-555-0100 to unlock your account');
    const refused = new AuthorizationError({
      code: 'authorization-failed',
      problem: 'server-refused',
      oauthCode: 'invalid_grant',
      cause: told,
    });
    expect(toCallError(refused).detail).toEqual({
      kind: 'kit',
      msg: { key: 'auth.failed.serverRefused', values: { code: 'invalid_grant' } },
    });
    const view = describeConnectError(
      new AuthorizationError({ code: 'authorization-required', reason: 'connect', cause: told }),
      {
        serverUrl: 'http://localhost:3000/mcp',
        pageOrigin: 'http://localhost:5173',
        reachability: 'unknown',
      },
    );
    expect(view.detail?.kind).toBe('kit');
    expect(JSON.stringify(view)).not.toContain('555');
  });

  it('one class, several codes: the notice is worded by the code, and names the code', () => {
    const rejected = new ServerError({
      code: 'request-state-rejected',
      serverCode: -32602,
      serverMessage: 'stale state',
    });
    expect(describeCallError(toCallError(rejected))).toMatchObject({
      kind: 'request-state-rejected',
      title: { key: 'error.call.requestStateRejected' },
      hints: [{ key: 'error.call.requestStateRejectedHint' }],
      detail: { kind: 'server', text: 'stale state' },
    });
    const missing = new ServerError({
      code: 'missing-capability',
      serverCode: -32021,
      serverMessage: 'needs forms',
      requiredCapabilities: { elicitation: { form: {} } },
    });
    expect(describeCallError(toCallError(missing))).toMatchObject({
      kind: 'missing-capability',
      title: { key: 'error.call.missingCapability' },
      detail: { kind: 'server', text: 'needs forms' },
    });
    const timedOut = new LegFailedError({ code: 'leg-timeout', timeoutMs: 5000 });
    expect(describeCallError(toCallError(timedOut))).toMatchObject({
      kind: 'leg-timeout',
      title: { key: 'error.call.legTimeout' },
      hints: [{ key: 'error.call.legTimeoutHint' }],
    });
    const cancelled = new TaskEndedError({ code: 'task-cancelled', taskId: 't1' });
    expect(describeCallError(toCallError(cancelled))).toMatchObject({
      kind: 'task-cancelled',
      title: { key: 'error.call.failed' },
    });
  });

  it('an error that is not the kit’s is named by its JavaScript name and worded as a failed call', () => {
    const view = describeCallError(toCallError(new RangeError('out of range')));
    expect(view).toMatchObject({ kind: 'RangeError', title: { key: 'error.call.failed' } });
    expect(view.hints).toEqual([]);
  });
});
