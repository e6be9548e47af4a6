// A package's stylesheets are files, not strings in its JavaScript (a page under `style-src 'self'`
// refuses a <style> injected at run time): tsc leaves them out of dist/, so the build copies them,
// each with an empty declaration beside it (the export's `types`), so a host's TypeScript accepts
// `import '@elicitkit/react/styles.css'` without a CSS module declaration of its own
// (TypeScript 6 checks side-effect imports).
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const src = join(process.cwd(), 'src');
const dist = join(process.cwd(), 'dist');
mkdirSync(dist, { recursive: true });
for (const file of readdirSync(src)) {
  if (!file.endsWith('.css')) continue;
  copyFileSync(join(src, file), join(dist, file));
  writeFileSync(
    join(dist, `${file}.d.ts`),
    '// A stylesheet: imported for its rules, it exports nothing.\nexport {};\n',
  );
}
