import type { ClientCapabilities } from '@modelcontextprotocol/client';

/** Which elicitation modes the host can show; declared to the server exactly as mounted. */
export interface ElicitationModes {
  form: boolean;
  url: boolean;
}

export function resolveModes(requested?: Partial<ElicitationModes>): ElicitationModes {
  return { form: requested?.form ?? true, url: requested?.url ?? true };
}

/**
 * The capabilities object sent in `initialize` (2025-11-25) or in every request's `_meta`
 * (2026-07-28). Only what the host can really answer is declared, so a server never embeds a
 * request this client would have to refuse.
 */
export function clientCapabilities(
  modes: ElicitationModes,
  handlers: { sampling?: unknown; roots?: unknown },
): ClientCapabilities {
  const capabilities: ClientCapabilities = {};
  if (modes.form || modes.url) {
    capabilities.elicitation = {
      ...(modes.form && { form: {} }),
      ...(modes.url && { url: {} }),
    };
  }
  if (handlers.sampling) capabilities.sampling = {};
  if (handlers.roots) capabilities.roots = {};
  return capabilities;
}
