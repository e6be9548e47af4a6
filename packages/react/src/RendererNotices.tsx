import { useSyncExternalStore } from 'react';
import { useLocalizer } from './localizerContext.js';
import type { NoticeList } from './noticeList.js';

const NONE = { getSnapshot: () => [], subscribe: () => () => undefined };

/**
 * The loop's notices (a server whose further questions are refused), in the catalogue's words,
 * kept on the page and announced: the person learns why the server's questions stopped coming.
 */
export function RendererNotices({ notices }: { notices: NoticeList | undefined }) {
  const l = useLocalizer();
  const list = notices ?? NONE;
  const shown = useSyncExternalStore(list.subscribe, list.getSnapshot, list.getSnapshot);
  if (shown.length === 0) return null;
  return (
    <ul className="ek-notices" role="status">
      {shown.map((notice, i) => (
        <li key={i} className="ek-notice">
          {l.format(notice.msg)}
        </li>
      ))}
    </ul>
  );
}
