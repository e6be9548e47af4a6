// The tmux tests run what users run: the esbuild bundle of the CLI (and of the prompt harness),
// built once per test file into a temporary directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleCli } from '../../apps/cli/scripts/bundle.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HARNESS = fileURLToPath(new URL('./harness.ts', import.meta.url));

export interface Bundles {
  cli: string;
  harness: string;
  dispose(): void;
}

export async function buildBundles(): Promise<Bundles> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-bundle-'));
  const [cli, harness] = await Promise.all([
    bundleCli({ outfile: join(dir, 'elicitkit.cjs') }),
    bundleCli({ entry: HARNESS, outfile: join(dir, 'harness.mjs') }),
  ]);
  return { cli, harness, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a run of the bundled CLI left behind. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the bundled CLI as users run it, with no terminal (pipes, CI=true). `answers`, when given,
 * is written to a file in `dir` and passed as --answers. `onStderr` sees stderr as it grows (with
 * the child's pid, for tests that interrupt it).
 */
export function runBundledCli(
  cli: string,
  args: string[],
  options: {
    dir: string;
    answers?: object | undefined;
    onStderr?: ((text: string, pid: number) => void) | undefined;
    /** More environment, e.g. a private XDG_STATE_HOME. */
    env?: Record<string, string> | undefined;
  },
): Promise<CliRun> {
  const extra: string[] = [];
  if (options.answers) {
    const file = join(options.dir, `answers-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(options.answers));
    extra.push('--answers', file);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args, ...extra], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      stderr += c;
      options.onStderr?.(stderr, child.pid as number);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}
