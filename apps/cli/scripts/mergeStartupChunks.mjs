// Folds the chunks a split build's entry imports statically into one file, start.mjs, beside them.
//
// Why: esbuild puts every module shared between start-up and a lazily imported part (the prompt,
// sign-in, `check`) into a chunk of its own, so the entry loaded ~17 small files before its first
// frame, each a separate read, parse and link in Node's ESM loader. esbuild cannot be told to keep
// those modules with the entry; this pass does it afterwards. The entry keeps only its own code
// (its top-level await would deadlock a lazy chunk importing it back), so start-up reads the entry
// and start.mjs. Lazy chunks that imported a folded chunk import the same bindings from start.mjs
// under prefixed names: one instance of every module, as before.
import { build } from 'esbuild';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';

export const START_CHUNK = 'start.mjs';

const IMPORT_FROM = /import\s*\{([^}]*)\}\s*from\s*"\.\/([^"/]+\.mjs)"/g;
const IMPORT_BARE = /import\s*"\.\/([^"/]+\.mjs)"/g;

/**
 * Rewrites the build in place and returns its metafile as it now is. `entryKey` is the entry's
 * key in `metafile.outputs`; `root` is the build's absWorkingDir; `banner` is the text every
 * output starts with, which the merged file gets once.
 */
export async function mergeStartupChunks({ metafile, entryKey, root, banner, minify, target }) {
  const startup = new Set();
  const walk = (key) => {
    for (const i of metafile.outputs[key]?.imports ?? [])
      if (i.kind === 'import-statement' && metafile.outputs[i.path] && !startup.has(i.path)) {
        startup.add(i.path);
        walk(i.path);
      }
  };
  walk(entryKey);
  if (startup.size === 0) return metafile;

  const dir = dirname(resolve(root, entryKey));
  const fileOf = (key) => basename(key);
  const folded = new Map([...startup].map((key, i) => [fileOf(key), { key, prefix: `c${i}_` }]));
  for (const key of startup)
    if (dirname(resolve(root, key)) !== dir)
      throw new Error(`mergeStartupChunks: ${key} is not beside the entry`);

  // Imported in the entry's order, so the folded chunks run in the order they ran as files.
  const entrySource = await readFile(resolve(root, entryKey), 'utf8');
  const order = [
    ...entrySource.matchAll(/from\s*"\.\/([^"/]+\.mjs)"|import\s*"\.\/([^"/]+\.mjs)"/g),
  ]
    .map((m) => m[1] ?? m[2])
    .filter((file) => folded.has(file));
  for (const file of folded.keys()) if (!order.includes(file)) order.push(file);
  const facade = order
    .map((file) => {
      const { key, prefix } = folded.get(file);
      const names = metafile.outputs[key].exports;
      return names.length
        ? `export { ${names.map((n) => `${n} as ${prefix}${n}`).join(', ')} } from "./${file}";`
        : `import "./${file}";`;
    })
    .join('\n');

  const withoutBanner = (source, file) => {
    if (!source.startsWith(`${banner}\n`))
      throw new Error(`mergeStartupChunks: ${file} does not start with the banner`);
    return source.slice(banner.length + 1);
  };
  const merged = await build({
    stdin: { contents: facade, resolveDir: dir, loader: 'js', sourcefile: 'start-facade.mjs' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target,
    minify,
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: banner },
    plugins: [
      {
        name: 'fold-startup-chunks',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.path.startsWith('./') && folded.has(args.path.slice(2))) {
              if (args.kind === 'dynamic-import')
                throw new Error(`mergeStartupChunks: ${args.path} is also imported dynamically`);
              return { path: join(dir, args.path), namespace: 'folded' };
            }
            return { path: args.path, external: true };
          });
          b.onLoad({ filter: /.*/, namespace: 'folded' }, async (args) => ({
            contents: withoutBanner(await readFile(args.path, 'utf8'), args.path),
            loader: 'js',
          }));
        },
      },
    ],
  });
  const startText = merged.outputFiles[0].text;
  await writeFile(join(dir, START_CHUNK), startText);
  await Promise.all([...folded.keys()].map((file) => rm(join(dir, file))));

  // Every remaining output that imported a folded chunk now imports start.mjs.
  const rewrite = (source, file) => {
    const out = source
      .replace(IMPORT_FROM, (whole, list, from) => {
        const f = folded.get(from);
        if (!f) return whole;
        const items = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((item) => {
            const [name, local = name] = item.split(/\s+as\s+/);
            return `${f.prefix}${name} as ${local}`;
          });
        return `import{${items.join(',')}}from"./${START_CHUNK}"`;
      })
      .replace(IMPORT_BARE, (whole, from) =>
        folded.has(from) ? `import"./${START_CHUNK}"` : whole,
      );
    for (const name of folded.keys())
      if (out.includes(`"./${name}"`))
        throw new Error(`mergeStartupChunks: ${file} still refers to ${name}`);
    return out;
  };
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.mjs') || file === START_CHUNK) continue;
    const path = join(dir, file);
    const source = await readFile(path, 'utf8');
    const out = rewrite(source, file);
    if (out !== source) await writeFile(path, out);
  }

  // The metafile as the files now are: the folded outputs are one, start.mjs.
  const startKey = relative(root, join(dir, START_CHUNK)).split('\\').join('/');
  const outputs = {};
  const start = { imports: [], exports: [], inputs: {}, bytes: Buffer.byteLength(startText) };
  const addImport = (list, i) => {
    if (!list.some((j) => j.path === i.path && j.kind === i.kind)) list.push(i);
  };
  for (const [key, output] of Object.entries(metafile.outputs)) {
    const imports = [];
    for (const i of output.imports)
      addImport(imports, startup.has(i.path) ? { ...i, path: startKey } : i);
    if (startup.has(key)) {
      Object.assign(start.inputs, output.inputs);
      for (const i of imports) if (i.path !== startKey) addImport(start.imports, i);
      start.exports.push(...output.exports.map((n) => `${folded.get(fileOf(key)).prefix}${n}`));
    } else {
      outputs[key] = { ...output, imports };
    }
  }
  outputs[startKey] = start;
  return { ...metafile, outputs };
}
