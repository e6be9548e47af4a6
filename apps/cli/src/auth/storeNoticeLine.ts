// What the person is told about where their sign-ins are kept, in the catalogue's words.
import type { CliLocalizer } from '../messages/CliLocalizer.js';
import { line, shown } from './authWords.js';
import type { StoreNotice, StoreNoticeKind } from './storeNotice.js';

const KEYS = {
  repaired: 'auth.cli.storeRepaired',
  refused: 'auth.cli.storeRefused',
  unreadable: 'auth.cli.storeUnreadable',
  'keyring-unavailable': 'auth.cli.keyringUnavailable',
  'keyring-unreadable': 'auth.cli.keyringUnreadable',
} as const satisfies Record<StoreNoticeKind, string>;

/** One line (with its newline) about `notice`. */
export function storeNoticeLine(words: CliLocalizer, notice: StoreNotice): string {
  return line(words, { key: KEYS[notice.kind], values: { path: shown(notice.path) } });
}
