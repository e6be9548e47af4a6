// The web page's error text: a cause the client error already names is not repeated.
import {
  AuthorizationFailedError,
  AuthorizationRequiredError,
  LegFailedError,
  RendererError,
} from '@elicitkit/client';
import { describe, expect, it } from 'vitest';
import {
  describeCallError,
  describeConnectError,
  toCallError,
} from '../../apps/web/src/describeError.js';

describe('web describeError messages', () => {
  it('does not repeat the cause a LegFailedError already names', () => {
    const error = new LegFailedError(new TypeError('fetch failed', { cause: new Error('x') }));
    expect(error.message).toContain('fetch failed (x)');
    expect(toCallError(error).message).toBe(error.message);
  });

  it('adds the CORS hint for a fetch that got no response, not for a server whose words say "fetch"', () => {
    const cors = { key: 'error.call.cors' };
    const blocked = toCallError(new LegFailedError(new TypeError('Failed to fetch')));
    expect(describeCallError(blocked).hints).toContainEqual(cors);
    const worded = toCallError(new LegFailedError(new Error('could not fetch the ticket')));
    expect(worded.message).toContain('fetch');
    expect(describeCallError(worded).hints).not.toContainEqual(cors);
  });

  it('does not repeat the cause a RendererError already names', () => {
    const error = new RendererError(new Error('the form crashed'));
    expect(toCallError(error).message).toBe(error.message);
  });

  it('still adds a cause the message leaves out', () => {
    const error = new Error('Could not connect', { cause: new Error('ECONNREFUSED') });
    expect(toCallError(error).message).toBe('Could not connect (ECONNREFUSED)');
    const view = describeConnectError(error, {
      serverUrl: 'http://localhost:3000/mcp',
      pageOrigin: 'http://localhost:5173',
      reachability: 'unknown',
    });
    expect(view.message).toBe('Could not connect (ECONNREFUSED)');
  });

  it('says why a sign-in failed in the catalogue words, never the authorization server text', () => {
    const told = new Error('error_description: call +1-555-0100 to unlock your account');
    const refused = new AuthorizationFailedError('server-refused', {
      oauthCode: 'invalid_grant',
      cause: told,
    });
    expect(toCallError(refused).message).toBe('The sign-in server refused (invalid_grant).');
    const view = describeConnectError(new AuthorizationRequiredError('connect', told), {
      serverUrl: 'http://localhost:3000/mcp',
      pageOrigin: 'http://localhost:5173',
      reachability: 'unknown',
    });
    expect(view.message).toBe('This server requires you to sign in. Nothing was sent to the tool.');
    expect(JSON.stringify(view)).not.toContain('555');
  });
});
