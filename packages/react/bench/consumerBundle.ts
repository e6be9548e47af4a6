// What a consumer app pays for @elicitkit/react: a minimal Vite app showing one elicitation
// (consumer/withForm.tsx) against the same app without it (consumer/without.tsx), each built
// alone by Vite for production; the figure is the gzip of all emitted JS and CSS, with minus
// without. Everything the form pulls in counts: @rjsf/*, core, and whatever they import; the
// app opted into Ajv (consumer/withAjv.tsx) is measured the same way, and so is an app already on
// @rjsf/mui (consumer/withMui.tsx) against the same app also showing an elicitation on its theme
// (consumer/withMuiAndForm.tsx). Per locale: the form app passing `messages={de}`
// (consumer/withDe.tsx) and one speaking German and Japanese (consumer/withDeJa.tsx), whose
// emitted code is also searched for the words of the locales they do not import. A headless host
// (consumer/withHeadless.tsx: core and `@elicitkit/react/headless`, its own controls) is measured
// against without.tsx too, and its modules are checked for @rjsf/*.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export interface AppSize {
  /** gzip -9 bytes of every .js and .css file the build emitted. */
  gzip: number;
  /** The largest modules by rendered (minified) length, for finding dead weight. */
  largest: { id: string; bytes: number }[];
  /** Every emitted .js file's text, for finding what was (not) bundled. */
  js: string;
  /** The id of every module in the emitted chunks. */
  moduleIds: string[];
}

/** Builds one consumer entry with Vite and measures what it emitted. */
export async function consumerAppSize(
  entry:
    | 'without'
    | 'withForm'
    | 'withHeadless'
    | 'withAjv'
    | 'withMui'
    | 'withMuiAndForm'
    | 'withDe'
    | 'withDeJa',
  alias: Record<string, string> = {},
): Promise<AppSize> {
  const outDir = mkdtempSync(join(tmpdir(), `ek-consumer-${entry}-`));
  const modules = new Map<string, number>();
  const moduleIds: string[] = [];
  try {
    const output = await build({
      root: join(here, 'consumer'),
      configFile: false,
      logLevel: 'error',
      plugins: [react()],
      resolve: { conditions: ['@elicitkit/source', ...defaultClientConditions], alias },
      build: {
        outDir,
        emptyOutDir: true,
        rollupOptions: { input: join(here, 'consumer', `${entry}.tsx`) },
      },
    });
    for (const result of Array.isArray(output) ? output : [output]) {
      if (!('output' in result)) continue;
      for (const chunk of result.output) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, info] of Object.entries(chunk.modules)) {
          moduleIds.push(id);
          const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(
            id,
          );
          const key =
            pkg?.[1] ??
            (id.includes('/packages/')
              ? id.replace(/.*\/packages\/([^/]+).*/, '@elicitkit/$1')
              : id);
          modules.set(key, (modules.get(key) ?? 0) + info.renderedLength);
        }
      }
    }
    let gzip = 0;
    let js = '';
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(js|css)$/.test(entry.name)) {
          const bytes = readFileSync(path);
          gzip += gzipSync(bytes, { level: 9 }).length;
          if (entry.name.endsWith('.js')) js += bytes.toString('utf8');
        }
      }
    };
    walk(outDir);
    const largest = [...modules]
      .map(([id, bytes]) => ({ id, bytes }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 12);
    return { gzip, largest, js, moduleIds };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
