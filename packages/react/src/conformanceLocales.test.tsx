// The shared renderer conformance suite again in every other shipped locale: the same results,
// errors on the same fields and the same consent model as in English, in the catalogue's words
// (an English word left in elicitkit's own text fails). en-XA runs the whole corpus, ar every
// check of the cases whose answers a locale reads (numbers, dates), the other locales those
// cases' checks whose outcome depends on the catalogue (localeRun in shippedCatalogues.ts says
// which). In `npm test` only: the English run and the number/date checks in every locale
// (conformance.test.tsx) are the inner loop's.
import { runRendererConformance } from '../../../test/conformance/runRendererConformance.js';
import { OTHER_CATALOGUES, localeRun } from '../../../test/conformance/shippedCatalogues.js';
import { reactConformanceAdapter as reactAdapter } from '../../../test/conformance/reactConformanceAdapter.js';

process.env.TZ = 'UTC';

for (const messages of OTHER_CATALOGUES) runRendererConformance(reactAdapter, localeRun(messages));
