import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultDraftDir, draftKey, fileDraftStore } from './draftStore.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ek-drafts-'));
  dirs.push(dir);
  return join(dir, 'drafts');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('fileDraftStore', () => {
  it('keeps a draft per question, readable by the owner only, until removed', () => {
    const dir = tempDir();
    const store = fileDraftStore(dir);
    const key = draftKey('tickets', 'Close it?', [{ name: 'reason' }]);
    expect(store.load(key)).toBeUndefined();
    const draft = { savedAt: Date.now(), answers: { reason: { value: 'dup of #4' } } };
    store.save(key, draft);
    expect(store.load(key)).toEqual(draft);
    expect(statSync(join(dir, `${key}.json`)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    store.remove(key);
    expect(store.load(key)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('treats an expired, malformed or truncated file as no draft, and removes it', () => {
    const dir = tempDir();
    let now = 1_000_000;
    const store = fileDraftStore(dir, { maxAgeMs: 60_000, now: () => now });
    store.save('a', { savedAt: now, answers: { x: { value: 1 } } });
    now += 60_001;
    expect(store.load('a')).toBeUndefined();
    for (const [key, text] of [
      ['b', '{"savedAt": "yesterday", "answers": {}}'],
      ['c', '{"savedAt": 1, "ans'],
      ['d', 'null'],
    ] as const) {
      writeFileSync(join(dir, `${key}.json`), text);
      expect(store.load(key)).toBeUndefined();
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it('never throws: an unwritable place just keeps nothing', () => {
    const file = join(tempDir(), '..', 'a-file');
    writeFileSync(file, 'not a directory');
    const store = fileDraftStore(join(file, 'drafts'));
    expect(() => store.save('k', { savedAt: Date.now(), answers: {} })).not.toThrow();
    expect(store.load('k')).toBeUndefined();
    expect(() => store.remove('k')).not.toThrow();
  });

  it('keys differ by server, message and fields; file names cannot escape the directory', () => {
    const keys = new Set([
      draftKey('a', 'm', []),
      draftKey('b', 'm', []),
      draftKey('a', 'n', []),
      draftKey('a', 'm', [{ name: 'x' }]),
    ]);
    expect(keys.size).toBe(4);
    const dir = tempDir();
    fileDraftStore(dir).save('../../escape', { savedAt: Date.now(), answers: {} });
    expect(readdirSync(dir)).toEqual(['escape.json']);
  });

  it('lives under XDG_STATE_HOME when set', () => {
    expect(defaultDraftDir({ XDG_STATE_HOME: '/state' })).toBe('/state/elicitkit/drafts');
    expect(defaultDraftDir({})).toMatch(/\.local\/state\/elicitkit\/drafts$/);
  });
});
