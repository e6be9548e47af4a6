import type { Localizer } from '@elicitkit/core';
import type { Notice } from './promptView.js';

/** A notice in the localizer's words. */
export function noticeText(notice: Notice, l: Localizer): string {
  if ('text' in notice) return notice.text;
  const nested = Object.entries(notice.nested ?? {}).map(([name, msg]) => [name, l.format(msg)]);
  if (nested.length === 0) return l.format(notice.msg);
  return l.format({
    key: notice.msg.key,
    values: { ...notice.msg.values, ...Object.fromEntries(nested) },
  });
}
