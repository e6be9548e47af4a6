import type { ElicitResult } from '@elicitkit/core';

/** What happened, in words, once a request has been answered. */
export function resultStatus(result: ElicitResult | undefined, mode: 'form' | 'url'): string {
  if (!result) return '';
  switch (result.action) {
    case 'accept':
      return mode === 'url' ? 'You said you have finished on that page.' : 'Your answer was sent.';
    case 'decline':
      return 'You declined. Nothing else was sent.';
    case 'cancel':
      return 'Cancelled. Nothing was sent.';
  }
}
