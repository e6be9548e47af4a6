#!/usr/bin/env node
// Runs after `tsc -p tsconfig.build.json` (the package's build): rewrites each translated locale
// module in dist/ (locales/<tag>.js) to carry its values only, in the English catalogue's key order, unpacked at import by
// messages/unpackMessages.js against the English keys every bundle already has. The source stays
// the keyed, type-checked object. Fails (exit 1) when a locale's key set differs from English, so
// no packed value can land on the wrong key. Locales generated from English (en, en-XA, ar-XB) are left as tsc wrote them.
//
//   node scripts/packLocales.mjs [distDir]   (default: this package's dist/)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = resolve(
  process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const PARTS = [{ dir: 'locales', up: '..', english: 'en.js', name: 'en' }];

const problems = [];
let packed = 0;
for (const part of PARTS) {
  const englishUrl = pathToFileURL(join(dist, 'messages', part.english)).href;
  const english = (await import(englishUrl))[part.name];
  const keys = Object.keys(english);
  const dir = join(dist, part.dir);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    const path = join(dir, file);
    // Only a translation written out as a keyed object is packed.
    if (!readFileSync(path, 'utf8').includes('const messages = {')) continue;
    const catalogue = (await import(pathToFileURL(path).href)).default;
    const own = Object.keys(catalogue.messages);
    const missing = keys.filter((k) => !Object.hasOwn(catalogue.messages, k));
    const extra = own.filter((k) => !Object.hasOwn(english, k));
    if (missing.length > 0 || extra.length > 0) {
      problems.push(
        `${join(part.dir, file)}: missing [${missing.join(', ')}], not in English [${extra.join(', ')}]`,
      );
      continue;
    }
    const values = keys.map((k) => catalogue.messages[k]);
    const up = part.up.split(/[\\/]/).join('/');
    writeFileSync(
      path,
      [
        `// Packed by scripts/packLocales.mjs: the values in ${part.name}'s key order.`,
        `import { deepFreeze } from '${up}/messages/deepFreeze.js';`,
        `import { ${part.name} } from '${up}/messages/${part.name}.js';`,
        `import { unpackMessages } from '${up}/messages/unpackMessages.js';`,
        `const catalogue = deepFreeze({ locale: ${JSON.stringify(catalogue.locale)}, dir: ${JSON.stringify(catalogue.dir)}, messages: unpackMessages(${part.name}, ${JSON.stringify(values)}) });`,
        'export default catalogue;',
        '',
      ].join('\n'),
    );
    packed += 1;
  }
}
if (problems.length > 0) {
  console.error(`packLocales: key sets differ from English:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`packLocales: ${packed} locale modules packed`);
