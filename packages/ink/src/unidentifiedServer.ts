import type { MsgPart } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';

function textOf(parts: readonly MsgPart[]): string {
  return parts.map((p) => (typeof p === 'string' ? p : textOf(p.parts))).join('');
}

/**
 * A server with no id known, in core's words: the `<id>` of `identity.unidentified` ("an
 * unidentified server"), for the terminal's own sentences that name who asks.
 */
export function unidentifiedServer(l: TerminalLocalizer): string {
  const parts = l.formatParts({ key: 'identity.unidentified' });
  const id = parts.find((p) => typeof p !== 'string' && p.tag === 'id');
  return id && typeof id !== 'string' ? textOf(id.parts) : textOf(parts);
}
