#!/usr/bin/env node
// `npm run release -- --dry-run`: builds every published package in dependency order, packs each
// with pnpm (so `workspace:*` becomes the version and publishConfig's exports replace the
// repository's), and checks every tarball before anything could be published:
//   - publint (strict: warnings fail too),
//   - @arethetypeswrong/cli with `--profile esm-only` (the packages are ESM-only on purpose),
//   - our own rules: LICENSE and README inside, no src/ or test files, no source condition,
//     no `workspace:` left in any dependency field.
// Without --dry-run it then publishes the checked tarballs with `npm publish`, dependencies first.
//
//   node scripts/release.mjs [--dry-run] [--out <dir>]   (default out: .artifacts/release)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { buildPackages, packPackages, publishedPackages, root } from './packages.mjs';

const USAGE = 'Usage: node scripts/release.mjs [--dry-run] [--out <dir>]\n';

/** File names and contents of a .tgz (ustar: 512-byte headers, data padded to 512). */
export function readTarball(file) {
  const tar = gunzipSync(readFileSync(file));
  const entries = new Map();
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('utf8').trim() || '0', 8);
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^package\//, '');
    entries.set(path, tar.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return entries;
}

/** Our own packaging rules; returns the problems found in one tarball. */
export function tarballProblems(file) {
  const entries = readTarball(file);
  const problems = [];
  for (const required of ['package.json', 'LICENSE', 'README.md']) {
    if (!entries.has(required)) problems.push(`no ${required}`);
  }
  for (const path of entries.keys()) {
    if (/^src\//.test(path) || /\.test(-d)?\.[cm]?[jt]sx?$/.test(path) || /\.map$/.test(path)) {
      problems.push(`ships ${path}`);
    }
  }
  const manifestText = entries.get('package.json')?.toString('utf8') ?? '{}';
  const manifest = JSON.parse(manifestText);
  if (manifestText.includes('@elicitkit/source'))
    problems.push('the source condition is published');
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      if (String(range).startsWith('workspace:')) problems.push(`${field}.${dep} is ${range}`);
    }
  }
  for (const field of ['license', 'engines', 'repository', 'homepage', 'keywords']) {
    if (manifest[field] === undefined) problems.push(`package.json has no ${field}`);
  }
  if (manifest.license !== 'MIT') problems.push(`license is ${manifest.license}, not MIT`);
  return problems;
}

async function publintProblems(file) {
  const bytes = readFileSync(file);
  const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const { messages, pkg } = await publint({ pack: { tarball }, strict: true, level: 'warning' });
  return messages.map((m) => `publint ${m.type}: ${formatMessage(m, pkg) ?? m.code}`);
}

function attwProblems(file, name) {
  const attw = join(root, 'node_modules', '.bin', 'attw');
  // A stylesheet entry (`./styles.css`) has no types to resolve: attw checks the code entries.
  const exports = publishedPackages().find((p) => p.name === name)?.manifest.exports ?? {};
  const stylesheets = Object.keys(exports).filter((entry) => entry.endsWith('.css'));
  const args = [file, '--profile', 'esm-only', '--format', 'table-flipped'];
  if (stylesheets.length > 0) args.push('--exclude-entrypoints', ...stylesheets);
  const r = spawnSync(attw, args, { encoding: 'utf8' });
  if (r.status === 0) return [];
  return [`attw --profile esm-only failed:\n${r.stdout}${r.stderr}`];
}

/** Checks every tarball; resolves to a map tarball → problems (empty when it passes). */
export async function checkTarballs(tarballs) {
  const results = new Map();
  for (const t of tarballs) {
    results.set(t.tarball, [
      ...tarballProblems(t.tarball),
      ...(await publintProblems(t.tarball)),
      ...attwProblems(t.tarball, t.name),
    ]);
  }
  return results;
}

async function main(args) {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  let dryRun = false;
  let out = join(root, '.artifacts', 'release');
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--dry-run') dryRun = true;
    else if (args[i] === '--out' && args[i + 1]) out = resolve(args[++i]);
    else {
      process.stderr.write(`release: unknown argument ${JSON.stringify(args[i])}\n${USAGE}`);
      return 2;
    }
  }

  buildPackages();
  const tarballs = packPackages(out, { quiet: true });
  const results = await checkTarballs(tarballs);
  let failed = 0;
  for (const t of tarballs) {
    const problems = results.get(t.tarball);
    const size = readFileSync(t.tarball).length;
    const where = relative(process.cwd(), t.tarball);
    if (problems.length === 0) {
      console.log(`✔ ${t.name}@${t.version}  ${where}  ${(size / 1024).toFixed(1)} KB`);
    } else {
      failed++;
      console.log(`✖ ${t.name}@${t.version}  ${where}`);
      for (const p of problems) console.log(`    ${p.replace(/\n/g, '\n    ')}`);
    }
  }
  if (failed > 0) {
    console.log(`\nrelease: ${failed} of ${tarballs.length} tarballs failed the checks`);
    return 1;
  }
  if (dryRun) {
    console.log(`\nrelease: dry run, ${tarballs.length} tarballs checked; nothing published`);
    return 0;
  }
  for (const t of tarballs) {
    const r = spawnSync('npm', ['publish', t.tarball, '--access', 'public'], { stdio: 'inherit' });
    if (r.status !== 0) {
      console.log(`release: npm publish ${t.name} failed; packages before it were published`);
      return 1;
    }
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  process.exitCode = await main(process.argv.slice(2));
}
