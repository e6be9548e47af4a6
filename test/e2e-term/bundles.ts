// The tmux tests run what users run: the esbuild bundle of the CLI (and of the prompt harness),
// built once per test file into a temporary directory.
import { mkdtempSync, rmSync } from 'node:fs';
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
    bundleCli({ outfile: join(dir, 'elicitkit.mjs') }),
    bundleCli({ entry: HARNESS, outfile: join(dir, 'harness.mjs') }),
  ]);
  return { cli, harness, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
