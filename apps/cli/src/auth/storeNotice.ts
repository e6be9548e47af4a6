// What the sign-in stores found while reading or writing, for the command to tell the person in
// the catalogue's words. A path is the store's own (under the sign-in folder), or for the keyring
// the server URL the entry is filed under (shown made safe, as every URL).

export type StoreNoticeKind =
  /** The person's own file or folder could be read or changed by others; now it cannot. */
  | 'repaired'
  /** A link, a folder or device where a file belongs, or a file or folder of another user. */
  | 'refused'
  /** Not JSON, or not the shape elicitkit writes (wrong types, an invalid date). */
  | 'unreadable'
  /** The OS keyring did not answer (none, locked, no binary): sign-ins go to the files at path. */
  | 'keyring-unavailable'
  /** The keyring's entry for the server at path is not the shape elicitkit writes. */
  | 'keyring-unreadable';

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
