import type { MessageKey } from './types.js';

const CRITICAL_PREFIXES = [
  'identity.',
  'url.consent.',
  'url.warning.',
  'danger.',
  'outcome.',
  // Where the person signs in (MCP authorization): the origin must never be dropped.
  'auth.signIn.',
  // Which server's further questions are refused (the question budget).
  'budget.',
] as const;

/**
 * Safety words: who is asking, where a link goes, what a tool may destroy, what was sent. A
 * translation of one of these that is empty, unreadable or drops an English argument or tag is
 * not used; the English message is shown instead. The MCP spec (Elicitation, "Security
 * Considerations", https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation)
 * requires making clear which server asks and showing a URL's host: no translation may hide them.
 */
export function isCriticalKey(key: MessageKey | string): boolean {
  return (
    key === 'task.asking' ||
    key === 'diagnostic.secretRequested' ||
    CRITICAL_PREFIXES.some((p) => key.startsWith(p))
  );
}
