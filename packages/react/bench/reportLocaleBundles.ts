// What a locale costs a consumer Vite app (the target: ≤ 4 KB gzip per locale imported, and
// nothing for a locale not imported). Three builds of the same form app: English only
// (withForm.tsx), `messages={de}` (withDe.tsx), German and Japanese (withDeJa.tsx). A locale not
// imported must be absent twice over: no module of it in the chunks, and none of its own words in
// the emitted code (each shipped locale's words that no other catalogue has). The three apps take
// @elicitkit/core as published, built here first (tsc, then scripts/packLocales.mjs, which leaves
// a translated locale module its values only): the source catalogue repeats every key.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocaleCatalogue } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import es from '@elicitkit/core/locales/es';
import fr from '@elicitkit/core/locales/fr';
import ja from '@elicitkit/core/locales/ja';
import ptBR from '@elicitkit/core/locales/pt-BR';
import zhHans from '@elicitkit/core/locales/zh-Hans';
import { EN_CATALOGUE } from '@elicitkit/core';
import type { AppSize } from './consumerBundle.js';
import { consumerAppSize } from './consumerBundle.js';

const SHIPPED: readonly LocaleCatalogue[] = [de, fr, es, ptBR, ja, zhHans, ar];
const PER_LOCALE_TARGET_KB = 4;

/**
 * A locale's words no other catalogue (English included) has, as they stand in source: quotes and
 * backslashes left out, so a minifier's choice of quote or escape cannot hide one.
 */
function ownWords(locale: LocaleCatalogue): string[] {
  const others = new Set(
    [EN_CATALOGUE, ...SHIPPED]
      .filter((c) => c !== locale)
      .flatMap((c) => Object.values(c.messages)),
  );
  return Object.values(locale.messages).filter(
    (text) => text.length >= 12 && !others.has(text) && !/["'`\\\n]/.test(text),
  );
}

/** The text as it stands in the bundle: verbatim, or with non-ASCII written as \u escapes. */
function appearsIn(js: string, text: string): boolean {
  const escaped = text.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
  return js.includes(text) || js.includes(escaped) || js.includes(escaped.toUpperCase());
}

/** The shipped locales an app's bundle carries: by module, and by words. */
function localesIn(app: AppSize): { byModule: string[]; byWords: string[] } {
  const byModule = app.moduleIds
    .map((id) => /\/locales\/([A-Za-z-]+)\.[jt]s$/.exec(id)?.[1])
    .filter((tag): tag is string => tag !== undefined && tag !== 'en');
  const byWords = SHIPPED.filter((locale) =>
    ownWords(locale).some((text) => appearsIn(app.js, text)),
  ).map((locale) => locale.locale);
  return { byModule: [...new Set(byModule)].sort(), byWords: byWords.sort() };
}

const coreDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'core');

/** Builds @elicitkit/core's dist the way its `build` script does; the aliases that point at it. */
function builtCore(): Record<string, string> {
  const steps: string[][] = [
    [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    [join('scripts', 'packLocales.mjs')],
  ];
  for (const args of steps) {
    const run = spawnSync(process.execPath, args, { cwd: coreDir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`building core failed: ${run.stdout}${run.stderr}`);
  }
  // The locales first: an alias also matches what lies under it.
  return {
    '@elicitkit/core/locales': join(coreDir, 'dist', 'locales'),
    '@elicitkit/core': join(coreDir, 'dist', 'index.js'),
  };
}

export async function reportLocaleBundles(
  report: (figure: Record<string, unknown>) => void,
): Promise<void> {
  const kb = (bytes: number) => Math.round((bytes / 1024) * 1000) / 1000;
  const published = builtCore();
  const withForm = await consumerAppSize('withForm', published);
  const withDe = await consumerAppSize('withDe', published);
  const withDeJa = await consumerAppSize('withDeJa', published);
  const apps = [
    { name: 'English only', app: withForm, imported: [] as string[] },
    { name: 'messages={de}', app: withDe, imported: ['de'] },
    { name: 'de + ja', app: withDeJa, imported: ['de', 'ja'] },
  ];
  let strays = 0;
  for (const { name, app, imported } of apps) {
    const found = localesIn(app);
    const wanted = [...imported].sort().join(' ');
    console.log(
      `  locales in the ${name} app: modules [${found.byModule.join(' ')}], own words [${found.byWords.join(' ')}] (imported: [${wanted}])`,
    );
    // A locale the app imports must be found by both searches, or the searches prove nothing.
    if (!imported.every((t) => found.byModule.includes(t)))
      throw new Error(`the ${name} app's locale modules were not found: the search is broken`);
    if (!imported.every((t) => found.byWords.includes(t)))
      throw new Error(`the ${name} app's locale words were not found: the search is broken`);
    strays += [...new Set([...found.byModule, ...found.byWords])].filter(
      (tag) => !imported.includes(tag),
    ).length;
  }
  const target = `≤ ${PER_LOCALE_TARGET_KB} KB`;
  report({
    name: 'added to the consumer Vite app by one locale, messages={de} (de − English only, gzip)',
    value: kb(withDe.gzip - withForm.gzip),
    unit: 'KB',
    target,
  });
  report({
    name: 'added by a second locale, de + ja (de + ja − de, gzip)',
    value: kb(withDeJa.gzip - withDe.gzip),
    unit: 'KB',
    target,
  });
  report({
    name: `locales not imported found in those three apps (of ${SHIPPED.map((l) => l.locale).join(', ')}: by module or by their own words)`,
    value: strays,
    unit: 'locales',
    target: '= 0',
  });
}
