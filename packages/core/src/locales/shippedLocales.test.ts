import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LOCALES } from '@elicitkit/core';
import type { LocaleCatalogue } from '@elicitkit/core';

const tagsIn = (folder: string) =>
  readdirSync(fileURLToPath(new URL(folder, import.meta.url)))
    .filter((name) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();

describe('SHIPPED_LOCALES', () => {
  it('names exactly the locale files present, for the kit, the terminal and the command line', () => {
    const listed = [...SHIPPED_LOCALES].sort();
    expect(tagsIn('./')).toEqual(listed);
    expect(tagsIn('../../../ink/src/locales/')).toEqual(listed);
    expect(tagsIn('../../../../apps/cli/src/locales/')).toEqual(listed);
  });

  it('each tag is the locale its catalogue declares; the list is frozen and has no repeats', async () => {
    for (const tag of SHIPPED_LOCALES) {
      const { default: catalogue } = (await import(`@elicitkit/core/locales/${tag}`)) as {
        default: LocaleCatalogue;
      };
      expect(catalogue.locale).toBe(tag);
    }
    expect(Object.isFrozen(SHIPPED_LOCALES)).toBe(true);
    expect(new Set(SHIPPED_LOCALES).size).toBe(SHIPPED_LOCALES.length);
  });

  it('imports nothing, so a bundle that reads the list carries no catalogue', () => {
    const source = readFileSync(
      fileURLToPath(new URL('./shippedLocales.ts', import.meta.url)),
      'utf8',
    );
    expect(source).not.toMatch(/^\s*(import|export \{[^}]*\} from)\b/m);
  });
});
