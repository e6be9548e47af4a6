// The published locale modules are packed by the build (scripts/packLocales.mjs: values only, in
// English key order). This builds the package into a temporary directory the way `pnpm build`
// does, then holds every built locale to its source catalogue.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalizer, SHIPPED_LOCALES, withMessages } from '@elicitkit/core';
import type { LocaleCatalogue } from '@elicitkit/core';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const TAGS = SHIPPED_LOCALES;
let out = '';

function pack(dist: string) {
  return spawnSync(process.execPath, [join(packageDir, 'scripts', 'packLocales.mjs'), dist], {
    encoding: 'utf8',
  });
}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'ek-core-build-'));
  const tsc = spawnSync(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('typescript/bin/tsc'),
      '-p',
      join(packageDir, 'tsconfig.build.json'),
      '--outDir',
      out,
      '--tsBuildInfoFile',
      join(out, 'build.tsbuildinfo'),
    ],
    { encoding: 'utf8' },
  );
  expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  const packed = pack(out);
  expect(packed.status, packed.stderr).toBe(0);
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

async function built<T>(path: string): Promise<T> {
  return ((await import(pathToFileURL(join(out, path)).href)) as { default: T }).default;
}

describe.each(TAGS)('the built locale %s', (tag) => {
  it('unpacks to its source catalogue, frozen', async () => {
    const source = (
      (await import(`@elicitkit/core/locales/${tag}`)) as { default: LocaleCatalogue }
    ).default;
    const dist = await built<LocaleCatalogue>(`locales/${tag}.js`);
    expect(dist).toEqual(source);
    expect(Object.isFrozen(dist)).toBe(true);
    expect(Object.isFrozen(dist.messages)).toBe(true);
  });
});

describe('packing', () => {
  it('leaves no keys in a translated locale module', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(join(out, 'locales', 'de.js'), 'utf8');
    expect(text).not.toContain("'actions.accept'");
    expect(text).not.toContain('"actions.accept"');
    expect(text).toContain('Annehmen');
    expect(text).toContain('Packed by scripts/packLocales.mjs');
  });

  it('keeps single-key overrides working on a built locale', async () => {
    const de = await built<LocaleCatalogue>('locales/de.js');
    const l = createLocalizer(withMessages(de, { 'actions.accept': 'Jawohl' }));
    expect(l.format({ key: 'actions.accept' })).toBe('Jawohl');
    expect(l.format({ key: 'actions.decline' })).toBe('Ablehnen');
    expect(createLocalizer(de, { 'yesno.yes': 'Jo' }).format({ key: 'yesno.yes' })).toBe('Jo');
  });

  it('fails the build when a locale lacks a key of English', () => {
    const broken = mkdtempSync(join(tmpdir(), 'ek-core-broken-'));
    try {
      cpSync(join(out, 'messages'), join(broken, 'messages'), { recursive: true });
      mkdirSync(join(broken, 'locales'), { recursive: true });
      writeFileSync(
        join(broken, 'locales', 'xx.js'),
        `const messages = { 'actions.accept': 'x' };\nexport default { locale: 'xx', dir: 'ltr', messages };\n`,
      );
      const result = pack(broken);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('locales/xx.js: missing [identity.askedBy');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
