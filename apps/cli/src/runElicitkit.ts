// Test helper: runs the real `elicitkit` process (tsx + the source condition, as `npm run
// elicitkit` does) and collects what a user would see. Used by the *.test.ts files here.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const tsxPath = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
export const mainPath = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Written to the process's stdin, which is then closed. */
  stdin?: string;
  cwd?: string;
  env?: Record<string, string>;
  /**
   * The CLI's esbuild bundle (scripts/bundle.mjs), run with node, instead of tsx over the
   * sources: the same program, started in a tenth of the CPU, for files that run it many times.
   */
  bundle?: string;
}

export function runElicitkit(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const [command, argv] = options.bundle
      ? [process.execPath, [options.bundle, ...args]]
      : [tsxPath, ['--conditions', '@elicitkit/source', mainPath, ...args]];
    const child = spawn(command, argv, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A command that never reads stdin may exit before we finish writing; that is not a failure.
    child.stdin.on('error', () => {});
    child.stdin.end(options.stdin ?? '');
  });
}
