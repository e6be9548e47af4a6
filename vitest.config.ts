import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests run against TypeScript sources through the scoped export condition, so no build is needed.
const conditions = ['@elicitkit/source'];

// `npm run test:fast` (ELICITKIT_TEST_TIER=fast): the inner loop — unit, property, fixture,
// boundary and renderer-conformance tests. It leaves out the directories whose tests start
// servers, browsers, terminals or installs (they run in `npm test`), and the Storybook project.
const fast = process.env['ELICITKIT_TEST_TIER'] === 'fast';
// The type tests (*.test-d.ts) run as vitest's typecheck, a whole-project tsc, unless the caller
// has type-checked the project already: scripts/test.mjs runs tsc over the same files first.
const typeTests = !fast && process.env['ELICITKIT_TYPES_CHECKED'] !== '1';
const SLOW = [
  'test/{adversarial,client,consumers,conformance-official,demo-server,doctor,e2e-app,e2e-term,e2e-web,root-scripts,bridge-example,auth}/**',
  'apps/*/src/**',
  // The renderer conformance suites again in every other shipped locale: the English runs stay fast.
  'packages/*/src/conformanceLocales.test.tsx',
  // Builds core with tsc into a temporary directory.
  'packages/core/src/locales/packedLocales.test.ts',
];

// The fast tier shares one module graph per worker (`isolate: false`): importing React, rjsf,
// jsdom and Ink once per worker instead of once per file is most of its speed. Files that change
// process-wide state (Ajv switched on, module mocks, CI/colour variables read at import) keep a
// fresh graph each in their own projects, so they cannot leak into the shared ones. `npm test`
// isolates every file.
const OWN_GRAPH = [
  'packages/core/src/validatorEngine.test.ts',
  'packages/ink/src/assertSupportedHost.test.tsx',
  'packages/ink/src/openUrl.test.ts',
  'packages/ink/src/askInTerminal.test.ts',
  'packages/ink/src/theme.test.ts',
  'packages/react/src/ajvEntry.test.ts',
  'packages/react/src/assertSupportedReact.test.tsx',
  'packages/react/src/rjsfValidator.test.ts',
  'test/property/validatorParity.test.ts',
];
const shared = fast ? { isolate: false } : {};

// `npm test` runs two files at a time even on 2 cores (Vitest's default there is one): most of
// its time is spent waiting on servers, browsers, terminals and installs, not on the CPU. The
// consumer tests build every package into packages/*/dist, in place, so they share nothing safely
// with each other: they run one at a time, after the rest (a one-worker project is Vitest's
// sequential group).
const workers = fast ? undefined : Math.max(2, availableParallelism() - 1);
const ONE_AT_A_TIME = ['test/consumers/**'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    maxWorkers: workers,
    projects: [
      {
        resolve: { conditions },
        ssr: { resolve: { conditions } },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/{core,client,ink}/src/**/*.test.{ts,tsx}',
            'apps/{cli,demo-server}/src/**/*.test.{ts,tsx}',
            'test/**/*.test.{ts,tsx}',
          ],
          exclude: [
            'test/**/*.dom.test.{ts,tsx}',
            '**/node_modules/**',
            ...(fast ? [...SLOW, ...OWN_GRAPH] : ONE_AT_A_TIME),
          ],
          ...shared,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          typecheck: {
            enabled: typeTests,
            include: ['packages/*/src/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      {
        resolve: { conditions },
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['test/support/jsdomLayout.ts'],
          include: ['packages/react/src/**/*.test.{ts,tsx}', 'test/**/*.dom.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...(fast ? [...SLOW, ...OWN_GRAPH] : [])],
          testTimeout: 30_000,
          ...shared,
        },
      },
      ...(fast
        ? []
        : [
            {
              resolve: { conditions },
              ssr: { resolve: { conditions } },
              test: {
                name: 'node (one at a time)',
                environment: 'node',
                include: ONE_AT_A_TIME.map((dir) => `${dir}/*.test.{ts,tsx}`),
                exclude: ['**/node_modules/**'],
                maxWorkers: 1,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]),
      // The fast tier's files that need a graph of their own (see OWN_GRAPH).
      ...(fast
        ? [
            {
              resolve: { conditions },
              ssr: { resolve: { conditions } },
              test: {
                name: 'node (own graph)',
                environment: 'node',
                include: OWN_GRAPH.filter((f) => !f.startsWith('packages/react/')),
                testTimeout: 30_000,
              },
            },
            {
              resolve: { conditions },
              test: {
                name: 'dom (own graph)',
                environment: 'jsdom',
                setupFiles: ['test/support/jsdomLayout.ts'],
                include: OWN_GRAPH.filter((f) => f.startsWith('packages/react/')),
                testTimeout: 30_000,
              },
            },
          ]
        : []),
      // Every Storybook story as a test in real Chromium (its play function, when it has one), and
      // every story drawn again under de and ar.
      ...(fast
        ? []
        : ['apps/storybook/vitest.config.ts', 'apps/storybook/vitest.locales.config.ts']),
    ],
    typecheck: {
      enabled: typeTests,
      include: ['packages/*/src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
