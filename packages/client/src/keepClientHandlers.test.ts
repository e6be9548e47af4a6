import { Client } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { keepClientHandlers } from './keepClientHandlers.js';

// The handlers a Client answers with, read through the accessor the SDK's own driver uses.
const handlerOf = (client: Client, method: string) =>
  (client as unknown as { _getRequestHandler(m: string): unknown })._getRequestHandler(method);

const client = () =>
  new Client(
    { name: 'host', version: '1.0.0' },
    { capabilities: { elicitation: {}, sampling: {} } },
  );

describe('keepClientHandlers', () => {
  it('hands back the very handlers the Client had, and none where it had none', () => {
    const sdk = client();
    sdk.setRequestHandler('sampling/createMessage', async () => ({
      role: 'assistant' as const,
      content: { type: 'text' as const, text: 'own' },
      model: 'm',
    }));
    const own = handlerOf(sdk, 'sampling/createMessage');
    const kept = keepClientHandlers(
      sdk,
      ['sampling/createMessage', 'elicitation/create'],
      ['notifications/elicitation/complete'],
    );
    expect(kept.own('sampling/createMessage')).toBe(own);
    expect(kept.own('elicitation/create')).toBeUndefined();

    kept.put('sampling/createMessage', async () => ({}));
    sdk.setRequestHandler('elicitation/create', async () => ({ action: 'cancel' as const }));
    sdk.setNotificationHandler('notifications/elicitation/complete', () => undefined);
    kept.installed();
    expect(handlerOf(sdk, 'sampling/createMessage')).not.toBe(own);

    kept.handBack();
    expect(handlerOf(sdk, 'sampling/createMessage')).toBe(own);
    expect(handlerOf(sdk, 'elicitation/create')).toBeUndefined();
    expect(() => sdk.assertCanSetRequestHandler('elicitation/create')).not.toThrow();
  });

  it('leaves a handler the host set while the loop ran', () => {
    const sdk = client();
    const kept = keepClientHandlers(sdk, ['elicitation/create'], []);
    sdk.setRequestHandler('elicitation/create', async () => ({ action: 'cancel' as const }));
    kept.installed();
    sdk.setRequestHandler('elicitation/create', async () => ({ action: 'decline' as const }));
    const hosts = handlerOf(sdk, 'elicitation/create');
    kept.handBack();
    expect(handlerOf(sdk, 'elicitation/create')).toBe(hosts);
  });
});
