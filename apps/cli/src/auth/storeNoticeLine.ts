// What the person is told about their sign-in files, in the catalogue's words.
import type { CliLocalizer } from '@elicitkit/core';
import { line, shown } from './authWords.js';
import type { StoreNotice, StoreNoticeKind } from './storeNotice.js';

const KEYS = {
  repaired: 'auth.cli.storeRepaired',
  refused: 'auth.cli.storeRefused',
  unreadable: 'auth.cli.storeUnreadable',
} as const satisfies Record<StoreNoticeKind, string>;

/** One line (with its newline) about `notice`. */
export function storeNoticeLine(words: CliLocalizer, notice: StoreNotice): string {
  return line(words, { key: KEYS[notice.kind], values: { path: shown(notice.path) } });
}
