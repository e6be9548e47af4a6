import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import type { ScreenLayout } from './lines.js';
import { line, seg } from './lines.js';

/**
 * The screen while the answer keys do not act yet (useArmed): the action row dimmed, and the key
 * line saying why keys are ignored, so the wait is shown, not silent.
 */
export function disarmedLayout(layout: ScreenLayout, l: TerminalLocalizer): ScreenLayout {
  return {
    ...layout,
    actions: {
      key: layout.actions.key,
      segments: layout.actions.segments.map((s) => seg(s.text, { dim: true })),
    },
    footer: line(
      'footer',
      seg(' '),
      seg(`⧗ ${l.format({ key: 'terminal.arming' })}`, { dim: true }),
    ),
  };
}
