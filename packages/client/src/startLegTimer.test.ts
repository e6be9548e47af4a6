import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLegTimer } from './startLegTimer.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startLegTimer', () => {
  it('fires once the budget is spent', () => {
    const fired = vi.fn();
    startLegTimer(1_000, fired);
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('never fires while paused (a person is answering), and resume starts a full budget', () => {
    const fired = vi.fn();
    const timer = startLegTimer(1_000, fired);
    vi.advanceTimersByTime(900);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(fired).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('counts nested pauses', () => {
    const fired = vi.fn();
    const timer = startLegTimer(100, fired);
    timer.pause();
    timer.pause();
    timer.resume();
    vi.advanceTimersByTime(1_000);
    expect(fired).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(100);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('progress restarts the budget; clear stops it; huge budgets mean no timeout', () => {
    const fired = vi.fn();
    const timer = startLegTimer(100, fired);
    vi.advanceTimersByTime(90);
    timer.touch();
    vi.advanceTimersByTime(90);
    expect(fired).not.toHaveBeenCalled();
    timer.clear();
    vi.advanceTimersByTime(1_000);
    expect(fired).not.toHaveBeenCalled();
    startLegTimer(Number.POSITIVE_INFINITY, fired);
    vi.advanceTimersByTime(10 ** 9);
    expect(fired).not.toHaveBeenCalled();
  });
});
