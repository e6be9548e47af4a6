import type { ElicitResult } from '@elicitkit/core';
import { toDisplayText } from '@elicitkit/core';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ElicitationQueue, PendingElicitation } from './createElicitationQueue.js';
import { ElicitationForm } from './ElicitationForm.js';
import { ElicitkitStyles } from './ElicitkitStyles.js';
import { useOnFinalUnmount } from './useOnFinalUnmount.js';
import { assertSupportedReact } from './assertSupportedReact.js';

export interface ElicitationHostProps {
  queue: ElicitationQueue;
  theme?: 'light' | 'dark';
  className?: string;
}

function serverName(item: PendingElicitation): string {
  const id = toDisplayText(item.context.server?.trustedId, { singleLine: true, maxLength: 80 });
  return id || 'a server';
}

function arrivalText(fresh: readonly PendingElicitation[]): string {
  const [first] = fresh;
  if (!first) return '';
  if (fresh.length > 1) return `${fresh.length} new requests for your input.`;
  const what = first.request.mode === 'url' ? 'to open a web page' : 'for your input';
  return `New request from ${serverName(first)} ${what}.`;
}

const cancelAll = (queue: ElicitationQueue) => queue.cancelAll();

function resultText(result: ElicitResult): string {
  return result.action === 'accept'
    ? 'Answer sent.'
    : result.action === 'decline'
      ? 'Request declined.'
      : 'Request cancelled.';
}

/**
 * Shows a queue's requests one at a time, oldest first, with how many more are waiting. New
 * requests are announced in a polite live region; focus moves into each request as it appears and
 * returns where it was once the queue is empty. Unmounting the host, or passing it another queue,
 * cancels whatever is pending in the queue it leaves.
 */
export function ElicitationHost({ queue, theme, className }: ElicitationHostProps) {
  assertSupportedReact();
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const current = items[0];
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef(new Set<number>());
  const hostRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const fresh = items.filter((item) => !seen.current.has(item.id));
    for (const item of fresh) seen.current.add(item.id);
    if (fresh.length > 0) setAnnouncement(arrivalText(fresh));
  }, [items]);

  // Layout effect: it runs before the form's own (passive) autofocus, so what had focus before the
  // first request is still what document.activeElement says.
  const active = current !== undefined;
  useLayoutEffect(() => {
    if (active) {
      const focused = document.activeElement;
      if (
        returnFocus.current === null &&
        focused instanceof HTMLElement &&
        !hostRef.current?.contains(focused)
      ) {
        returnFocus.current = focused;
      }
    } else if (returnFocus.current) {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target.isConnected) target.focus();
    }
  }, [active]);

  // Unmounting the host, or switching it to another queue, leaves nobody to answer the old
  // queue's requests: cancel them.
  useOnFinalUnmount(queue, cancelAll);

  const onResult = (item: PendingElicitation) => (result: ElicitResult) => {
    setAnnouncement(resultText(result));
    item.resolve(result);
  };

  return (
    <div ref={hostRef} className={`ek-host${className ? ` ${className}` : ''}`} data-theme={theme}>
      <ElicitkitStyles />
      <div className="ek-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {items.length > 1 && <p className="ek-queue-count">{items.length - 1} more waiting</p>}
      {current && (
        <ElicitationForm
          key={current.id}
          request={current.request}
          context={current.context}
          onResult={onResult(current)}
          theme={theme}
          autoFocus
        />
      )}
    </div>
  );
}
