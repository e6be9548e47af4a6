// The folders between the store's root and its folder (elicitkit/, oauth/) are the person's own,
// real folders: a link there would send reads and writes elsewhere, a folder of another user
// lets that user plant or swap files. Each is looked at with lstat (links are not followed);
// group or world access on the person's own folder is removed (0700) and reported.
import { chmod, lstat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { StoreNotice } from './storeNotice.js';

export type FolderCheck = { kind: 'ok' } | { kind: 'absent' } | { kind: 'refused'; path: string };

/** The folders from below `root` down to `dir`, outermost first; just `dir` when not below root. */
export function folderChain(root: string, dir: string): string[] {
  const rel = relative(root, dir);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return [dir];
  const chain: string[] = [];
  let at = root;
  for (const part of rel.split(sep)) {
    at = join(at, part);
    chain.push(at);
  }
  return chain;
}

export async function checkFolders(
  chain: readonly string[],
  uid: number | undefined,
  notify: (notice: StoreNotice) => void,
): Promise<FolderCheck> {
  for (const path of chain) {
    let info;
    try {
      info = await lstat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'absent' };
      return { kind: 'refused', path };
    }
    if (!info.isDirectory() || (uid !== undefined && info.uid !== uid)) {
      notify({ kind: 'refused', path });
      return { kind: 'refused', path };
    }
    if (uid !== undefined && (info.mode & 0o077) !== 0) {
      await chmod(path, 0o700);
      notify({ kind: 'repaired', path });
    }
  }
  return { kind: 'ok' };
}
