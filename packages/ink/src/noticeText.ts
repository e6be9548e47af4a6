import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import type { Notice } from './promptView.js';

/** A notice in the localizer's words. */
export function noticeText(notice: Notice, l: TerminalLocalizer): string {
  if ('text' in notice) return notice.text;
  const nested = Object.entries(notice.nested ?? {}).map(([name, msg]) => [name, l.format(msg)]);
  if (nested.length === 0) return l.format(notice.msg);
  return l.format({
    ...notice.msg,
    values: { ...notice.msg.values, ...Object.fromEntries(nested) },
  });
}
