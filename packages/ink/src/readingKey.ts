import type { KeyPress } from './decodeKeys.js';
import type { ViewInfo } from './promptView.js';

/**
 * A key while the whole message is open (Ctrl-O on a folded one), in a form or a URL question:
 * the row to read from next, or undefined to go back to the question (Esc or Ctrl-O again).
 */
export function readingKey(
  row: number,
  press: KeyPress,
  view: ViewInfo | undefined,
): { row: number } | undefined {
  const page = Math.max(1, (view?.height ?? 1) - 1);
  const to = (next: number) => ({ row: Math.max(0, Math.min(view?.maxTop ?? next, next)) });
  switch (press.name) {
    case 'escape':
    case 'ctrl-o':
      return undefined;
    case 'down':
      return to(row + 1);
    case 'up':
      return to(row - 1);
    case 'page-down':
    case 'space':
      return to(row + page);
    case 'page-up':
      return to(row - page);
    case 'home':
      return to(0);
    default:
      return { row };
  }
}
