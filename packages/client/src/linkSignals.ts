/**
 * One signal that aborts when any of `signals` does, until `dispose()`. `AbortSignal.any` does the
 * same, but it registers every composite on each source for the source's lifetime (weak
 * references let go only by the garbage collector): on a long-lived source, such as an
 * attachment's own close signal, that is a cost per question paid long after it was answered.
 * Here the listeners come off as soon as the question ends.
 */
export function linkSignals(signals: readonly AbortSignal[]): {
  signal: AbortSignal;
  dispose(): void;
} {
  const controller = new AbortController();
  const already = signals.find((s) => s.aborted);
  if (already) {
    controller.abort(already.reason);
    return { signal: controller.signal, dispose: () => {} };
  }
  const onAbort = function (this: AbortSignal) {
    dispose();
    controller.abort(this.reason);
  };
  const dispose = () => {
    for (const s of signals) s.removeEventListener('abort', onAbort);
  };
  for (const s of signals) s.addEventListener('abort', onAbort);
  return { signal: controller.signal, dispose };
}
