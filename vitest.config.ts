import { defineConfig } from 'vitest/config';

// Tests run against TypeScript sources through the scoped export condition, so no build is needed.
const conditions = ['@elicitkit/source'];

// `npm run test:fast` (ELICITKIT_TEST_TIER=fast): the inner loop — unit, property, fixture,
// boundary and renderer-conformance tests. It leaves out the directories whose tests start
// servers, browsers, terminals or installs (they run in `npm test`), and the Storybook project.
const fast = process.env['ELICITKIT_TEST_TIER'] === 'fast';
const SLOW = [
  'test/{adversarial,client,consumers,conformance-official,demo-server,e2e-app,e2e-term,e2e-web,root-scripts,bridge-example,auth}/**',
  'apps/*/src/**',
];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
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
          exclude: ['test/**/*.dom.test.{ts,tsx}', '**/node_modules/**', ...(fast ? SLOW : [])],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          typecheck: {
            enabled: true,
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
          testTimeout: 30_000,
        },
      },
      // Every Storybook story as a test in real Chromium (its play function, when it has one).
      ...(fast ? [] : ['apps/storybook/vitest.config.ts']),
    ],
    typecheck: {
      enabled: true,
      include: ['packages/*/src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
