// The shared renderer conformance suite again in every other shipped locale, the prompt given
// each catalogue: the same results, errors on the same fields and the same consent model as in
// English, in the catalogue's words. en-XA runs the whole corpus, ar every check of the cases
// whose answers a locale reads (numbers, dates), the other locales those cases' checks whose
// outcome depends on the catalogue (localeRun in shippedCatalogues.ts says which). In `npm test`
// only: the English run and the number/date checks in every locale (conformance.test.tsx) are
// the inner loop's.
import { runRendererConformance } from '../../../test/conformance/runRendererConformance.js';
import { inkConformanceAdapter } from '../../../test/conformance/inkConformanceAdapter.js';
import { OTHER_CATALOGUES, localeRun } from '../../../test/conformance/shippedCatalogues.js';

for (const messages of OTHER_CATALOGUES)
  runRendererConformance(inkConformanceAdapter, localeRun(messages));
