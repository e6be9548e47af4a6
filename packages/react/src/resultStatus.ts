import type { ElicitResult, Msg } from '@elicitkit/core';

/** What happened, as a catalogue message, once a request has been answered. */
export function resultStatus(result: ElicitResult, mode: 'form' | 'url'): Msg {
  switch (result.action) {
    case 'accept':
      return { key: mode === 'url' ? 'outcome.statusFinished' : 'outcome.statusSent' };
    case 'decline':
      return { key: 'outcome.statusDeclined' };
    case 'cancel':
      return { key: 'outcome.statusCancelled' };
  }
}
