// Lint rules that carry the project's dependency rules (ARCHITECTURE.md): they are enforced here,
// and test/boundaries proves the core rule rejects a file that breaks it.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileNamedAfterExport } from './scripts/eslint-rules/fileNamedAfterExport.js';
import { noForeignImports } from './scripts/eslint-rules/noForeignImports.js';
import { noPersonFacingLiterals } from './scripts/eslint-rules/noPersonFacingLiterals.js';
import tseslint from 'typescript-eslint';

// The pieces of a question's state that only core's controller (createQuestion) puts together.
const composesQuestion = {
  name: '@elicitkit/core',
  importNames: [
    'formReducer',
    'initialFormState',
    'contentOf',
    'validateContent',
    'urlConsentReducer',
    'initialUrlConsentState',
  ],
  message:
    "a surface binds to core's question controllers (createQuestion: getState/getView/act; createUrlConsent for URL mode); it never composes the answer state, validation or errors on show itself.",
};
// The question holds the one answer state: a surface reads it from the question and never keeps a
// FormState of its own, nor steps one past the question's store (issue 47).
const holdsFormState = {
  name: '@elicitkit/core',
  importNames: ['FormState'],
  message:
    "the question holds the one FormState: read it through the question (getState, getSnapshot) and move it with dispatch or act; a surface's own state goes in the question's surface slot.",
};
// What a field shows (its hint, mark, suffix, preview, notes) is decided once, in core's field view
// (question.fieldView, getView): a surface draws it and never works any of it out again (issue 47).
const decidesFieldView = {
  name: '@elicitkit/core',
  importNames: [
    'fieldHintMsg',
    'fieldHint',
    'visibleHintMsg',
    'isGenericHint',
    'showsRequiredMark',
    'requiredNoteMsg',
    'fieldLabelSuffixMsg',
    'allFieldsOptional',
    'emptySelectionMsg',
    'sentPreview',
  ],
  message:
    "what a field shows is decided once, in core's field view: draw question.fieldView(name) / getView() (hint, requiredMark, suffix, preview, error, check, emptyNote, notices).",
};
const stepsQuestion = {
  selector:
    "CallExpression[callee.property.name='step']:matches([callee.object.name=/question$/i], [callee.object.property.name=/question$/i])",
  message:
    "a question's state moves only in its store (dispatch, act): nothing outside core steps a copy of it.",
};

const uiAndNode = [
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    message: 'core is UI-free: no React.',
  },
  { group: ['ink', 'ink/*', 'ink-*', '@inkjs/*'], message: 'core is UI-free: no Ink.' },
  { group: ['@rjsf/*'], message: 'core is renderer-free: no rjsf.' },
  { group: ['node:*'], message: 'core runs in browsers: no Node builtins.' },
  { group: ['@modelcontextprotocol/*'], message: 'core declares its own protocol types.' },
];
// Published packages and apps never reach into test/ or another app: what they share lives in a
// package (tests and benches may import anything).
const productionFiles = [
  'packages/*/src/**/*.{ts,tsx}',
  'packages/*/testing/**/*.{ts,tsx}',
  'apps/*/src/**/*.{ts,tsx}',
  'apps/*/.storybook/**/*.{ts,tsx}',
];
// Modules named before the file-name rule existed; each is renamed when next touched, and no file
// joins this list (the rule holds for every other module).
// Files the filename rule leaves alone, each for its reason: a package's subpath entry point is
// named after its subpath (`@elicitkit/react/ajv`, `/plain-markdown`, `/headless`, `/remote`), and
// Storybook's fixture indexer finds its one cases file by that name.
const namedByConvention = [
  'apps/storybook/src/Fixtures.cases.tsx',
  'packages/react/src/ajv.ts',
  'packages/react/src/headless.ts',
  'packages/react/src/plainMarkdown.ts',
  'packages/react/src/remote.ts',
];
/** The project's own rules (scripts/eslint-rules), one plugin object for every block using them. */
const elicitkit = {
  rules: {
    'no-foreign-imports': noForeignImports,
    'file-named-after-export': fileNamedAfterExport,
    'no-person-facing-literals': noPersonFacingLiterals,
  },
};
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-d.ts'];
const nodeBuiltins = [
  'fs',
  'path',
  'os',
  'child_process',
  'http',
  'https',
  'net',
  'url',
  'crypto',
  'process',
  'buffer',
  'stream',
  'util',
  'events',
  'tty',
  'readline',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '.tools/**',
      '.artifacts/**',
      'test/boundaries/rejects/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: productionFiles,
    ignores: testFiles,
    plugins: { elicitkit },
    rules: {
      'elicitkit/no-foreign-imports': 'error',
      'elicitkit/file-named-after-export': 'error',
    },
  },
  {
    files: namedByConvention,
    rules: { 'elicitkit/file-named-after-export': 'off' },
  },
  // Every word the renderers and the CLI show a person comes from core's message catalogue; the
  // web demo's own words come from its own catalogue (apps/web/src/locales).
  {
    files: [
      'packages/react/src/**/*.{ts,tsx}',
      'packages/ink/src/**/*.{ts,tsx}',
      'apps/cli/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
    ],
    ignores: [...testFiles, '**/*.stories.tsx', '**/testing/**', '**/*.testing.{ts,tsx}'],
    plugins: { elicitkit },
    rules: { 'elicitkit/no-person-facing-literals': 'error' },
  },
  // React's rules of hooks and the compiler's checks (side effects during render, refs read in
  // render, state set in render) on every component and hook.
  {
    files: [
      'packages/react/src/**/*.{ts,tsx}',
      'packages/ink/src/**/*.{ts,tsx}',
      'apps/*/src/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  // Type-aware rules that catch real bugs: a promise nobody awaits or catches, a promise where a
  // callback's return is ignored, and awaiting what is not a promise.
  {
    files: [
      'packages/*/src/**/*.{ts,tsx}',
      'packages/*/bench/**/*.{ts,tsx}',
      'apps/*/src/**/*.{ts,tsx}',
      'apps/*/bench/**/*.{ts,tsx}',
      'test/**/*.{ts,tsx}',
      'scripts/*.ts',
    ],
    // The boundary tests lint made-up files that no tsconfig holds.
    ignores: ['test/consumers/apps/**', '**/__boundary_fixture.*'],
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/**/*.test-d.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: uiAndNode,
          paths: nodeBuiltins.map((name) => ({
            name,
            message: 'core runs in browsers: no Node builtins.',
          })),
        },
      ],
      'no-restricted-globals': [
        'error',
        'process',
        'Buffer',
        'require',
        '__dirname',
        '__filename',
        'window',
        'document',
      ],
    },
  },
  {
    files: ['packages/client/src/**/*.ts'],
    ignores: ['packages/client/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'ink',
                'ink/*',
                '@rjsf/*',
                '@elicitkit/react',
                '@elicitkit/ink',
              ],
              message: 'client talks to renderers only through the core renderer contract.',
            },
          ],
          paths: [holdsFormState],
        },
      ],
      'no-restricted-syntax': ['error', stepsQuestion],
    },
  },
  {
    files: ['packages/react/src/**/*.{ts,tsx}', 'packages/ink/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [composesQuestion, holdsFormState, decidesFieldView],
          patterns: [
            {
              group: ['@elicitkit/client', '@modelcontextprotocol/*'],
              message: 'renderers see only core; the loop lives in @elicitkit/client.',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', stepsQuestion],
    },
  },
  {
    // Every surface outside core (the renderers above, the apps) holds a question only through
    // core's controller: none composes the answer state, its validation or its errors on show.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [composesQuestion, holdsFormState] }],
      'no-restricted-syntax': ['error', stepsQuestion],
    },
  },
  {
    // The apps that draw questions draw core's field view too (the CLI's schema report may list a
    // field's full hint for the server's author: it draws no question).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/storybook/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [composesQuestion, holdsFormState, decidesFieldView] },
      ],
    },
  },
);
