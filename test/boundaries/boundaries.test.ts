import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
// The dependency rules need no type information; linting without it keeps each file fast.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

async function ruleHits(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter(
    (m) =>
      m.ruleId === 'no-restricted-imports' ||
      m.ruleId === 'no-restricted-globals' ||
      m.ruleId === 'no-restricted-syntax' ||
      m.ruleId === 'elicitkit/no-foreign-imports',
  );
}

describe('dependency boundaries (ARCHITECTURE.md)', () => {
  const fixture = readFileSync(join(import.meta.dirname, 'rejects', 'core-imports-ui.ts'), 'utf8');

  it('rejects a core file importing node:, react, ink, @rjsf/* or the SDK, and using process', async () => {
    const hits = await ruleHits(fixture, 'packages/core/src/__boundary_fixture.ts');
    const text = hits.map((h) => h.message).join('\n');
    expect(hits).toHaveLength(6);
    for (const word of ['Node builtins', 'React', 'Ink', 'rjsf', 'protocol types', "'process'"]) {
      expect(text).toContain(word);
    }
  });

  it('lets the same imports through outside core (the rule is scoped, not global)', async () => {
    expect(await ruleHits(fixture, 'apps/cli/src/__boundary_fixture.ts')).toHaveLength(0);
  });

  it('keeps the real core sources clean', async () => {
    const dir = join(root, 'packages', 'core', 'src');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const hits = await ruleHits(
        readFileSync(join(dir, file), 'utf8'),
        `packages/core/src/${file}`,
      );
      expect(hits, file).toEqual([]);
    }
  });

  it('rejects a client file importing a renderer', async () => {
    const hits = await ruleHits(
      "import '@elicitkit/react';\nimport 'ink';\n",
      'packages/client/src/__boundary_fixture.ts',
    );
    expect(hits).toHaveLength(2);
  });

  it('rejects a renderer (react or ink) importing the client or the SDK', async () => {
    const code = "import '@elicitkit/client';\nimport '@modelcontextprotocol/client';\n";
    for (const dir of ['packages/react/src', 'packages/ink/src']) {
      const hits = await ruleHits(code, `${dir}/__boundary_fixture.ts`);
      expect(hits.map((h) => h.message).join('\n'), dir).toContain('renderers see only core');
      expect(hits, dir).toHaveLength(2);
    }
  });

  it('rejects a surface outside core composing a question itself instead of binding to createQuestion', async () => {
    const code =
      "import { formReducer, initialFormState, contentOf, validateContent, urlConsentReducer, initialUrlConsentState } from '@elicitkit/core';\n";
    for (const dir of ['packages/react/src', 'packages/ink/src', 'apps/web/src', 'apps/cli/src']) {
      const hits = await ruleHits(code, `${dir}/__boundary_fixture.tsx`);
      expect(hits.map((h) => h.message).join('\n'), dir).toContain("core's question controllers");
      expect(hits, dir).toHaveLength(6);
    }
    const bound = "import { createQuestion, createUrlConsent } from '@elicitkit/core';\n";
    for (const dir of ['packages/react/src', 'packages/ink/src', 'apps/web/src']) {
      expect(await ruleHits(bound, `${dir}/__boundary_fixture.tsx`), dir).toEqual([]);
    }
    // Core composes them; the client checks a renderer's answer with the one validator.
    expect(await ruleHits(code, 'packages/core/src/__boundary_fixture.ts')).toEqual([]);
  });

  it("rejects a surface outside core holding a FormState of its own or stepping a question's state", async () => {
    const fixture = readFileSync(
      join(import.meta.dirname, 'rejects', 'holds-form-state.ts'),
      'utf8',
    );
    for (const dir of [
      'packages/react/src',
      'packages/ink/src',
      'packages/client/src',
      'apps/web/src',
      'apps/cli/src',
    ]) {
      const hits = await ruleHits(fixture, `${dir}/__boundary_fixture.ts`);
      const text = hits.map((h) => h.message).join('\n');
      expect(text, dir).toContain('the question holds the one FormState');
      expect(text, dir).toContain("a question's state moves only in its store");
      // The import, and both calls: a question's own step, and the one a model holds.
      expect(hits, dir).toHaveLength(3);
    }
    // Binding reads the question's state and moves it through the question.
    const bound = [
      "import type { Question } from '@elicitkit/core';",
      'export const read = (question: Question) => question.getState().answers;',
      "export const move = (question: Question) => question.dispatch({ type: 'submit' });",
      '// A step of something that is not a question is no concern of the rule.',
      'export const next = (program: { step(): void }) => program.step();',
      '',
    ].join('\n');
    for (const dir of ['packages/react/src', 'packages/ink/src', 'apps/demo-server/src'])
      expect(await ruleHits(bound, `${dir}/__boundary_fixture.ts`), dir).toEqual([]);
    // Core holds it and steps it.
    expect(await ruleHits(fixture, 'packages/core/src/__boundary_fixture.ts')).toEqual([]);
  });

  it('rejects a surface outside core deciding again what a field shows (hint, mark, suffix, preview)', async () => {
    const fixture = readFileSync(
      join(import.meta.dirname, 'rejects', 'decides-field-view.tsx'),
      'utf8',
    );
    for (const dir of [
      'packages/react/src',
      'packages/ink/src',
      'apps/web/src',
      'apps/storybook/src',
    ]) {
      const hits = await ruleHits(fixture, `${dir}/__boundary_fixture.tsx`);
      expect(hits.map((h) => h.message).join('\n'), dir).toContain("core's field view");
      // One hit per name imported.
      expect(hits, dir).toHaveLength(8);
    }
    // Drawing core's view is what a surface does.
    const draws = [
      "import type { Question } from '@elicitkit/core';",
      "export const hintOf = (question: Question) => question.fieldView('name')?.hint;",
      '',
    ].join('\n');
    for (const dir of ['packages/react/src', 'packages/ink/src', 'apps/web/src'])
      expect(await ruleHits(draws, `${dir}/__boundary_fixture.ts`), dir).toEqual([]);
    // Core decides it.
    expect(await ruleHits(fixture, 'packages/core/src/question/__boundary_fixture.tsx')).toEqual(
      [],
    );
  });

  it('rejects a package or an app importing test/ or another app, however the path is spelled', async () => {
    const cases: [string, string][] = [
      ['packages/react/src/__boundary_fixture.ts', "import '../../../test/support/chromium.js';"],
      [
        'packages/ink/testing/__boundary_fixture.ts',
        "import '../../../test/conformance/adapter.js';",
      ],
      ['apps/web/src/__boundary_fixture.ts', "import { main } from '../../cli/src/main.js';"],
      ['apps/web/src/__boundary_fixture.ts', "export * from '../../demo-server/src/index.js';"],
      [
        'apps/storybook/src/__boundary_fixture.ts',
        "const cases = import.meta.glob('../../../test/fixtures/cases/*.json');",
      ],
    ];
    for (const [file, code] of cases) {
      const hits = await ruleHits(code, file);
      expect(hits, `${file}: ${code}`).toHaveLength(1);
    }
  });

  it('lets tests import test/, and apps import their own files and packages', async () => {
    const allowed: [string, string][] = [
      [
        'packages/react/src/__boundary_fixture.test.ts',
        "import '../../../test/support/chromium.js';",
      ],
      ['apps/web/src/__boundary_fixture.ts', "import './App.js';\nimport '@elicitkit/react';"],
      ['apps/storybook/src/__boundary_fixture.ts', "import '../.storybook/fixtureStories.js';"],
    ];
    for (const [file, code] of allowed) {
      expect(await ruleHits(code, file), `${file}: ${code}`).toEqual([]);
    }
  });
});

describe("person-facing words live in core's catalogue (elicitkit/no-person-facing-literals)", () => {
  async function wordHits(code: string, filePath: string) {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? []).filter(
      (m) => m.ruleId === 'elicitkit/no-person-facing-literals',
    );
  }

  it('rejects words typed as JSX text, an Ink <Text>, an aria-label or terminal output', async () => {
    const cases: [string, string][] = [
      ['packages/react/src/__words_fixture.tsx', 'export const A = () => <button>Send</button>;'],
      [
        'packages/react/src/__words_fixture.tsx',
        'export const A = () => <div aria-label="Close the form" />;',
      ],
      [
        'packages/ink/src/__words_fixture.tsx',
        "import { Text } from 'ink';\nexport const A = () => <Text>Press Enter to send</Text>;",
      ],
      [
        'apps/cli/src/__words_fixture.ts',
        'export const f = (io: { out(s: string): void }) => io.out(`Sent to ${1}\\n`);',
      ],
      ['apps/cli/src/__words_fixture.ts', "console.error('could not connect');"],
    ];
    for (const [file, code] of cases) {
      expect(await wordHits(code, file), `${file}: ${code}`).toHaveLength(1);
    }
  });

  it('lets key caps, marks, the program name and capitalised names through, and tests say anything', async () => {
    const allowed: [string, string][] = [
      [
        'packages/ink/src/__words_fixture.tsx',
        "import { Text } from 'ink';\nexport const A = () => <Text>Tab · Esc · PgUp/PgDn ›</Text>;",
      ],
      ['apps/cli/src/__words_fixture.ts', "console.error('elicitkit: ELICITKIT_THEME');"],
      ['packages/react/src/__words_fixture.test.tsx', 'export const A = () => <p>Anything</p>;'],
    ];
    for (const [file, code] of allowed) {
      expect(await wordHits(code, file), `${file}: ${code}`).toEqual([]);
    }
  });
});

describe('a module exporting one value is named after it (elicitkit/file-named-after-export)', () => {
  async function nameHits(code: string, filePath: string) {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'elicitkit/file-named-after-export');
  }

  it('rejects a module whose one value is named otherwise', async () => {
    const cases: [string, string][] = [
      [
        'packages/core/src/__legTimer_fixture.ts',
        'export function startTimer(): number { return 1; }',
      ],
      [
        'packages/client/src/__store_fixture.ts',
        'export const memoryStore = new Map<string, number>();',
      ],
    ];
    for (const [file, code] of cases) {
      expect(await nameHits(code, file), `${file}: ${code}`).toHaveLength(1);
    }
  });

  it('lets a verb, CONSTANT_CASE, a type of the same name and several values through', async () => {
    const allowed: [string, string][] = [
      ['packages/core/src/question.ts', 'export function createQuestion(): number { return 1; }'],
      ['packages/react/src/elicitkitCss.ts', "export const ELICITKIT_CSS = '';"],
      ['packages/client/src/runHandle.ts', 'export class RunHandle {}'],
      [
        'packages/core/src/field.ts',
        'export interface Field { kind: string }\nexport function isSupported(f: Field): boolean { return !!f; }',
      ],
      ['packages/ink/src/openUrl.ts', 'export const a = 1;\nexport const b = 2;'],
    ];
    for (const [file, code] of allowed) {
      expect(await nameHits(code, file), `${file}: ${code}`).toEqual([]);
    }
  });
});
