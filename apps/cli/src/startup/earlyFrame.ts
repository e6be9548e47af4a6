// What the bin painted before the program loaded (src/startup/bin.ts), shared with the program
// through one global slot: the bin and the program are separate bundles, one process.
const SLOT = Symbol.for('elicitkit.earlyFrame');

interface Slot {
  /** The early frame is still on stderr's current line. */
  shown: boolean;
}

const slot = (): Slot | undefined => (globalThis as Record<symbol, Slot | undefined>)[SLOT];

/** The bin painted a frame on stderr's current line (a terminal). */
export function markEarlyFrame(): void {
  (globalThis as Record<symbol, Slot | undefined>)[SLOT] = { shown: true };
}

/** The spinner has drawn over the early frame: it is the spinner's line now. */
export function earlyFrameTakenOver(): void {
  const s = slot();
  if (s) s.shown = false;
}

/**
 * Erases the early frame if nothing has drawn over it: before anything else is written (a usage
 * error, a note) and at exit, so no "Connecting to …" is left that the program did not draw.
 */
export function eraseEarlyFrame(write: (text: string) => void): void {
  const s = slot();
  if (!s?.shown) return;
  s.shown = false;
  write('\r\u001b[2K');
}
