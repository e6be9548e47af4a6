// Ajv is opt-in: the default entries of @elicitkit/core and
// @elicitkit/react, and the CLI's start-up graph, bundle none of Ajv, ajv-formats, fast-uri or
// @rjsf/validator-ajv8 (core's four formats are its own copies of ajv-formats'); the `/ajv` entries do. Checked on esbuild's metafile of each entry, with
// the peers a host provides (react, @rjsf/core, @rjsf/utils) left external.
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const AJV =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(ajv|ajv-formats|fast-uri|@rjsf\/validator-ajv8)\//;

/** The node_modules packages of Ajv's family an entry's bundle contains. */
async function ajvIn(entry: string, platform: 'browser' | 'node' = 'browser'): Promise<string[]> {
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform,
    conditions: ['@elicitkit/source'],
    // Ink's optional devtools bridge is not installed; the CLI's own bundle stubs it too. The OS
    // keyring's native binding stays outside the CLI's bundle as well.
    external: [
      '@napi-rs/keyring',
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@rjsf/core',
      '@rjsf/utils',
      'react-devtools-core',
      'ws',
    ],
    logLevel: 'silent',
  });
  const found = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = AJV.exec(input);
    if (match?.[1]) found.add(match[1]);
  }
  return [...found].sort();
}

describe('Ajv is opt-in', () => {
  it('@elicitkit/core and @elicitkit/react bundle no Ajv by default', async () => {
    expect(await ajvIn('packages/core/src/index.ts')).toEqual([]);
    expect(await ajvIn('packages/react/src/index.ts')).toEqual([]);
  });

  it('the /ajv entries do bundle it (so the check above can see it)', async () => {
    expect(await ajvIn('packages/core/src/ajv.ts')).toEqual(['ajv', 'ajv-formats', 'fast-uri']);
    expect(await ajvIn('packages/react/src/ajv.ts')).toEqual([
      '@rjsf/validator-ajv8',
      'ajv',
      'ajv-formats',
      'fast-uri',
    ]);
  });

  it('the CLI bundles no Ajv', async () => {
    expect(await ajvIn('apps/cli/src/main.ts', 'node')).toEqual([]);
  });
});
