// Each package's public face, pinned: every name its entry points export (values and types), as
// TypeScript sees them. A name added to or dropped from a barrel changes a pinned list in
// test/boundaries/public-names/ and must be reviewed as a change to what hosts can import; knip
// (in `npm run lint` and `npm test`) keeps every pinned name used by an app, a test or a README.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const PACKAGES = ['core', 'react', 'ink', 'client'];

interface Entry {
  pkg: string;
  subpath: string;
  file: string;
}

/** Every entry point a package's manifest exports, as its TypeScript source (wildcards left out). */
function entries(pkg: string): Entry[] {
  const dir = join(root, 'packages', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, { '@elicitkit/source'?: string }>;
  };
  return (
    Object.entries(manifest.exports)
      // A stylesheet (`./styles.css`) exports no names.
      .filter(([subpath]) => !subpath.includes('*') && !subpath.endsWith('.css'))
      .filter(([, target]) => target['@elicitkit/source'])
      .map(([subpath, target]) => ({
        pkg,
        subpath,
        file: join(dir, target['@elicitkit/source'] as string),
      }))
  );
}

const all = PACKAGES.flatMap(entries);
const program = ts.createProgram(
  all.map((e) => e.file),
  {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    skipLibCheck: true,
    customConditions: ['@elicitkit/source'],
  },
);
const checker = program.getTypeChecker();

/** `value name` or `type name` for each export of the entry, sorted. */
function publicNames(file: string): string[] {
  const source = program.getSourceFile(file);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`no module symbol for ${file}`);
  return checker
    .getExportsOfModule(symbol)
    .map((s) => {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      return `${target.flags & ts.SymbolFlags.Value ? 'value' : 'type'} ${s.name}`;
    })
    .sort();
}

describe('each package’s public names are pinned', () => {
  for (const entry of all) {
    const name = `${entry.pkg}${entry.subpath === '.' ? '' : entry.subpath.slice(1).replaceAll('/', '-')}`;
    it(`@elicitkit/${entry.pkg}${entry.subpath === '.' ? '' : entry.subpath.slice(1)}`, async () => {
      await expect(`${publicNames(entry.file).join('\n')}\n`).toMatchFileSnapshot(
        join('public-names', `${name}.txt`),
      );
    });
  }
});
