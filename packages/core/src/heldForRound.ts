import type { ProtocolEra } from './protocol.js';
import { PROTOCOL_2026 } from './protocol.js';

/**
 * Whether an answer given now reaches the server only with its round's retry: under 2026-07-28
 * every question comes in an `input_required` round, answered all together by re-issuing the
 * request; under 2025-11-25 each answer is the reply to its own request, sent at once.
 */
export function heldForRound(era: ProtocolEra | undefined): boolean {
  return era === PROTOCOL_2026;
}
