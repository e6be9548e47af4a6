// What a page is sent about its questions, without the owner id: the id is the session's secret
// (its HttpOnly cookie), and any script on the page could read it from an event or a listing.
import type { BridgeEvent, ElicitationEnvelope } from '@elicitkit/core';

export type PageEnvelope = Omit<ElicitationEnvelope, 'owner'>;
export type PageEvent =
  | { type: 'asked'; envelope: PageEnvelope }
  | { type: 'closed'; id: string; state: Extract<BridgeEvent, { type: 'closed' }>['state'] };

export function pageEnvelope(envelope: ElicitationEnvelope): PageEnvelope {
  const { owner: _owner, ...shown } = envelope;
  return shown;
}

export function pageEvent(event: BridgeEvent): PageEvent {
  return event.type === 'asked'
    ? { type: 'asked', envelope: pageEnvelope(event.envelope) }
    : { type: 'closed', id: event.id, state: event.state };
}
