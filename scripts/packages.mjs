// The published package set and the two steps every consumer of it shares — the release script
// (scripts/release.mjs), the consumer tests (test/consumers) and the installed-CLI bench: build
// in dependency order, then pack with pnpm so `workspace:*` becomes a version and publishConfig
// swaps in the published exports (no `@elicitkit/source` condition).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The pinned pnpm: the one scripts/run.mjs installs into .tools/, else the one on PATH. */
export function pnpmBin() {
  const local = join(root, '.tools', 'bin', 'pnpm');
  return existsSync(local) ? local : 'pnpm';
}

/**
 * Every workspace package that is published (not `private`), dependencies before dependents.
 * @returns {{ name: string, dir: string, version: string, manifest: any }[]}
 */
export function publishedPackages() {
  const found = [];
  for (const group of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, group)).sort()) {
      const file = join(root, group, name, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      if (manifest.private) continue;
      found.push({
        name: manifest.name,
        dir: join(root, group, name),
        version: manifest.version,
        manifest,
      });
    }
  }
  const byName = new Map(found.map((p) => [p.name, p]));
  const ordered = [];
  const state = new Map();
  const visit = (pkg) => {
    if (state.get(pkg.name) === 'done') return;
    if (state.get(pkg.name) === 'visiting') throw new Error(`dependency cycle through ${pkg.name}`);
    state.set(pkg.name, 'visiting');
    const m = pkg.manifest;
    for (const dep of Object.keys({
      ...m.dependencies,
      ...m.devDependencies,
      ...m.peerDependencies,
    })) {
      const other = byName.get(dep);
      if (other) visit(other);
    }
    state.set(pkg.name, 'done');
    ordered.push(pkg);
  };
  found.forEach(visit);
  return ordered;
}

function run(cmd, args, cwd, quiet) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    const output = quiet ? `\n${r.stdout}${r.stderr}` : '';
    throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) exited ${r.status}${output}`);
  }
  return r.stdout;
}

/** Builds every published package from a clean dist/, in dependency order. */
export function buildPackages({ quiet = false, log = console.log } = {}) {
  for (const pkg of publishedPackages()) {
    log(`build ${pkg.name}`);
    // A file deleted from src/ must not survive in dist/ and ship; and tsc's incremental state
    // (composite projects) must go with dist/, or tsc believes the deleted output is up to date.
    rmSync(join(pkg.dir, 'dist'), { recursive: true, force: true });
    for (const file of readdirSync(pkg.dir)) {
      if (file.endsWith('.tsbuildinfo')) rmSync(join(pkg.dir, file), { force: true });
    }
    run(pnpmBin(), ['run', '--silent', 'build'], pkg.dir, quiet);
  }
}

/**
 * Packs every published package (or those named in `only`) into `dest` with pnpm; pnpm puts the
 * root LICENSE into each tarball. Pack after building: the tarballs take dist/ as it is.
 * @returns {{ name: string, version: string, tarball: string }[]} in dependency order
 */
export function packPackages(dest, { quiet = false, log = console.log, only } = {}) {
  mkdirSync(dest, { recursive: true });
  const wanted = publishedPackages().filter((pkg) => !only || only.includes(pkg.name));
  return wanted.map((pkg) => {
    log(`pack ${pkg.name}`);
    run(pnpmBin(), ['pack', '--pack-destination', dest], pkg.dir, quiet);
    const file = `${pkg.name.replace(/^@/, '').replace('/', '-')}-${pkg.version}.tgz`;
    const tarball = join(dest, file);
    if (!existsSync(tarball)) throw new Error(`pnpm pack did not write ${tarball}`);
    return { name: pkg.name, version: pkg.version, tarball };
  });
}
