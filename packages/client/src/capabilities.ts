import type { ClientCapabilities } from '@modelcontextprotocol/client';

import type { ElicitationModes } from './modes.js';

// Kept apart (modes.ts) so the SDK v1 entry can use them without loading SDK v2's types.
export type { ElicitationModes } from './modes.js';
export { resolveModes } from './modes.js';

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
