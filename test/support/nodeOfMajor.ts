// Other Node majors for the tests that prove the packages on every Node a host runs: the
// registry's `node` package (the official binaries, installed like any package), through npx,
// which caches it after the first run.
import { spawnSync } from 'node:child_process';

const found = new Map<number, string>();

/** The path of a `node` binary of this major (the newest release of it on the registry). */
export function nodeOfMajor(major: number): string {
  const known = found.get(major);
  if (known) return known;
  const run = spawnSync('npx', ['-y', '-p', `node@${major}`, '-c', 'command -v node'], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  const path = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !path) {
    throw new Error(`could not get Node ${major} from the registry:\n${run.stdout}${run.stderr}`);
  }
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (!version.startsWith(`v${major}.`))
    throw new Error(`${path} is ${version}, not Node ${major}`);
  found.set(major, path);
  return path;
}
