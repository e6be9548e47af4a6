/**
 * First body row on screen so the focused block is in view: the whole block when it fits (as far
 * down as possible, so what comes before it stays visible too), and in any case its essential rows
 * (the control and its error). Pure, so the same focus always gives the same screen.
 */
export function bodyTop(
  total: number,
  height: number,
  block: { start: number; end: number; essentialStart: number; essentialEnd: number } | undefined,
): number {
  const maxTop = Math.max(0, total - height);
  if (!Number.isFinite(height) || total <= height) return 0;
  if (!block) return maxTop;
  let top = Math.max(0, Math.min(block.start, block.end - height));
  if (block.essentialEnd - block.essentialStart > height) top = block.essentialStart;
  else if (block.essentialStart < top) top = block.essentialStart;
  else if (block.essentialEnd > top + height) top = block.essentialEnd - height;
  return Math.max(0, Math.min(maxTop, top));
}
