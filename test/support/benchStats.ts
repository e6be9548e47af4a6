// The arithmetic and output format every `bench/index.ts` shares (scripts/BENCH-CONTRACT.md), in
// one place so that all suites take medians and round figures the same way.

/** The median of `values` (the mean of the two middle values when their count is even). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Three significant digits: enough for a median of noisy samples, short enough to read. */
export const round3 = (value: number): number => Number(value.toPrecision(3));

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** Measured in the same run; `ratio` is derived from it. */
  baseline?: { name: string; value: number } | undefined;
  target?: string | undefined;
}

/** Prints one `BENCH {json}` line; values are rounded and the ratio is computed from raw values. */
export function printBench(suite: string, figure: BenchFigure): void {
  const line: Record<string, unknown> = {
    suite,
    name: figure.name,
    value: round3(figure.value),
    unit: figure.unit,
  };
  if (figure.baseline) {
    line['baseline'] = { name: figure.baseline.name, value: round3(figure.baseline.value) };
    line['ratio'] = round3(figure.value / figure.baseline.value);
  }
  if (figure.target !== undefined) line['target'] = figure.target;
  process.stdout.write(`BENCH ${JSON.stringify(line)}\n`);
}

/**
 * Two ways of doing the same thing, each run returning its own figure: warmed up, then sampled
 * alternately (the order swapping each time, so neither always runs first or right after the
 * other's garbage); the median of each.
 */
export async function pairedMedians(
  ours: () => Promise<number>,
  baseline: () => Promise<number>,
  { warmup, samples }: { warmup: number; samples: number },
): Promise<{ value: number; baseline: number }> {
  const oursValues: number[] = [];
  const baselineValues: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const [first, second] = i % 2 === 0 ? [ours, baseline] : [baseline, ours];
    const a = await first();
    const b = await second();
    if (i < warmup) continue;
    oursValues.push(first === ours ? a : b);
    baselineValues.push(first === ours ? b : a);
  }
  return { value: median(oursValues), baseline: median(baselineValues) };
}
