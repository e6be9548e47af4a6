// No package or app has an import cycle between its own modules (Ink's form reducer and its
// field view imported each other). Every relative import counts, type-only ones included: a
// cycle of types is still two modules that cannot be understood apart.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** module → the modules it imports (relative imports, `.js` specifiers mapped to sources). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const base = resolve(dirname(file), (match[1] ?? '').replace(/\.jsx?$/, ''));
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => known.has(f));
      if (found) targets.push(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle's modules, found by depth-first search (one report per cycle entry point). */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  // The packages, and the apps built on them (a cycle in an app is as hard to read as in a package).
  const dirs = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group)).map((name) => `${group}/${name}`),
  );
  for (const dir of dirs) {
    const src = join(root, dir, 'src');
    try {
      statSync(src);
    } catch {
      continue;
    }
    it(`${dir} has none`, () => {
      const graph = importGraph(sourceFiles(src));
      expect(graph.size).toBeGreaterThan(0);
      const cycles = findCycles(graph).map((c) => c.map((f) => relative(root, f)).join(' → '));
      expect(cycles).toEqual([]);
    });
  }
});
