// The CLI bundle swaps in two start-up shims (apps/cli/src/startup): a lazy Intl.Segmenter and a
// lazy RGI-emoji tester, each with a fast path for simple text. They must change no frame: the
// same prompt, bundled with and without them, is drawn identically in a real terminal, through
// text that takes every path (CJK, emoji sequences, combining marks, Hangul, wrapping).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundleCli } from '../../apps/cli/scripts/bundle.mjs';
import { ROOT } from './bundles.js';
import { TmuxSession } from './tmux.js';

const HARNESS = fileURLToPath(new URL('./harness.ts', import.meta.url));
// Emoji sequences (ZWJ, skin tone) are drawn wider by tmux than string-width measures; the prompt
// lays out with the wider figure, so no row wraps in the terminal and each redraw replaces the
// last exactly (checked below: one header per frame).
const MIXED =
  'Deploy 日本語のサービス — 👩‍💻 on-call: café (cafe\u0301) 한국어 팀 ⌚ 🇯🇵 ✅ #️⃣ ' +
  'and a long tail so that the message wraps: ░▒▓ │ ─ ● ○ ✓ “quoted” …';

let dir = '';
let shimmed = '';
let plain = '';
let request = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ek-shims-'));
  [shimmed, plain] = await Promise.all([
    bundleCli({ entry: HARNESS, outfile: join(dir, 'shimmed', 'harness.mjs') }),
    bundleCli({ entry: HARNESS, outfile: join(dir, 'plain', 'harness.mjs'), startupShims: false }),
  ]);
  request = join(dir, 'request.json');
  writeFileSync(
    request,
    JSON.stringify({
      params: {
        message: MIXED,
        requestedSchema: {
          type: 'object',
          properties: {
            region: {
              type: 'string',
              title: 'リージョン 🌏',
              oneOf: [
                { const: 'tokyo', title: '東京 🗼' },
                { const: 'seoul', title: '서울' },
                { const: 'paris', title: 'Paris — café' },
              ],
            },
            note: {
              type: 'string',
              title: 'Note (備考)',
              // Wider than the terminal, and made only of emoji: a miscounted width shows.
              description: `Optional 👍🏽 ${'🗼🗾🍣'.repeat(12)}`,
            },
          },
          required: ['region'],
        },
      },
    }),
  );
}, 120_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The frames a person sees: first draw, after moving the choice, after typing in the note. */
async function frames(bundle: string): Promise<string[]> {
  const t = new TmuxSession(['node', bundle, request], { columns: 60, rows: 30, cwd: ROOT });
  try {
    const seen = [await t.waitFor('リージョン')];
    t.key('Down');
    t.key('Down');
    seen.push(await t.waitFor('● 서울'));
    t.key('Tab');
    t.type('備考 ok 👍');
    seen.push(await t.waitFor('備考 ok 👍'));
    seen.push(t.screen(true));
    // Answers were given: Esc asks once before discarding them.
    t.key('Escape');
    await t.waitFor('Discard your answers?');
    t.key('Escape');
    await t.waitFor('EXIT=');
    return seen;
  } finally {
    t.close();
  }
}

/** Every file a bundle wrote (the bin shim, the program and its chunks), as one text. */
function bundleText(bin: string): string {
  const dir = dirname(bin);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

it('builds the shims into one bundle only (so the comparison below compares something)', () => {
  // The emoji-pattern swap fails the build when it cannot apply; the segmenter define does not.
  expect(bundleText(shimmed)).toMatch(/new \w+\(void 0,\{granularity:"grapheme"\}\)/);
  expect(bundleText(shimmed)).not.toContain('new Intl.Segmenter');
  expect(bundleText(plain)).toContain('new Intl.Segmenter');
});

it('draws every frame of a mixed-script prompt exactly as the unshimmed bundle does', async () => {
  const withShims = await frames(shimmed);
  const without = await frames(plain);
  expect(withShims[0]).toContain('日本語のサービス');
  // Nothing of the message is cut off: the prompt wraps by Ink's own widths.
  expect(withShims[0]).toContain(
    '  │ 한국어 팀 ⌚ 🇯🇵 ✅ #️⃣ and a long tail so that the\n  │ message wraps: ░▒▓ │ ─ ● ○ ✓ “quoted” …',
  );
  // Every redraw replaced the previous frame exactly: no row was wider than measured.
  for (const frame of withShims) expect(frame.match(/Question from harness/g)).toHaveLength(1);
  expect(withShims).toEqual(without);
}, 120_000);
