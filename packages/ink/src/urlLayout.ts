import type { UrlElicitation } from '@elicitkit/core';
import type { TerminalSize } from './formLayout.js';
import type { ViewInfo } from './formPromptReducer.js';
import type { PromptOrigin } from './headerLines.js';
import { identityLine, preambleLines } from './headerLines.js';
import type { Line, ScreenLayout, Segment } from './lines.js';
import { bodyHeight, buttonSegments, line, seg, wrappedLines } from './lines.js';
import type { UrlButtonId, UrlPromptState } from './urlPromptReducer.js';
import { urlButtons } from './urlPromptReducer.js';
import { fitWidth, wrapText } from './wrapText.js';

const LABELS: Record<UrlButtonId, string> = {
  open: 'Open in browser',
  done: 'Done',
  decline: 'Decline',
  cancel: 'Cancel',
};

/**
 * The full address, hard-wrapped (never shortened) with the host picked out in bold and
 * underline, so the site is the part that reads first even without colour.
 */
function urlLines(url: UrlElicitation['url'], width: number): Line[] {
  const parts = url.parts ?? { before: url.display, host: '', after: '' };
  const chars = [
    ...Array.from(parts.before).map((c) => ({ c, host: false })),
    ...Array.from(parts.host).map((c) => ({ c, host: true })),
    ...Array.from(parts.after).map((c) => ({ c, host: false })),
  ];
  const room = Math.max(10, width - 4);
  const lines: Line[] = [];
  let i = 0;
  while (i < chars.length) {
    const text =
      fitWidth(
        chars
          .slice(i)
          .map((x) => x.c)
          .join(''),
        room,
      ) ||
      (chars[i]?.c ?? '');
    const n = Array.from(text).length;
    const segments: Segment[] = [seg('    ')];
    let run = '';
    let runHost = chars[i]?.host ?? false;
    for (const x of chars.slice(i, i + n)) {
      if (x.host !== runHost && run) {
        segments.push(
          seg(run, runHost ? { bold: true, underline: true, tone: 'accent' } : undefined),
        );
        run = '';
      }
      runHost = x.host;
      run += x.c;
    }
    if (run)
      segments.push(
        seg(run, runHost ? { bold: true, underline: true, tone: 'accent' } : undefined),
      );
    lines.push(line(`url${lines.length}`, ...segments));
    i += n;
  }
  return lines;
}

export function urlLayout(
  request: UrlElicitation,
  origin: PromptOrigin,
  state: UrlPromptState,
  size: TerminalSize,
): { layout: ScreenLayout; view: ViewInfo } {
  const width = Math.max(20, size.columns);
  const height = bodyHeight(size.rows);
  const { url } = request;
  const wrap = (key: string, text: string, style?: Segment['style'], indent = '  ') =>
    wrappedLines(key, text, width, indent, style);

  const all: Line[] = [
    ...preambleLines(
      origin,
      request.message,
      request.diagnostics.filter((d) => d.code !== 'url-blocked'),
      width,
    ),
  ];
  all.push(line('gap1', seg(' ')));
  all.push(
    ...wrap(
      'intro',
      url.blocked
        ? 'It asks you to open this address:'
        : 'It asks you to open this address in your browser:',
    ),
  );
  all.push(...urlLines(url, width));
  if (url.hostUnicode) {
    const really = url.host && url.host !== url.hostUnicode ? ` (really ${url.host})` : '';
    const port = url.port ? ` port ${url.port}` : '';
    all.push(
      line(
        'site',
        seg('  Site: '),
        seg(`${url.hostUnicode}${really}${port}`, { bold: true, tone: 'accent' }),
      ),
    );
  }
  for (const [i, w] of url.warnings.entries())
    all.push(...wrap(`warn${i}`, `⚠ ${w.message}`, { tone: 'warning' }));
  if (url.blocked)
    all.push(
      ...wrap('blocked', `✖ This address cannot be opened: ${url.blocked}`, { tone: 'error' }),
    );
  all.push(line('gap2', seg(' ')));
  if (state.phase === 'consent' && !url.blocked) {
    all.push(
      ...wrap('consent', 'Nothing is opened or fetched until you choose "Open in browser".', {
        dim: true,
      }),
    );
  } else if (state.phase === 'opening') {
    all.push(...wrap('opening', 'Opening your browser…', { dim: true }));
  } else if (state.phase === 'opened') {
    all.push(
      ...wrap('opened', '✔ Opened in your browser. Finish there, then choose Done.', {
        tone: 'success',
      }),
    );
  } else if (state.phase === 'open-failed') {
    all.push(
      ...wrap(
        'failed',
        `Could not open a browser (${state.openProblem ?? 'unknown problem'}). Copy this address into a browser, then choose Done:`,
        {
          tone: 'warning',
        },
      ),
    );
    // Unindented, so a copied selection is the address and nothing else.
    all.push(...wrapText(url.href ?? url.display, width).map((t, i) => line(`copy${i}`, seg(t))));
  }

  const maxTop = Number.isFinite(height) ? Math.max(0, all.length - height) : 0;
  // Nothing to focus in the body: start at the top unless the person paged, but keep the outcome
  // of opening (the last rows) in view once there is one.
  const top =
    state.scrollTop !== undefined
      ? Math.min(maxTop, state.scrollTop)
      : state.phase === 'consent'
        ? 0
        : maxTop;
  const body = Number.isFinite(height) ? all.slice(top, top + height) : all;
  const below = Math.max(0, all.length - top - body.length);

  const buttons = urlButtons(url, state.phase);
  const shown: UrlButtonId[] =
    state.phase === 'consent' ? ['open', 'decline', 'cancel'] : ['done', 'decline', 'cancel'];
  const actions = line(
    'actions',
    ...buttonSegments(
      shown.map((id) => ({ id, label: LABELS[id], disabled: !buttons.includes(id) })),
      state.phase === 'opening' ? undefined : state.focus,
    ),
  );
  const status = state.notice
    ? line('status', seg(' '), seg(state.notice.text, { tone: state.notice.tone }))
    : line('status', seg(' '));
  return {
    layout: {
      top: identityLine('Request from', origin.server, width, { above: top, below }),
      body,
      status,
      actions,
      footer: line(
        'footer',
        seg(' '),
        seg('←→/Tab choose · Enter press · Esc cancel', { dim: true }),
      ),
    },
    view: { top, maxTop, height: Number.isFinite(height) ? height : all.length, listPage: 1 },
  };
}
