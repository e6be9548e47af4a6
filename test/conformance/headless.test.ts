// The whole conformance suite against the reference headless adapter (core's question controller,
// no UI), in every shipped locale, with the number and date checks.
import { headlessAdapter } from './headlessAdapter.js';
import { runLocaleConformance, runRendererConformance } from './runRendererConformance.js';
import { SHIPPED_CATALOGUES } from './shippedCatalogues.js';

for (const messages of SHIPPED_CATALOGUES) runRendererConformance(headlessAdapter, { messages });
runLocaleConformance(headlessAdapter, SHIPPED_CATALOGUES);
