import type { Elicitation } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import type { PromptOrigin } from './headerLines.js';
import { QUOTE_BAR, identityLine } from './headerLines.js';
import type { Line, ScreenLayout } from './lines.js';
import { bodyHeight, line, seg } from './lines.js';
import { messageWindow } from './messageWindow.js';
import type { TerminalSize, ViewInfo } from './promptView.js';

/** Rows a page shows when the terminal's height is unknown. */
const UNKNOWN_HEIGHT_PAGE = 20;

/**
 * The whole message on screen (Ctrl-O on a folded one), from its row `row`: the server's words as
 * a quotation, as in the question, scrolled with the keys the footer names; the actions stay.
 */
export function readingLayout(
  request: Elicitation,
  origin: PromptOrigin,
  row: number,
  actions: Line,
  size: TerminalSize,
  l: TerminalLocalizer,
  /** The identity line's words: a form's "Question from", a URL's "Request from". */
  from: 'identity.questionFrom' | 'identity.requestFrom' = 'identity.questionFrom',
): { layout: ScreenLayout; view: ViewInfo } {
  const width = Math.max(20, size.columns);
  const height = bodyHeight(size.rows);
  const page = Number.isFinite(height) ? height : UNKNOWN_HEIGHT_PAGE;
  const textWidth = width - 2 - QUOTE_BAR.length;
  let top = row;
  let shown = messageWindow(request, request.message, textWidth, top, page);
  // Paged past the end before the end was known: show the last page.
  if (shown.total !== undefined && top > Math.max(0, shown.total - page)) {
    top = Math.max(0, shown.total - page);
    shown = messageWindow(request, request.message, textWidth, top, page);
  }
  const below = shown.total === undefined ? 0 : Math.max(0, shown.total - top - shown.rows.length);
  const body = shown.rows.map((text, i) =>
    line(`read:${top + i}`, seg('  '), seg(QUOTE_BAR, { dim: true }), seg(text)),
  );
  const percent = shown.percent;
  return {
    layout: {
      top: identityLine(from, origin.server, width, { above: top, below }, l),
      body,
      status: line(
        'status',
        seg(' '),
        seg(l.format({ key: 'terminal.reading', values: { percent } }), { tone: 'accent' }),
      ),
      actions,
      footer: line(
        'footer',
        seg(' '),
        seg(l.format({ key: 'terminal.keys.reading' }), { dim: true }),
      ),
    },
    view: {
      top,
      maxTop: shown.total === undefined ? Number.MAX_SAFE_INTEGER : Math.max(0, shown.total - page),
      height: page,
    },
  };
}
