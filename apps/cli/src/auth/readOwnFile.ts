// Reads a sign-in file only when it is a regular file of this user: opened without following a
// link (O_NOFOLLOW) and without waiting on a FIFO (O_NONBLOCK), then checked on the open handle
// (fstat), so nothing can be swapped in between the check and the read. Group or world access
// on the person's own file is removed (0600) and reported.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { StoreNotice } from './storeNotice.js';

export type OwnFile = { kind: 'absent' } | { kind: 'refused' } | { kind: 'text'; text: string };

// Windows has neither flag (nor POSIX owners and modes): there the open is a plain one.
const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

export async function readOwnFile(
  path: string,
  uid: number | undefined,
  notify: (notice: StoreNotice) => void,
): Promise<OwnFile> {
  let handle;
  try {
    handle = await open(path, FLAGS);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
    // ELOOP is a link at the path; anything else (EACCES, EISDIR…) is no file of ours either.
    notify({ kind: 'refused', path });
    return { kind: 'refused' };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile() || (uid !== undefined && info.uid !== uid)) {
      notify({ kind: 'refused', path });
      return { kind: 'refused' };
    }
    if (uid !== undefined && (info.mode & 0o077) !== 0) {
      await handle.chmod(0o600);
      notify({ kind: 'repaired', path });
    }
    return { kind: 'text', text: await handle.readFile('utf8') };
  } catch {
    notify({ kind: 'refused', path });
    return { kind: 'refused' };
  } finally {
    await handle.close();
  }
}
