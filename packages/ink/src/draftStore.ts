import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ElicitContentValue } from '@elicitkit/core';

/** What the person had answered in a form that closed without being sent. */
export interface SavedDraft {
  /** When it was saved (ms since the epoch). */
  savedAt: number;
  /** Per field: the value as answered (numbers as typed), or that a default was cleared. */
  answers: Record<string, { value: ElicitContentValue } | { cleared: true }>;
}

/**
 * Where unsent answers wait until the same question is asked again. Keys are opaque hashes of
 * who asks what (see draftKey). Implementations must not throw: a draft is a convenience.
 */
export interface DraftStore {
  load(key: string): SavedDraft | undefined;
  save(key: string, draft: SavedDraft): void;
  remove(key: string): void;
}

/** A draft of the same question, from the same server, with the same fields. */
export function draftKey(serverId: string, message: string, schema: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([serverId, message, schema]))
    .digest('hex')
    .slice(0, 32);
}

/** Drafts in memory, for one process (hosts that keep their own, and tests). */
export function memoryDraftStore(): DraftStore & { readonly size: number } {
  const drafts = new Map<string, SavedDraft>();
  return {
    load: (key) => drafts.get(key),
    save: (key, draft) => void drafts.set(key, draft),
    remove: (key) => void drafts.delete(key),
    get size() {
      return drafts.size;
    },
  };
}

/** `$XDG_STATE_HOME/elicitkit/drafts`, else `~/.local/state/elicitkit/drafts`. */
export function defaultDraftDir(env: NodeJS.ProcessEnv = process.env): string {
  const state = env['XDG_STATE_HOME'] || join(homedir(), '.local', 'state');
  return join(state, 'elicitkit', 'drafts');
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isSavedDraft(value: unknown): value is SavedDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SavedDraft>;
  return (
    typeof v.savedAt === 'number' &&
    typeof v.answers === 'object' &&
    v.answers !== null &&
    !Array.isArray(v.answers)
  );
}

/**
 * Drafts as files (one per question, readable by the owner only) in `dir`, kept for `maxAgeMs`
 * (a day by default). An unreadable, malformed or expired file counts as no draft and is removed.
 */
export function fileDraftStore(
  dir: string,
  { maxAgeMs = DAY_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): DraftStore {
  const file = (key: string) => join(dir, `${key.replace(/[^a-z0-9]/gi, '')}.json`);
  return {
    load(key) {
      let text: string;
      try {
        text = readFileSync(file(key), 'utf8');
      } catch {
        return undefined;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (isSavedDraft(parsed) && now() - parsed.savedAt <= maxAgeMs) return parsed;
      try {
        rmSync(file(key), { force: true });
      } catch {
        // Not ours to fix; it is simply not used.
      }
      return undefined;
    },
    save(key, draft) {
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        // Written whole, then renamed: a crash mid-write never leaves half a draft.
        const temp = `${file(key)}.${process.pid}.tmp`;
        writeFileSync(temp, JSON.stringify(draft), { mode: 0o600 });
        renameSync(temp, file(key));
      } catch {
        // A draft is a convenience; failing to keep one never disturbs the prompt.
      }
    },
    remove(key) {
      try {
        rmSync(file(key), { force: true });
      } catch {
        // Same.
      }
    },
  };
}
