export interface OptionWindow {
  start: number;
  end: number;
  /** Options hidden above and below the window ("↑ N more" / "↓ N more"). */
  above: number;
  below: number;
}

/**
 * Which options of a list are on screen. Lists that fit are shown whole (options are never
 * collapsed behind a key); longer ones scroll, and the window is a pure function of the
 * highlighted option, centred on it where possible, so the highlight can never be off-screen.
 */
export function optionWindow(count: number, highlighted: number, size: number): OptionWindow {
  const visible = Math.max(1, Math.min(count, size));
  if (count <= visible) return { start: 0, end: count, above: 0, below: 0 };
  const wanted = Math.max(0, highlighted) - Math.floor(visible / 2);
  const start = Math.max(0, Math.min(count - visible, wanted));
  const end = start + visible;
  return { start, end, above: start, below: count - end };
}
