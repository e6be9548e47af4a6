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
    (m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals',
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
});
