import type { Elicitation } from './normalizeRequest.js';

const keys = new WeakMap<Elicitation, string>();

/**
 * The identity of a question, by content: mode, message, the normalised form (or URL) and the
 * elicitationId. Renderers keep one answer state per identity, so a host that rebuilds the request
 * object on every render (`request={normalizeRequest(params)}`) keeps the person's answers, and a
 * different question starts afresh. The same question asked twice in a row is one identity; hosts
 * that can do that pass their own key (e.g. the request id) instead.
 */
export function questionKey(request: Elicitation): string {
  let key = keys.get(request);
  if (key === undefined) {
    key = JSON.stringify([
      request.mode,
      request.message,
      request.mode === 'form' ? request.form : request.url,
      request.mode === 'url' ? (request.elicitationId ?? null) : null,
    ]);
    keys.set(request, key);
  }
  return key;
}
