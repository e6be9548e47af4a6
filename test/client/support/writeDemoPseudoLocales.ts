// Writes the web demo's pseudo-locales (apps/web/src/locales/en-XA.ts and ar-XB.ts) from demoEn.ts
// with core's pseudo-localizer; demoCatalogue.test.ts fails when they are stale. Run from the root:
//   node --import tsx test/client/support/writeDemoPseudoLocales.ts && npx prettier --write apps/web/src/locales
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoEn } from '../../../apps/web/src/locales/demoEn.js';
import { pseudoLocale } from '@elicitkit/core';

const LOCALES = [
  {
    tag: 'en-XA',
    about: 'accented, ~40 % longer, bracketed',
    messages: pseudoLocale(demoEn, 'en-XA').messages,
  },
  {
    tag: 'ar-XB',
    about: 'the English words in a right-to-left override',
    messages: pseudoLocale(demoEn, 'ar-XB').messages,
  },
];

for (const { tag, about, messages } of LOCALES) {
  const entries = Object.entries(messages)
    .map(([key, text]) => `  ${JSON.stringify(key)}: ${JSON.stringify(text)},`)
    .join('\n');
  const source = `import kit from '@elicitkit/core/locales/${tag}';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/**
 * The web demo's pseudo-locale ${tag} (${about}), beside core's.
 * Generated from demoEn.ts with core's pseudo-localizer by
 * test/client/support/writeDemoPseudoLocales.ts; run it again when the English words change
 * (test/client/demoCatalogue.test.ts fails until then).
 */
const messages: DemoMessages = {
${entries}
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
`;
  writeFileSync(
    fileURLToPath(new URL(`../../../apps/web/src/locales/${tag}.ts`, import.meta.url)),
    source,
  );
}
