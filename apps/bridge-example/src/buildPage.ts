import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./page/main.tsx', import.meta.url));

/** Bundles the page once, in memory: workspace packages from their sources, React in production mode. */
export async function buildPage(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    conditions: ['@elicitkit/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no page bundle.');
  return file.text;
}
