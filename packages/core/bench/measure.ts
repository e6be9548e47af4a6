// Median timing with performance.now(). Sub-microsecond calls are timed in batches (one sample =
// many calls) so timer resolution does not dominate; everything is warmed up first so the JIT
// has settled before the first sample.

import { median } from '../../../test/support/benchStats.js';

/** Written to by every measured call so the JIT cannot drop the work as unused. @public */
export let sink: unknown;

export interface MeasureOptions {
  /** Samples to take the median of. */
  samples: number;
  /** Each sample runs the call often enough to last at least this long. */
  minSampleMs: number;
  /** Untimed calls before measuring, for at least this long. */
  warmupMs: number;
}

const DEFAULTS: MeasureOptions = { samples: 40, minSampleMs: 10, warmupMs: 300 };

/** Median milliseconds per call of `fn`. */
export function timePerCall(fn: () => unknown, options: Partial<MeasureOptions> = {}): number {
  const { samples, minSampleMs, warmupMs } = { ...DEFAULTS, ...options };
  const warmUntil = performance.now() + warmupMs;
  while (performance.now() < warmUntil) sink = fn();

  // Calibrate the batch size: grow it until one batch takes at least minSampleMs.
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    const elapsed = performance.now() - start;
    if (elapsed >= minSampleMs) break;
    batch =
      elapsed <= 0 ? batch * 10 : Math.max(batch * 2, Math.ceil((batch * minSampleMs) / elapsed));
  }

  const perCall: number[] = [];
  for (let s = 0; s < samples; s++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) sink = fn();
    perCall.push((performance.now() - start) / batch);
  }
  return median(perCall);
}

/**
 * Median milliseconds per call of `fn`, where each call needs fresh input from `setup` (run
 * untimed): for costs that only occur once per input, such as compiling a validator.
 */
export function timeFirstCall<T>(
  setup: () => T,
  fn: (input: T) => unknown,
  options: { samples: number; warmup: number },
): number {
  for (let i = 0; i < options.warmup; i++) sink = fn(setup());
  const times: number[] = [];
  for (let s = 0; s < options.samples; s++) {
    const input = setup();
    const start = performance.now();
    sink = fn(input);
    times.push(performance.now() - start);
  }
  return median(times);
}
