import { toDisplayText } from './displayText.js';
import type { RendererNotice, ServerIdentity } from './renderer.js';

/**
 * What the person is told once a server's further questions are refused unseen: the host's
 * trusted name for it (never the self-reported one, which the server could make look like ours).
 */
export function budgetExhaustedNotice(server: ServerIdentity): RendererNotice {
  const who = toDisplayText(server.trustedId, { singleLine: true, maxLength: 60 });
  return { kind: 'budget-exhausted', server, msg: { key: 'budget.exhausted', values: { who } } };
}
