import type { TerminalLocalizer } from '../messages/TerminalLocalizer.js';
import type { Line } from '../lines.js';
import { line, seg } from '../lines.js';
import { optionWindow } from '../optionWindow.js';
import { INDENT } from './inkWidget.js';

function moreLine(key: string, marker: string, count: number, l: TerminalLocalizer): Line {
  const text = count > 0 ? l.format({ key: 'list.more', values: { marker, count } }) : ' ';
  return line(key, seg(INDENT), seg(text, { dim: true }));
}

/**
 * A list's option rows: whole when it fits, else the window around `highlighted` between
 * `↑ N more` / `↓ N more` rows (kept, blank, at either end, so the list never changes height).
 */
export function optionRows(
  key: string,
  count: number,
  highlighted: number,
  listSize: number,
  l: TerminalLocalizer,
  row: (index: number) => Line | undefined,
): Line[] {
  const window = optionWindow(count, highlighted, listSize);
  const scrolling = window.above + window.below > 0;
  const lines: Line[] = [];
  if (scrolling) lines.push(moreLine(`${key}:above`, '↑', window.above, l));
  for (let i = window.start; i < window.end; i++) {
    const option = row(i);
    if (option) lines.push(option);
  }
  if (scrolling) lines.push(moreLine(`${key}:below`, '↓', window.below, l));
  return lines;
}
