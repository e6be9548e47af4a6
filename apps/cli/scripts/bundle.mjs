#!/usr/bin/env node
// Bundles the `elicitkit` CLI into apps/cli/dist/elicitkit.cjs, the bin (src/startup/bin.ts: it
// turns on Node's compile cache, paints `call`'s first frame on a terminal, then imports the
// program), and apps/cli/dist/elicitkit-chunks/: the
// program (elicitkit.mjs) and the chunks it loads on demand (all gitignored):
//
//   node apps/cli/scripts/bundle.mjs [--entry <file.ts>] [--outfile <file.cjs|file.mjs>] [--no-minify]
//
// The CLI's bin is CommonJS (`.cjs`); another entry's (a test harness) is an ES module shim (`.mjs`).
//
// Why: run from sources (tsx) or from tsc output, Ink and the MCP SDK take about 0.6 s to load;
// bundled, minified and split, the first frame comes in well under a quarter of a second, which
// is the difference between a prompt that appears at once and one that visibly lags.
import { build } from 'esbuild';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeStartupChunks } from './mergeStartupChunks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '..', '..', '..');
export const defaultEntry = join(repoRoot, 'apps', 'cli', 'src', 'main.ts');
export const defaultOutfile = join(repoRoot, 'apps', 'cli', 'dist', 'elicitkit.cjs');

// Ink imports its devtools bridge dynamically, only when DEV=true; bundling hoists that import,
// so the optional react-devtools-core (not installed), and `ws`, which only that bridge uses, are
// replaced by empty modules: nothing of either is parsed at start-up.
const stubDevtools = {
  name: 'stub-react-devtools-core',
  setup(b) {
    b.onResolve({ filter: /^(react-devtools-core|ws)$/ }, (args) => ({
      path: args.path,
      namespace: 'stub',
    }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'export default {};',
      loader: 'js',
    }));
  },
};

// Yoga's Emscripten loader checks `typeof fetch` to stream its (inlined, base64) wasm. In Node
// that first touch of `fetch` loads undici, about 50 ms before the first frame is drawn. Without
// fetch the loader decodes the same bytes synchronously, so the check is made to say "no fetch".
const yogaWithoutFetch = {
  name: 'yoga-without-fetch',
  setup(b) {
    b.onLoad({ filter: /yoga-layout[\\/]dist[\\/]binaries[\\/].*\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace(/typeof fetch\b/g, '"undefined"'),
      loader: 'js',
    }));
  },
};

const startupDir = join(repoRoot, 'apps', 'cli', 'src', 'startup');

/**
 * What every build here shares: ESM for Node 20, with workspace packages straight from their
 * TypeScript sources, as everywhere in development.
 */
const forNode = (minify) => ({
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: repoRoot,
  conditions: ['@elicitkit/source'],
});

// The bin reads the command line with the command's own parser (src/startup/firstFrame.ts), whose
// errors are UsageErrors carrying their English text, formatted by the CLI's localizer at
// construction. The bin only needs to know that one was thrown (then it paints nothing), so there
// it is a bare Error: the localizer and the catalogue stay out of the bin.
const usageErrorInBin = {
  name: 'usage-error-in-bin',
  setup(b) {
    b.onResolve({ filter: /(^|\/)usageError\.js$/ }, (args) => ({
      path: args.path,
      namespace: 'ek-usage-error',
    }));
    b.onLoad({ filter: /.*/, namespace: 'ek-usage-error' }, () => ({
      contents: 'export class UsageError extends Error {}',
      loader: 'js',
    }));
  },
};

// What the bin says without the program, in every shipped locale (src/startup/startupWords.ts):
// `cli.connecting` around a stand-in for the server, and the help texts. Computed once per process
// by bundling that module in memory and running it.
let startupWordsOnce;
async function readStartupWords() {
  const result = await build({
    entryPoints: [join(startupDir, 'startupWords.ts')],
    ...forNode(false),
    write: false,
  });
  const code = result.outputFiles[0].text;
  const { startupWords } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return startupWords();
}

// string-width's RGI emoji pattern costs about 30 ms to parse when the module loads and as much
// to compile on first use; it becomes a lazy tester with a fast "no" for simple text
// (src/startup/rgiEmoji.ts). The build fails if string-width no longer has the pattern, so an
// upgrade cannot silently drop the patch.
const RGI_EMOJI_LITERAL = '/^\\p{RGI_Emoji}$/v';
const lazyRgiEmoji = {
  name: 'lazy-rgi-emoji',
  setup(b) {
    b.onLoad({ filter: /[\\/]string-width[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      // string-width ≤ 7 (which wrap-ansi uses) measures emoji with the emoji-regex package instead.
      if (/from\s*['"]emoji-regex['"]/.test(source)) return undefined;
      const uses = source.split(RGI_EMOJI_LITERAL).length - 1;
      if (uses !== 1) {
        throw new Error(
          `${args.path}: expected the literal ${RGI_EMOJI_LITERAL} once, found it ${uses} times; ` +
            'update the lazy-rgi-emoji plugin in apps/cli/scripts/bundle.mjs',
        );
      }
      const shim = JSON.stringify(join(startupDir, 'rgiEmoji.ts'));
      return {
        contents: `import { rgiEmoji as __ekRgiEmoji } from ${shim};\n${source.replace(RGI_EMOJI_LITERAL, '__ekRgiEmoji')}`,
        loader: 'js',
      };
    });
  },
};

// The CLI's own modules import a handful of names from @elicitkit/core; the client and Ink, loaded
// later, import it too. Through core's index both would share one chunk holding every core module
// either side uses, loaded before the first frame. So each CLI module's `import { … } from
// '@elicitkit/core'` is pointed at the core files that define those names (read off core's
// index), and only what start-up uses is parsed at start-up.
const coreDir = join(repoRoot, 'packages', 'core', 'src');
// Read once per process, shared by builds running at the same time.
let coreNames;
async function readCoreNames() {
  const names = new Map();
  const index = await readFile(join(coreDir, 'index.ts'), 'utf8');
  for (const [, kind, list, from] of index.matchAll(
    /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
  )) {
    if (kind) continue;
    for (const item of list.split(',')) {
      const [local, exported = local] = item.trim().split(/\s+as\s+/);
      if (exported && !exported.startsWith('type ')) names.set(exported, { local, from });
    }
  }
  return names;
}
async function coreFileOf(name) {
  coreNames ??= readCoreNames();
  return (await coreNames).get(name);
}
const narrowCoreImports = {
  name: 'narrow-core-imports',
  setup(b) {
    b.onResolve({ filter: /^@elicitkit\/core$/ }, (args) =>
      args.importer.startsWith(join(repoRoot, 'apps', 'cli', 'src'))
        ? { path: args.importer, namespace: 'ek-core-for' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'ek-core-for' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const lines = [];
      for (const [, list] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@elicitkit\/core'/g)) {
        for (const item of list.split(',')) {
          const name = item.trim().split(/\s+as\s+/)[0];
          if (!name || name.startsWith('type ')) continue;
          const found = await coreFileOf(name);
          if (!found)
            throw new Error(`narrow-core-imports: ${name} is not exported by core's index`);
          const file = JSON.stringify(join(coreDir, found.from.replace(/\.js$/, '.ts')));
          lines.push(`export { ${found.local} as ${name} } from ${file};`);
        }
      }
      return { contents: lines.join('\n'), loader: 'ts', resolveDir: coreDir };
    });
  },
};

// CommonJS dependencies (ajv, …) call require(); give the ESM bundle one.
// The entry is the package's `bin`: a program of its own, so it starts with a shebang (Node
// ignores one at the top of any module, so the chunks may carry it too).
const BANNER =
  "#!/usr/bin/env node\nimport{createRequire as __ekRequire}from'node:module';const require=__ekRequire(import.meta.url);";

/**
 * Builds the bundle; resolves to the output path. `startupShims: false` leaves out the start-up
 * shims (lazy segmenter and emoji pattern), for the test that proves they change no frame;
 * `onMetafile` receives esbuild's metafile (what each output holds, and what it imports).
 */
export async function bundleCli({
  entry = defaultEntry,
  outfile = defaultOutfile,
  minify = true,
  startupShims = true,
  onMetafile,
} = {}) {
  const name = basename(outfile).replace(/\.[cm]js$/, '');
  if ((entry === defaultEntry) !== outfile.endsWith('.cjs'))
    throw new Error(`bundleCli: the CLI's bin is a .cjs file, another entry's a .mjs: ${outfile}`);
  // Chunk names carry content hashes; drop the previous build's so stale chunks do not pile up.
  await rm(join(dirname(outfile), `${name}-chunks`), { recursive: true, force: true });
  const result = await build({
    // Read by mergeStartupChunks, which folds what start-up imports into one file.
    metafile: true,
    // The program itself lives beside its chunks; `outfile` is the bin shim (binShim) importing it.
    entryPoints: { [`${name}-chunks/${name}`]: entry },
    // Modules a command imports dynamically (the MCP client, Ink) become chunks beside the entry,
    // parsed only when a command needs them: `--help` and the first spinner frame do not wait.
    outdir: dirname(outfile),
    splitting: true,
    chunkNames: `${name}-chunks/[name]-[hash]`,
    outExtension: { '.js': '.mjs' },
    ...forNode(minify),
    define: {
      'process.env.NODE_ENV': '"production"',
      // Ink is inside the bundle: @elicitkit/ink's host check must not read an `ink` found beside it.
      'import.meta.elicitkitInkBundled': 'true',
      // Terminal libraries build segmenters at load; ICU's data load then precedes the first frame.
      ...(startupShims ? { 'Intl.Segmenter': 'LazySegmenter' } : {}),
    },
    inject: startupShims ? [join(startupDir, 'LazySegmenter.ts')] : [],
    // The OS keyring's native binding (an optional dependency, one binary per platform) stays
    // outside: loaded from node_modules when a sign-in is kept, and its absence only means files.
    external: ['@napi-rs/keyring'],
    plugins: [
      stubDevtools,
      yogaWithoutFetch,
      narrowCoreImports,
      ...(startupShims ? [lazyRgiEmoji] : []),
    ],
    // CommonJS dependencies (ajv, …) call require(); give the ESM bundle one.
    // The entry is the package's `bin`: a program of its own, so it starts with a shebang (Node
    // ignores one at the top of any module, so the chunks may carry it too).
    banner: { js: BANNER },
  });
  const entryKey = Object.keys(result.metafile.outputs).find((key) =>
    key.endsWith(`${name}-chunks/${name}.mjs`),
  );
  if (!entryKey) throw new Error('bundleCli: the program is missing from the metafile');
  // Start-up reads the program and one chunk (start.mjs), not one file per shared module.
  const metafile = await mergeStartupChunks({
    metafile: result.metafile,
    entryKey,
    root: repoRoot,
    banner: BANNER,
    minify,
    target: 'node20',
  });
  if (onMetafile) onMetafile(metafile);
  const program = `./${name}-chunks/${name}.mjs`;
  if (entry === defaultEntry) await buildBin({ outfile, program, minify, startupShims });
  else await writeFile(outfile, binShim(program));
  await chmod(outfile, 0o755);
  return outfile;
}

/**
 * The `elicitkit` bin (src/startup/bin.ts), bundled on its own: it turns the compile cache on,
 * prints a plain --help from help-<locale>.json (written here, beside the program), paints
 * `call`'s first frame on a terminal, then imports `program`. It holds what reading the command
 * line needs, and the first frame's words in every shipped locale.
 */
async function buildBin({ outfile, program, minify, startupShims }) {
  startupWordsOnce ??= readStartupWords();
  const { connecting, help } = await startupWordsOnce;
  const name = basename(outfile).replace(/\.cjs$/, '');
  const helpPrefix = `./${name}-chunks/help-`;
  await Promise.all(
    Object.entries(help).map(([tag, texts]) =>
      writeFile(join(dirname(outfile), `${helpPrefix}${tag}.json`), JSON.stringify(texts)),
    ),
  );
  await build({
    entryPoints: [join(startupDir, 'bin.ts')],
    outfile,
    ...forNode(minify),
    format: 'cjs',
    define: {
      EK_PROGRAM: JSON.stringify(program),
      EK_HELP_PREFIX: JSON.stringify(helpPrefix),
      EK_CONNECTING_WORDS: JSON.stringify(connecting),
      ...(startupShims ? { 'Intl.Segmenter': 'LazySegmenter' } : {}),
    },
    inject: startupShims ? [join(startupDir, 'LazySegmenter.ts')] : [],
    // The program is a separate module beside the bin, imported once the first frame is out.
    external: [program],
    plugins: [narrowCoreImports, usageErrorInBin, ...(startupShims ? [lazyRgiEmoji] : [])],
    banner: { js: '#!/usr/bin/env node' },
  });
}

/**
 * A bin for another entry (a test harness): a few lines that turn on Node's compile cache (V8's
 * code for every module, kept between runs) before the program is imported; a static import would be loaded before the call. Node 20
 * has no enableCompileCache (22.8 added it), and a cache that cannot be written only costs the
 * cache, so both are passed over.
 */
function binShim(program) {
  return [
    '#!/usr/bin/env node',
    "import module from 'node:module';",
    'try {',
    '  module.enableCompileCache?.();',
    '} catch {}',
    `await import(${JSON.stringify(program)});`,
    '',
  ].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const outfile = await bundleCli({
    entry: value('--entry') ? resolve(value('--entry')) : defaultEntry,
    outfile: value('--outfile') ? resolve(value('--outfile')) : defaultOutfile,
    minify: !args.includes('--no-minify'),
  });
  console.log(`elicitkit: bundled ${outfile}`);
}
