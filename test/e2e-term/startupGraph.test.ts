// What `elicitkit` parses before its first frame: the modules its entry imports statically, read
// off esbuild's metafile of the real bundle. Core's form machinery (schema normalisation, the
// validator, the question controller) belongs to the prompt, loaded with Ink once a question
// comes; through a shared chunk it was parsed at every start. And what start-up imports is one
// file beside the program (start.mjs), not one chunk per shared module: each file is a read, a
// parse and a link in Node's ESM loader before the first frame.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../../apps/cli/scripts/bundle.mjs';

let dir = '';
let meta: Metafile | undefined;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ek-startup-graph-'));
  // Two builds at once, as the bench makes them: they share the bundler's reading of core.
  await Promise.all([
    bundleCli({ outfile: join(dir, 'elicitkit.cjs'), onMetafile: (m) => (meta = m) }),
    bundleCli({ outfile: join(dir, 'second', 'elicitkit.cjs') }),
  ]);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every source module with code in the entry or a chunk it imports statically. */
function startupModules(metafile: Metafile): Set<string> {
  // The program beside its chunks (elicitkit.cjs, the bin, imports it).
  const entry = Object.keys(metafile.outputs).find((k) =>
    k.endsWith('/elicitkit-chunks/elicitkit.mjs'),
  );
  const outputs = new Set<string>();
  const walk = (key: string) => {
    if (outputs.has(key)) return;
    outputs.add(key);
    for (const i of metafile.outputs[key]?.imports ?? [])
      if (i.kind === 'import-statement' && metafile.outputs[i.path]) walk(i.path);
  };
  if (entry) walk(entry);
  const modules = new Set<string>();
  for (const key of outputs)
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[key]?.inputs ?? {}))
      if (bytesInOutput > 0) modules.add(input);
  return modules;
}

/** The local files a built module imports statically (`import … from "./x.mjs"`). */
function staticLocalImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...new Set(
      [...source.matchAll(/import\s*(?:\{[^}]*\}\s*from\s*)?["'](\.[^"']+)["']/g)].map(
        (m) => m[1]!,
      ),
    ),
  ];
}

describe("the CLI's start-up graph", () => {
  it('starts from a CommonJS bin that turns the compile cache on where Node has one, paints the first frame, then imports the program', () => {
    const bin = readFileSync(join(dir, 'elicitkit.cjs'), 'utf8');
    expect(bin).toMatch(/^#!\/usr\/bin\/env node\n/);
    expect(bin).toContain('enableCompileCache?.()');
    expect(bin.indexOf('enableCompileCache')).toBeLessThan(bin.indexOf('import("./elicitkit-'));
    expect(bin).toContain('import("./elicitkit-chunks/elicitkit.mjs")');
    // It imports nothing else of the build: only Node's own modules, statically.
    expect(staticLocalImports(join(dir, 'elicitkit.cjs'))).toEqual([]);
    expect(bin).not.toMatch(/require\("\./);
    // Of the catalogues it holds only "Connecting to …", not the localizer or the CLI's words.
    expect(bin).not.toContain('cli.help.program');
    expect(bin).not.toContain('Usage: elicitkit');
    expect(bin.length).toBeLessThan(32_000);
  });

  it('reads the program and one start-up chunk, which imports no other chunk', () => {
    const program = join(dir, 'elicitkit-chunks', 'elicitkit.mjs');
    expect(staticLocalImports(program)).toEqual(['./start.mjs']);
    expect(staticLocalImports(join(dirname(program), 'start.mjs'))).toEqual([]);
    // The metafile the build hands on says the same.
    const outputs = Object.keys(meta!.outputs);
    const start = outputs.find((k) => k.endsWith('/elicitkit-chunks/start.mjs'))!;
    const chunksItImports = meta!.outputs[start]!.imports.filter(
      (i) => i.kind === 'import-statement' && !i.external,
    );
    expect(chunksItImports).toEqual([]);
  });

  it('holds the words and the command list, not a command’s code, core’s form machinery or the prompt', () => {
    const modules = startupModules(meta!);
    expect(modules).toContain('apps/cli/src/commands/commandInfo.ts');
    expect(modules).toContain('apps/cli/src/messages/cliEn.ts');
    expect(modules).toContain('packages/core/src/messages/en.ts');
    // Each command loads when it runs; `call`'s first frame is the bin's (startup/bin.ts).
    const commandCode = [...modules].filter(
      (m) =>
        /apps\/cli\/src\/commands\//.test(m) &&
        !m.endsWith('/commandInfo.ts') &&
        !m.endsWith('/index.ts'),
    );
    expect(commandCode).toEqual([]);
    const heavy = [...modules].filter((m) =>
      /packages\/core\/src\/(normalizeSchema|validateContent|compileSchemaCheck|question\/)|packages\/(ink|client)\/src\/|node_modules\/.*\/(ink|react|ajv-formats|@modelcontextprotocol)\//.test(
        m,
      ),
    );
    expect(heavy).toEqual([]);
  });
});
