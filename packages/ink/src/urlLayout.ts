import type { UrlElicitation } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import type { UrlConsentButtonId } from '@elicitkit/core';
import {
  URL_CONSENT_KEYS,
  canOpenUrl,
  urlConsentButtons,
  urlConsentStatusMsg,
} from '@elicitkit/core';
import { resolveTerminalLocalizer } from './resolveTerminalLocalizer.js';
import type { PromptOrigin } from './headerLines.js';
import { identityLine, preambleLines } from './headerLines.js';
import type { Line, ScreenLayout, Segment } from './lines.js';
import { bodyHeight, buttonSegments, line, seg, wrappedLines } from './lines.js';
import type { TerminalSize, ViewInfo } from './promptView.js';
import { readingLayout } from './readingLayout.js';
import { noticeText } from './noticeText.js';
import type { UrlPromptState } from './urlPromptReducer.js';
import { displayWidth, fitWidth } from './wrapText.js';

/**
 * Rows the copy-this-address line takes above the prompt once the browser could not be started:
 * a heading row and the address on one unbroken line, which the terminal soft-wraps (so a copied
 * selection is the whole address, never one cut by line breaks).
 */
export function copyLineRows(href: string | undefined, columns: number): number {
  return href === undefined
    ? 0
    : 1 + Math.max(1, Math.ceil(displayWidth(href) / Math.max(1, columns)));
}

/**
 * The full address, hard-wrapped (never shortened) with the host picked out in bold and
 * underline, so the site is the part that reads first even without colour.
 */
// The "could not confirm" sentences that point at the address line the terminal printed.
const TERMINAL_FAILED = {
  withDetail: 'url.consent.failedTerminal',
  noDetail: 'url.consent.failedNoDetailTerminal',
} as const;

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
  /** Rows printed above the prompt (the copy line), taken from the body so everything fits. */
  reservedRows = 0,
  l: TerminalLocalizer = resolveTerminalLocalizer(),
): { layout: ScreenLayout; view: ViewInfo } {
  const width = Math.max(20, size.columns);
  const height = Math.max(3, bodyHeight(size.rows) - reservedRows);
  const { url } = request;
  const { consent } = state;
  const wrap = (key: string, text: string, style?: Segment['style'], indent = '  ') =>
    wrappedLines(key, text, width, indent, style);

  const all: Line[] = [
    ...preambleLines(
      origin,
      request.message,
      request.diagnostics.filter((d) => d.code !== 'url-blocked'),
      width,
      l,
    ),
  ];
  all.push(line('gap1', seg(' ')));
  all.push(
    ...wrap(
      'intro',
      l.format({
        key: url.blocked ? 'url.consent.asksToOpenNoSite' : 'url.consent.asksToOpenBrowser',
      }),
    ),
  );
  all.push(...urlLines(url, width));
  if (url.hostUnicode) {
    const really =
      url.host && url.host !== url.hostUnicode
        ? l.format({ key: 'url.consent.reallyHost', values: { ascii: url.host } })
        : '';
    const port = url.port ? l.format({ key: 'url.consent.port', values: { port: url.port } }) : '';
    all.push(
      line(
        'site',
        seg(`  ${l.format({ key: 'terminal.url.site' })} `),
        seg(`${url.hostUnicode}${really}${port}`, { bold: true, tone: 'accent' }),
      ),
    );
  }
  // Warnings sit right under the address, and the view never scrolls past the first of them
  // on its own: opening the page must not push "this points to your own computer" out of sight.
  const firstWarning = all.length;
  for (const [i, w] of url.warnings.entries())
    all.push(...wrap(`warn${i}`, `⚠ ${l.format(w.msg)}`, { tone: 'warning' }));
  if (url.blockedMsg) {
    const reason = l.format(url.blockedMsg);
    const text = l.format({ key: 'url.consent.blockedTerminal', values: { reason } });
    all.push(...wrap('blocked', text, { tone: 'error' }));
  }
  all.push(line('gap2', seg(' ')));
  // The terminal's own sentence for a failed open points at the address printed above it.
  const statusMsg = urlConsentStatusMsg(url, consent, TERMINAL_FAILED);
  if (statusMsg) {
    const status = l.format(statusMsg);
    const failed = consent.browser === 'failed';
    const style: Segment['style'] =
      consent.phase === 'review' || consent.browser === 'opening'
        ? { dim: true }
        : failed || consent.shownBefore > 0
          ? { tone: 'warning' }
          : { tone: 'success' };
    all.push(
      ...wrap('consent', !failed && consent.browser === 'opened' ? `✔ ${status}` : status, style),
    );
  }

  const maxTop = Number.isFinite(height) ? Math.max(0, all.length - height) : 0;
  // Nothing to focus in the body: start at the top unless the person paged. Once opened, bring
  // the outcome (the last rows) into view, but never scroll the warnings away to do it.
  const followOutcome =
    consent.phase === 'review'
      ? 0
      : Math.min(maxTop, url.warnings.length > 0 ? firstWarning : maxTop);
  const top = state.scrollTop !== undefined ? Math.min(maxTop, state.scrollTop) : followOutcome;
  const body = Number.isFinite(height) ? all.slice(top, top + height) : all;
  const below = Math.max(0, all.length - top - body.length);

  const opening = consent.browser === 'opening';
  const offered = urlConsentButtons(url, consent).map((b) => ({ ...b, label: l.format(b.msg) }));
  // A blocked address still shows where Open would be, so its absence is explained, not hidden.
  const shown =
    consent.phase === 'review' && !canOpenUrl(url)
      ? [
          {
            id: 'open' as UrlConsentButtonId,
            label: l.format({ key: URL_CONSENT_KEYS.open }),
            primary: false,
            disabled: true,
          },
          ...offered,
        ]
      : offered;
  const actions = line(
    'actions',
    ...buttonSegments(
      shown,
      opening ? undefined : state.focus,
      width,
      l.format({ key: 'terminal.unavailableSuffix' }),
    ),
  );
  if (state.reading)
    return readingLayout(
      request,
      origin,
      state.reading.row,
      actions,
      size,
      l,
      'identity.requestFrom',
    );
  const statusLine = state.notice
    ? line('status', seg(' '), seg(noticeText(state.notice, l), { tone: state.notice.tone }))
    : line('status', seg(' '));
  return {
    layout: {
      top: identityLine('identity.requestFrom', origin.server, width, { above: top, below }, l),
      body,
      status: statusLine,
      actions,
      footer: line('footer', seg(' '), seg(l.format({ key: 'terminal.keys.url' }), { dim: true })),
    },
    view: { top, maxTop, height: Number.isFinite(height) ? height : all.length },
  };
}
