// Consumer apps for the tests in this directory: the published packages are built and packed the
// way the release does (scripts/packages.mjs), then installed with npm from their tarballs into
// a fresh directory outside the workspace, their other dependencies from the npm registry. The
// apps' sources live in ./apps; each install gets its own package.json.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPackages, packPackages } from '../../scripts/packages.mjs';

const APPS = fileURLToPath(new URL('./apps/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The exact versions the consumer apps install for every third-party package a README's install
 * line names (the READMEs name no versions; the apps must not float with the registry). A README
 * naming a package missing here fails the consumer tests, so a new line cannot go untested.
 */
export const PINNED: Readonly<Record<string, string>> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@rjsf/core': '6.11.1',
  '@rjsf/utils': '6.11.1',
  ink: '6.8.0',
  '@modelcontextprotocol/client': '2.4.0',
};

export interface InstallLine {
  /** The README it is in, relative to the repository root. */
  file: string;
  global: boolean;
  /** The package names, in the README's order (a tarball named by the package it holds). */
  packages: string[];
  /** The tarballs the line names, by package name, as written (relative to the app's folder). */
  tarballs: Record<string, string>;
  /** The line's comment, e.g. "once published" on a registry line. */
  comment: string;
}

/** `./elicitkit-tarballs/elicitkit-react-0.1.0.tgz` → `@elicitkit/react`. */
const TARBALL = /(?:^|\/)elicitkit-([a-z-]+?)-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz$/;

/** Every `npm install` line of the repository's READMEs (root, packages/*, apps/*), verbatim. */
export function readmeInstallLines(): InstallLine[] {
  const lines: InstallLine[] = [];
  for (const file of readmeFiles()) {
    for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
      const hash = line.indexOf('#');
      const command = (hash < 0 ? line : line.slice(0, hash)).trim();
      const match = /^npm (?:install|i) (.+)$/.exec(command);
      if (!match?.[1]) continue;
      const words = match[1].split(/\s+/).filter((word) => !word.startsWith('-'));
      const tarballs: Record<string, string> = {};
      const packages = words.map((word) => {
        const packed = TARBALL.exec(word)?.[1];
        if (!packed) return word;
        tarballs[`@elicitkit/${packed}`] = word;
        return `@elicitkit/${packed}`;
      });
      lines.push({
        file,
        global: /\s-g\b/.test(command),
        packages,
        tarballs,
        comment: hash < 0 ? '' : line.slice(hash + 1).trim(),
      });
    }
  }
  return lines;
}

function readmeFiles(): string[] {
  const files = ['README.md'];
  for (const dir of ['packages', 'apps']) {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (existsSync(join(ROOT, dir, name, 'README.md'))) files.push(`${dir}/${name}/README.md`);
    }
  }
  return files;
}

/**
 * A README's install list as an app's dependencies: our packages from their tarballs, every other
 * one at its pinned version, nothing added.
 */
export function dependenciesOf(packages: string[], tarballs: Tarballs): Record<string, string> {
  return Object.fromEntries(
    packages.map((name) => {
      const version = name.startsWith('@elicitkit/') ? tarballs[name] : PINNED[name];
      if (!version)
        throw new Error(`${name} (a README install line) has no pinned version or tarball`);
      return [name, version];
    }),
  );
}

/** Tarball path by package name (`@elicitkit/react` → …/elicitkit-react-0.1.0.tgz). */
export type Tarballs = Record<string, string>;

/** Builds every published package and packs it into a temporary directory. */
export function packAll(): { tarballs: Tarballs; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ek-tarballs-'));
  buildPackages({ quiet: true, log: () => {} });
  const packed = packPackages(dir, { quiet: true, log: () => {} });
  removeBuilds();
  return {
    tarballs: Object.fromEntries(packed.map((p) => [p.name, p.tarball])),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The root README's line that builds the tarballs (run from an app's folder beside the clone). */
const BUILD_LINE = /^npm --prefix \.\.\/elicitkit run release -- .*$/m;

/**
 * The tarballs the way the root README makes them: its build line run as written, in an app's
 * folder with the repository beside it as `../elicitkit`. `tarballs` maps each package to the
 * file the README's install lines name, resolved in that folder, so a line naming a file the
 * build does not write fails.
 */
export function packAsTheReadmeSays(): { tarballs: Tarballs; dispose(): void } {
  const base = mkdtempSync(join(tmpdir(), 'ek-readme-'));
  const dispose = () => rmSync(base, { recursive: true, force: true });
  const line = BUILD_LINE.exec(readFileSync(join(ROOT, 'README.md'), 'utf8'))?.[0];
  if (!line) throw new Error('README.md has no `npm --prefix ../elicitkit run release` line');
  symlinkSync(ROOT, join(base, 'elicitkit'));
  const app = join(base, 'app');
  mkdirSync(app);
  const built = runIn(app, 'sh', ['-c', line.replace(/#.*$/, '')], 600_000);
  removeBuilds();
  if (built.status !== 0) {
    dispose();
    throw new Error(`README.md's build line failed (exit ${built.status}):\n${built.output}`);
  }
  const tarballs: Tarballs = {};
  for (const installLine of readmeInstallLines()) {
    for (const [name, written] of Object.entries(installLine.tarballs)) {
      const file = resolve(app, written);
      if (!existsSync(file)) {
        dispose();
        throw new Error(
          `${installLine.file} installs ${written}, which the build line did not write`,
        );
      }
      tarballs[name] = file;
    }
  }
  return { tarballs, dispose };
}

/**
 * The tarballs hold the build; left in place, dist/ would shadow the sources for every tool that
 * resolves the packages without the source condition (knip's unused-export check). tsc's
 * incremental state goes with it, or a later build believes the output is up to date.
 */
function removeBuilds(): void {
  for (const name of readdirSync(join(ROOT, 'packages'))) {
    const dir = join(ROOT, 'packages', name);
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    for (const file of readdirSync(dir))
      if (file.endsWith('.tsbuildinfo')) rmSync(join(dir, file), { force: true });
  }
}

/** The environment for npm and the apps: none of the `npm_*` settings of the `npm test` around us. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  }
  return { ...env, ...extra };
}

export interface CommandResult {
  status: number | null;
  output: string;
}

/** Runs a command in `cwd`; stdout and stderr together, for failure messages. */
export function runIn(cwd: string, cmd: string, args: string[], timeout = 300_000): CommandResult {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: cleanEnv(), timeout });
  if (r.error) return { status: null, output: String(r.error) };
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

export interface ConsumerApp {
  dir: string;
  /** `node_modules/.bin/<name>` of the app. */
  bin(name: string): string;
  dispose(): void;
}

export interface AppSpec {
  /** A directory under ./apps with the app's sources and config. */
  source:
    | 'web'
    | 'node'
    | 'ink-host'
    | 'client'
    | 'core'
    | 'web-mui'
    | 'web-shadcn'
    | 'web-antd'
    | 'web-chakra'
    | 'sdk-v2-oldest'
    | 'sdk-v1-hosts'
    | 'ai-sdk-host'
    | 'mastra-host'
    | 'openai-agents-host'
    | 'claude-agent-sdk-host'
    | 'acp-host';
  /** Dependencies: a tarball path (from packAll) or a registry range. */
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
  /** Extra `npm install` flags (e.g. --legacy-peer-deps). */
  npmFlags?: string[];
}

/** Runs a command in `cwd` without blocking the test process (installs run side by side). */
function runAsync(cwd: string, cmd: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', (error) => resolve({ status: null, output: `${output}${String(error)}` }));
    child.once('close', (status) => resolve({ status, output }));
  });
}

/**
 * Copies an app out of the workspace and installs it with npm; rejects with npm's output on
 * failure. Installs mostly wait on the registry, so the tests start them all at once.
 */
export async function installApp(spec: AppSpec): Promise<ConsumerApp> {
  const dir = mkdtempSync(join(tmpdir(), `ek-consumer-${spec.source}-`));
  cpSync(join(APPS, spec.source), dir, { recursive: true });
  const asSpec = (range: string) => (range.endsWith('.tgz') ? `file:${range}` : range);
  const map = (deps: Record<string, string> = {}) =>
    Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, asSpec(range)]));
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: `consumer-${spec.source}`,
        private: true,
        type: 'module',
        dependencies: map(spec.dependencies),
        devDependencies: map(spec.devDependencies),
      },
      null,
      2,
    )}\n`,
  );
  const npmInstall = (freshness: string) =>
    runAsync(dir, 'npm', [
      'install',
      '--no-audit',
      '--no-fund',
      freshness,
      '--loglevel=error',
      ...(spec.npmFlags ?? []),
    ]);
  let install = await npmInstall('--prefer-offline');
  // A registry can list a release before the release it depends on (seen: @babel/types 7.29.17
  // a few minutes before @babel/helper-validator-identifier 7.29.17). npm reports ETARGET; once
  // more, asking the registry rather than npm's cached metadata, rides that out.
  if (install.status !== 0 && /\bETARGET\b/.test(install.output))
    install = await npmInstall('--prefer-online');
  const app: ConsumerApp = {
    dir,
    bin: (name) => join(dir, 'node_modules', '.bin', name),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
  if (install.status !== 0) {
    app.dispose();
    throw new Error(`npm install of the ${spec.source} app failed:\n${install.output}`);
  }
  return app;
}
