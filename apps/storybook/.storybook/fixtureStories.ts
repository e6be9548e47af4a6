// One story per fixture case, with no list to keep in sync: Storybook indexes CSF files statically,
// so `Fixtures.cases.tsx` is indexed by `fixtureIndexer` (one entry per case file) and its story
// exports are appended by the `fixtureStoriesPlugin` Vite transform, from the same directory read.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

// The corpus is the private workspace package @elicitkit/fixtures (a declared dependency).
export const CASES_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@elicitkit/fixtures/package.json')),
  'cases',
);
/** The alias stories glob the case files through (`import.meta.glob` takes no package names). */
export const CASES_ALIAS = '@elicitkit-fixture-cases';
const CASES_STORIES = /Fixtures\.cases\.tsx$/;

/** Case ids in order, with the export name each story gets. */
function fixtureExports(): { id: string; exportName: string }[] {
  return readdirSync(CASES_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const id = file.replace(/\.json$/, '');
      const camel = id.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) =>
        (c ?? '').toUpperCase(),
      );
      return { id, exportName: `case${camel.charAt(0).toUpperCase()}${camel.slice(1)}` };
    });
}

export const fixtureIndexer = {
  test: CASES_STORIES,
  createIndex: async (fileName: string) =>
    fixtureExports().map(({ id, exportName }) => ({
      type: 'story' as const,
      importPath: fileName,
      exportName,
      name: id,
      title: 'Fixtures',
      tags: ['fixture'],
    })),
};

export function fixtureStoriesPlugin(): Plugin {
  return {
    name: 'elicitkit-fixture-stories',
    enforce: 'pre',
    transform(code, id) {
      if (!CASES_STORIES.test(id.split('?')[0] ?? '')) return undefined;
      const stories = fixtureExports();
      const exports = stories
        .map(
          ({ id: caseId, exportName }) =>
            `export const ${exportName} = fixtureStory(${JSON.stringify(caseId)});`,
        )
        .join('\n');
      const order = JSON.stringify(stories.map((s) => s.exportName));
      return {
        code: `${code}\n${exports}\nexport const __namedExportsOrder = ${order};\n`,
        map: null,
      };
    },
    configureServer(server) {
      // A new or removed case file changes the exports: reload the stories module.
      server.watcher.add(join(CASES_DIR, '*.json'));
    },
  };
}
