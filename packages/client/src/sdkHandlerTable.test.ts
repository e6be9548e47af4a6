// reportRefusedPushes stands in the SDK's private handler table (`Client._requestHandlers`): the
// SDK validates `elicitation/create` before any handler however one is registered, so no public
// API serves. If a release moves the table, refusals would silently go back to the SDK's own
// -32603 dump and the host would never hear of them: this test fails first, and says why.
import { Client } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { reportRefusedPushes } from './reportRefusedPushes.js';

const MOVED =
  'the SDK no longer keeps request handlers in Client._requestHandlers (a Map by method): reportRefusedPushes cannot see refused pushes; find where this SDK release keeps them';

describe("the SDK's private handler table", () => {
  it('holds the elicitation/create handler where reportRefusedPushes wraps it', () => {
    const client = new Client(
      { name: 'probe', version: '0.0.0' },
      { capabilities: { elicitation: { form: {} } } },
    );
    client.setRequestHandler('elicitation/create', () => ({ action: 'cancel' as const }));
    const table = (client as unknown as { _requestHandlers?: unknown })._requestHandlers;
    expect(table instanceof Map, MOVED).toBe(true);
    const before = (table as Map<string, unknown>).get('elicitation/create');
    expect(typeof before, MOVED).toBe('function');
    reportRefusedPushes(client, new Set(), () => ({ trustedId: 'probe' }), undefined);
    const after = (table as Map<string, unknown>).get('elicitation/create');
    expect(typeof after, MOVED).toBe('function');
    expect(after, 'reportRefusedPushes did not wrap the stored handler').not.toBe(before);
  });
});
