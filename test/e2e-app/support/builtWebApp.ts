import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB = join(ROOT, 'apps', 'web');

// What the bundle is made of: the app and the workspace packages it compiles from source.
const INPUTS = [
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'src'),
  ...['core', 'client', 'react'].map((name) => join(ROOT, 'packages', name, 'src')),
];

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch(() => null);
  if (entries === null) return [path];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${sep}node_modules${sep}`));
}

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(INPUTS.map(filesUnder))).flat().sort();
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function viteBuild(outDir: string): Promise<void> {
  const vite = join(
    dirname(createRequire(join(WEB, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const child = spawn(
    process.execPath,
    // Vite 8 refuses a second build of one project while another runs; files building at once
    // each write their own folder (see builtWebApp), so the lock guards nothing here.
    [
      vite,
      'build',
      '--config',
      join(WEB, 'vite.config.ts'),
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--bypass-lock',
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
}

// Builds of sources that changed since: old enough that no run still uses them.
const STALE_MS = 24 * 60 * 60 * 1000;

async function pruneStale(cache: string, keep: string): Promise<void> {
  for (const name of await readdir(cache).catch(() => [])) {
    const path = join(cache, name);
    if (path === keep) continue;
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_MS)
      await rm(path, { recursive: true, force: true }).catch(() => undefined);
  }
}

let built: Promise<string> | undefined;

/**
 * The production build of apps/web, made once per set of sources: test files share it through a
 * folder named by the hash of everything that goes into the bundle. Each builder writes its own
 * folder and renames it into place, so files building at the same moment never mix outputs.
 */
export function builtWebApp(): Promise<string> {
  built ??= (async () => {
    const cache = join(tmpdir(), 'elicitkit-web-e2e');
    const outDir = join(cache, await inputsHash());
    if (existsSync(join(outDir, 'index.html'))) return outDir;
    await mkdir(cache, { recursive: true });
    const scratch = `${outDir}.${process.pid}`;
    await viteBuild(scratch);
    try {
      await rename(scratch, outDir);
    } catch {
      // Another test file finished the same build first: use that one.
      await rm(scratch, { recursive: true, force: true });
    }
    await pruneStale(cache, outDir);
    return outDir;
  })();
  return built;
}
