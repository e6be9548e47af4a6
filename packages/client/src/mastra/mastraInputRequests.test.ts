// Mastra 2.x calls `inputRequests({ key, params, signal })`, in parallel for a 2026 round.
import { describe, expect, it } from 'vitest';
import { manualRenderer, SEATS_FORM } from '../manualRenderer.testing.js';
import { mastraInputRequests } from './index.js';

const FORM = SEATS_FORM;

describe('mastraInputRequests', () => {
  it('a round’s parallel requests are shown one at a time, validated, with the host’s identity', async () => {
    const m = manualRenderer();
    const inputRequests = mastraInputRequests(m.renderer, {
      serverId: 'booking',
      serverUrl: 'https://booking.example/mcp',
      era: '2026-07-28',
    });
    const signal = new AbortController().signal;
    const a = inputRequests({ key: 'seats', params: FORM, signal });
    const b = inputRequests({ key: 'again', params: FORM, signal });
    const q1 = await m.nth(0);
    expect(q1.context.server).toEqual({
      trustedId: 'booking',
      trustedUrl: 'https://booking.example/mcp',
    });
    expect(q1.context.inputKey).toBe('seats');
    expect(q1.context.era).toBe('2026-07-28');
    expect(inputRequests.handler.pending).toBe(2);
    expect(m.shown).toHaveLength(1);
    q1.answer({ action: 'accept', content: { seats: 0 } });
    (await m.nth(1)).answer({ action: 'accept', content: { seats: 'x' } });
    expect(await a).toEqual({ action: 'cancel' });
    const q3 = await m.nth(2);
    expect(q3.context.inputKey).toBe('again');
    q3.answer({ action: 'accept', content: { seats: 3 } });
    expect(await b).toEqual({ action: 'accept', content: { seats: 3 } });
  });

  it('Mastra’s abort answers cancel', async () => {
    const m = manualRenderer();
    const inputRequests = mastraInputRequests(m.renderer, { serverId: 'booking' });
    const abort = new AbortController();
    const answer = inputRequests({ key: 'k', params: FORM, signal: abort.signal });
    await m.nth(0);
    abort.abort();
    expect(await answer).toEqual({ action: 'cancel' });
  });

  it('the host’s own signal withdraws a question Mastra’s request signal never aborts', async () => {
    const m = manualRenderer();
    const run = new AbortController();
    const inputRequests = mastraInputRequests(m.renderer, {
      serverId: 'booking',
      signal: run.signal,
    });
    const answer = inputRequests({ key: 'k', params: FORM, signal: new AbortController().signal });
    const shown = await m.nth(0);
    run.abort();
    shown.answer({ action: 'accept', content: { seats: 3 } });
    expect(await answer).toEqual({ action: 'cancel' });
  });
});
