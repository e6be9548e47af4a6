import type { PerformanceEntry } from 'node:perf_hooks';
import { PerformanceObserver, performance } from 'node:perf_hooks';

// React's development build (react-reconciler ≥ 0.33, which Ink renders through) records a
// performance.measure() for every component render and scheduler phase, for the browser's
// Performance panel, and never clears them; Node keeps every measure in its global timeline, so a
// prompt process that asks thousands of questions grows by ~13 KB a question (2,000-question soak:
// 27 MB). The production build records none. While a terminal session is on screen, React's own
// measures are cleared once observed (other observers still receive them); any other measure stays.

const COMPONENTS_TRACK = 'Components \u269b';
const SCHEDULER_GROUP = 'Scheduler \u269b';

interface DevtoolsDetail {
  devtools?: { track?: unknown; trackGroup?: unknown };
}

/** Whether `entry` is one of React's Performance-panel measures (by its devtools track). */
export function isReactMeasure(entry: PerformanceEntry): boolean {
  const devtools = (entry as PerformanceEntry & { detail?: DevtoolsDetail }).detail?.devtools;
  return devtools?.track === COMPONENTS_TRACK || devtools?.trackGroup === SCHEDULER_GROUP;
}

function clear(entries: readonly PerformanceEntry[]) {
  const names = new Set<string>();
  for (const entry of entries) if (isReactMeasure(entry)) names.add(entry.name);
  // Measures are cleared by name: a name some other measure also has is left alone.
  for (const name of names)
    if (performance.getEntriesByName(name, 'measure').every(isReactMeasure))
      performance.clearMeasures(name);
}

let observer: PerformanceObserver | undefined;
let users = 0;

/**
 * Starts clearing React's measures (those already buffered, then each as it is recorded) until
 * every caller has called the returned stop. Does nothing in React's production build, which
 * records none.
 */
export function releaseReactMeasures(): () => void {
  users++;
  if (!observer) {
    observer = new PerformanceObserver((list) => clear(list.getEntries()));
    // `buffered` also delivers the measures left from an earlier session's last frames.
    observer.observe({ type: 'measure', buffered: true });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--users > 0 || !observer) return;
    clear(observer.takeRecords());
    observer.disconnect();
    observer = undefined;
  };
}
