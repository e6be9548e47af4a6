import { describe, expect, it } from 'vitest';
import type { Field } from './field.js';
import { heldForRound } from './heldForRound.js';
import { normalizeRequest } from './normalizeRequest.js';
import { outcomeText } from './outcomeText.js';
import { PROTOCOL_2025, PROTOCOL_2026 } from './protocol.js';

const { form } = normalizeRequest({
  message: 'Where to?',
  requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
}) as { form: { fields: Field[] } };
const accepted = { action: 'accept' as const, content: { city: 'Oslo' } };

describe('outcome lines follow what the wire carried, per era', () => {
  it('2025-11-25: each answer is sent at once, so the lines say sent and told', () => {
    const held = heldForRound(PROTOCOL_2025);
    expect(outcomeText(accepted, { fields: form.fields, who: 'trips', held })).toBe(
      'Sent to trips: City: "Oslo"',
    );
    expect(outcomeText({ action: 'cancel' }, { who: 'trips', interrupted: true, held })).toBe(
      'Cancelled (Ctrl-C) — trips was told you cancelled; no answers were sent',
    );
  });

  it('2026-07-28: an answer is kept for its round; an interrupted round sent nothing and told nobody', () => {
    const held = heldForRound(PROTOCOL_2026);
    const accept = outcomeText(accepted, { fields: form.fields, who: 'trips', held });
    expect(accept).toBe(
      'Kept for this round — City: "Oslo"; nothing is sent to trips until the round is complete',
    );
    expect(outcomeText({ action: 'decline' }, { who: 'trips', held })).toBe(
      'Declined — kept for this round; nothing is sent to trips until the round is complete',
    );
    const interrupted = outcomeText(
      { action: 'cancel' },
      { who: 'trips', interrupted: true, held },
    );
    expect(interrupted).toBe(
      'Stopped (Ctrl-C) — nothing was sent; trips was not told (it sees the call end)',
    );
    for (const line of [accept, interrupted]) {
      expect(line).not.toMatch(/Sent to|was told/);
    }
  });
});
