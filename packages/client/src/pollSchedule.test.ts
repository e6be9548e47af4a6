import { describe, expect, it } from 'vitest';
import { createPollBackoff, pollDelayMs } from './pollSchedule.js';

describe('pollDelayMs', () => {
  it('without a hint: 500 ms, then ×1.5 each poll, capped at 5 s', () => {
    expect(Array.from({ length: 9 }, (_, step) => pollDelayMs(step))).toEqual([
      500, 750, 1125, 1688, 2531, 3797, 5000, 5000, 5000,
    ]);
  });

  it("honours the server's pollIntervalMs within [10 ms, 60 s]", () => {
    expect(pollDelayMs(0, 250)).toBe(250);
    expect(pollDelayMs(7, 250)).toBe(250);
    expect(pollDelayMs(0, 0)).toBe(10);
    expect(pollDelayMs(0, -5)).toBe(10);
    expect(pollDelayMs(0, 3_600_000)).toBe(60_000);
    // A hint that is not a number is no hint.
    expect(pollDelayMs(0, Number.NaN)).toBe(500);
  });
});

describe('createPollBackoff', () => {
  it('backs off while the status stays, starts afresh when it changes, and a hint does not advance it', () => {
    const backoff = createPollBackoff();
    expect(backoff.next('working')).toBe(500);
    expect(backoff.next('working')).toBe(750);
    expect(backoff.next('working', 200)).toBe(200);
    expect(backoff.next('working')).toBe(1125);
    expect(backoff.next('input_required')).toBe(500);
    expect(backoff.next('working')).toBe(500);
    expect(backoff.next('working')).toBe(750);
  });
});
