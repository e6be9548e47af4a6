import type { ToolCallSnapshot } from './snapshot.js';

// A renderer is handed the call's signal; this lets code in this package that receives a question
// (the bridge) find the snapshot of the call asking it, without widening core's RenderContext.
const sources = new WeakMap<AbortSignal, () => ToolCallSnapshot>();

/** Registers how to snapshot the call whose renderers are given `signal` (one per run). */
export function offerCallSnapshot(signal: AbortSignal, snapshot: () => ToolCallSnapshot): void {
  sources.set(signal, snapshot);
}

/** The snapshot of the call that handed a renderer `signal`, if a run did (pushes do not). */
export function callSnapshotFor(signal: AbortSignal): ToolCallSnapshot | undefined {
  return sources.get(signal)?.();
}
