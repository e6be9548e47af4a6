// Builds test/e2e-web/page with Vite's JS API into a temporary directory (a production build, as a
// host app would ship it). Workspace packages resolve to their sources through the scoped condition.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REACT_DIR, ROOT, importFromReactPackage } from './support.js';

interface ViteApi {
  build(config: Record<string, unknown>): Promise<unknown>;
  defaultClientConditions: string[];
}

/** Builds `page` (a directory under test/e2e-web; `page` by default). */
export async function buildPage(page = 'page'): Promise<string> {
  const vite = await importFromReactPackage<ViteApi>('vite');
  const react = await importFromReactPackage<{ default: () => unknown }>('@vitejs/plugin-react');
  const fromReact = createRequire(join(REACT_DIR, 'package.json'));
  const packageDir = (name: string) => dirname(fromReact.resolve(`${name}/package.json`));
  const outDir = mkdtempSync(join(tmpdir(), 'ek-page-'));
  await vite.build({
    root: join(ROOT, 'test/e2e-web', page),
    configFile: false,
    logLevel: 'error',
    plugins: [react.default()],
    resolve: {
      conditions: ['@elicitkit/source', ...vite.defaultClientConditions],
      alias: [
        // The opt-in Ajv entries first: the package aliases below would swallow their subpaths.
        { find: '@elicitkit/react/ajv', replacement: join(REACT_DIR, 'src/ajv.ts') },
        { find: '@elicitkit/react/styles.css', replacement: join(REACT_DIR, 'src/styles.css') },
        { find: '@elicitkit/core/ajv', replacement: join(ROOT, 'packages/core/src/ajv.ts') },
        {
          find: /^@elicitkit\/core\/locales\/(.+)$/,
          replacement: `${join(ROOT, 'packages/core/src/locales')}/$1.ts`,
        },
        { find: '@elicitkit/react', replacement: join(REACT_DIR, 'src/index.ts') },
        { find: '@elicitkit/core', replacement: join(ROOT, 'packages/core/src/index.ts') },
        { find: /^react-dom(\/.*)?$/, replacement: `${packageDir('react-dom')}$1` },
        { find: /^react(\/.*)?$/, replacement: `${packageDir('react')}$1` },
      ],
    },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}
