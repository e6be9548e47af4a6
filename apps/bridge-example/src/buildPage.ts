import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./page/main.tsx', import.meta.url));

/** The page's bundle: its script, and the stylesheet it imports (@elicitkit/react/styles.css). */
export interface PageBundle {
  script: string;
  styles: string;
}

/** Bundles the page once, in memory: workspace packages from their sources, React in production mode. */
export async function buildPage(): Promise<PageBundle> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    // Named outputs, so the imported stylesheet comes out as its own file beside the script.
    outdir: 'page',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    conditions: ['@elicitkit/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const script = result.outputFiles.find((f) => f.path.endsWith('.js'));
  const styles = result.outputFiles.find((f) => f.path.endsWith('.css'));
  if (!script || !styles) throw new Error('esbuild produced no page bundle.');
  return { script: script.text, styles: styles.text };
}
