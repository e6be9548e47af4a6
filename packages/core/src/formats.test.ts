import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import type { StringFormat } from './protocol.js';
import { STRING_FORMATS, matchesFormat } from './formats.js';

/** ajv-formats' own verdict: what Ajv (the opt-in engine) says of the value. */
function ajvSays(format: StringFormat, value: string): boolean {
  type Check = RegExp | ((s: string) => boolean);
  const def = fullFormats[format] as Check | { validate: Check };
  const check = def instanceof RegExp || typeof def === 'function' ? def : def.validate;
  return check instanceof RegExp ? check.test(value) : check(value);
}

const CORPUS = [
  '',
  ' ',
  'x',
  'a@b.co',
  'first.last+tag@sub.example.org',
  'a@b',
  'a@@b.co',
  '.a@b.co',
  'a@-b.co',
  'ü@example.com',
  'https://example.com/',
  'https://example.com:8080/p?q=1#f',
  'http://[::1]/',
  'http://[v1.x]/',
  'mailto:a@b.co',
  'urn:isbn:0451450523',
  'example.com',
  '/relative/path',
  'https://exa mple.com',
  'https://例え.jp/',
  'https://%zz/',
  '2026-12-07',
  '2024-02-29',
  '2023-02-29',
  '2100-02-29',
  '2000-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '26-12-07',
  '2026-12-07T10:00:00Z',
  '2026-12-07t10:00:00z',
  '2026-12-07 10:00:00+02:00',
  '2026-12-07T10:00:00.123-0530',
  '2026-12-07T10:00:00+02',
  '2026-12-07T10:00:00',
  '2026-12-07T24:00:00Z',
  '2026-12-07T23:59:60Z',
  '2026-12-07T23:59:60+01:00',
  '2026-12-07T00:59:60+01:00',
  '2026-12-07T22:59:60-01:00',
  '2026-12-07T10:00:00+24:00',
  '2026-12-07T10:00:00+02:60',
  '2026-12-07T10:60:00Z',
  '2026-12-07TT10:00:00Z',
  '2026-12-07T10:00:00Z ',
];

describe('the four formats', () => {
  for (const format of STRING_FORMATS) {
    it(`${format}: the same verdict as ajv-formats on every sample`, () => {
      const ours = CORPUS.map((value) => [value, matchesFormat(format, value)]);
      const ajv = CORPUS.map((value) => [value, ajvSays(format, value)]);
      expect(ours).toEqual(ajv);
      // The corpus says yes and no to each format, so it tells the two apart.
      expect(new Set(ours.map(([, ok]) => ok))).toEqual(new Set([true, false]));
    });
  }
});
