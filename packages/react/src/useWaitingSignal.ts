import type { Localizer } from '@elicitkit/core';
import { useEffect, useRef } from 'react';

export interface WaitingSignalOptions {
  /** Mark the page title with how many questions wait (default on). */
  markTitle: boolean;
  /**
   * Show a desktop Notification when a question arrives while the page is hidden — only when the
   * host opts in and the person already allowed notifications for the page (never asked here).
   */
  notify: boolean;
}

/**
 * Tells a person who looks elsewhere that questions wait: "(2) Title" while any do, and, if the
 * host opted in, a notification naming who asks — never the question's content.
 */
export function useWaitingSignal(
  waiting: number,
  newest: { id: number; who: string } | undefined,
  l: Localizer,
  options: WaitingSignalOptions,
): void {
  const original = useRef<string | null>(null);
  const { markTitle, notify } = options;

  useEffect(() => {
    if (!markTitle || typeof document === 'undefined') return;
    if (waiting === 0) {
      if (original.current !== null) document.title = original.current;
      original.current = null;
      return;
    }
    original.current ??= document.title;
    document.title = l.format({
      key: 'host.titleWaiting',
      values: { count: waiting, title: original.current },
    });
  }, [waiting, markTitle, l]);

  // The title is the page's again when the host goes away.
  useEffect(
    () => () => {
      if (original.current !== null && typeof document !== 'undefined')
        document.title = original.current;
    },
    [],
  );

  const notified = useRef(new Set<number>());
  useEffect(() => {
    if (!notify || !newest || notified.current.has(newest.id)) return;
    notified.current.add(newest.id);
    if (typeof document === 'undefined' || !document.hidden) return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      new Notification(l.format({ key: 'host.notifyTitle' }), {
        body: l.format({ key: 'host.notifyBody', values: { who: newest.who } }),
      });
    } catch {
      // Some browsers allow notifications only from a service worker: the title mark remains.
    }
  }, [newest, notify, l]);
}
