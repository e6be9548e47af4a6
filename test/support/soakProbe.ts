// What a soak process (run with node --expose-gc) measures of itself: heap after GC, timers
// alive, and the process warnings (listener leaks among them) seen since it started.

/** Starts counting warnings; throws unless the process runs with --expose-gc. */
export function soakProbe(who: string) {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error(`${who} needs node --expose-gc`);
  const warnings: string[] = [];
  process.on('warning', (warning) => warnings.push(warning.name));
  return {
    heap() {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    },
    timers: () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length,
    warnings: () => warnings.length,
  };
}
