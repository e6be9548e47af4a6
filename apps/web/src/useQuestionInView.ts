import type { ElicitationQueue } from '@elicitkit/react';
import type { RefObject } from 'react';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Brings each new question into view from its top, so its heading and "Asked by" line are seen
 * first. The form's own focus (on its first field) scrolls only as far as that field, which leaves
 * who asks above the viewport; this runs after it (a parent's effect follows its children's).
 */
export function useQuestionInView(
  queue: ElicitationQueue,
  slot: RefObject<HTMLElement | null>,
): void {
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const shown = items[0]?.id;
  useEffect(() => {
    if (shown === undefined) return;
    slot.current?.querySelector('.ek-root')?.scrollIntoView({ block: 'start' });
  }, [shown, slot]);
}
