// A package's stylesheets are files, not strings in its JavaScript (a page under `style-src 'self'`
// refuses a <style> injected at run time): tsc leaves them out of dist/, so the build copies them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const src = join(process.cwd(), 'src');
const dist = join(process.cwd(), 'dist');
mkdirSync(dist, { recursive: true });
for (const file of readdirSync(src)) {
  if (file.endsWith('.css')) copyFileSync(join(src, file), join(dist, file));
}
