// What the file store found while reading or writing, for the command to tell the person in the
// catalogue's words. A path is the store's own (under the sign-in folder), never server text.

export type StoreNoticeKind =
  /** The person's own file or folder could be read or changed by others; now it cannot. */
  | 'repaired'
  /** A link, a folder or device where a file belongs, or a file or folder of another user. */
  | 'refused'
  /** Not JSON, or not the shape elicitkit writes (wrong types, an invalid date). */
  | 'unreadable';

export interface StoreNotice {
  kind: StoreNoticeKind;
  path: string;
}

/** Told once per kind and path, however often the store reads. */
export function noticeOnce(
  notify: ((notice: StoreNotice) => void) | undefined,
): (notice: StoreNotice) => void {
  const told = new Set<string>();
  return (notice) => {
    const key = `${notice.kind}\u0000${notice.path}`;
    if (told.has(key)) return;
    told.add(key);
    notify?.(notice);
  };
}
